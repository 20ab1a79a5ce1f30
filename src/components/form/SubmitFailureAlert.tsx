import { useEffect, useRef } from 'react'
import type { SubmitFailure } from '@/lib/submit-failure'
import { CONTACT } from '@/config/site'
import { useFormStrings } from './use-form-strings'
import { useContractMessage } from './contract-message'
import styles from './form.module.css'

type SubmitFailureAlertProps = {
  failure: SubmitFailure
  /** Server messages for fields the form does not show (listed in the alert). */
  otherMessages?: readonly string[]
  onRetry: () => void
  retrying: boolean
}

/**
 * What went wrong with a submission and what to do: the answers are kept, Retry sends them again
 * with the same idempotency key. Takes focus (except for field errors, where the first invalid
 * field does) so keyboard and screen-reader users land on it.
 */
export function SubmitFailureAlert({ failure, otherMessages = [], onRetry, retrying }: SubmitFailureAlertProps) {
  const { t } = useFormStrings()
  const inPageLanguage = useContractMessage()
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (failure.kind !== 'invalid') ref.current?.focus()
  }, [failure])

  return (
    <div ref={ref} className={styles.failure} role="alert" tabIndex={-1} data-kind={failure.kind}>
      <h2 className={styles.failureTitle}>{t(`failure.${failure.kind}.title`)}</h2>
      <p>{t(`failure.${failure.kind}.body`, { phone: CONTACT.phoneAfterSale })}</p>
      {otherMessages.length > 0 ? (
        <ul className={styles.failureList}>
          {otherMessages.map((message) => (
            <li key={message}>{inPageLanguage(message)}</li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="button button--secondary" onClick={onRetry} disabled={retrying}>
        {t('retry')}
      </button>
    </div>
  )
}
