import { useEffect, useRef } from 'react'
import { useFormStrings } from './use-form-strings'
import styles from './form.module.css'

/**
 * The submission waits for the connection (use-submission queues it offline): it will be sent on
 * its own, now or on the next visit to the form. Cancel keeps the answers in the form, unsent. Takes
 * focus, as a failure does, so keyboard and screen-reader users land on it.
 */
export function QueuedNotice({ formId, onCancel }: { formId: string; onCancel: () => void }) {
  const { t } = useFormStrings()
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => ref.current?.focus(), [])

  return (
    <div ref={ref} className={styles.queued} role="status" tabIndex={-1} data-kind="queued">
      <h2 className={styles.failureTitle}>{t('queued.title')}</h2>
      {/* The survey sends answers, the other forms a booking. */}
      <p>{t('queued.body', { context: formId })}</p>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {t('queued.cancel')}
      </button>
    </div>
  )
}
