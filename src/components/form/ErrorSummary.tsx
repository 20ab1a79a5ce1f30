import type { MouseEvent } from 'react'
import { focusField } from './focus-field'
import { summaryId } from './field-id'
import { useFormStrings } from './use-form-strings'
import { useContractMessage } from './contract-message'
import styles from './form.module.css'

export type ErrorSummaryItem = { name: string; id: string; message: string }

type ErrorSummaryProps = {
  formId: string
  items: readonly ErrorSummaryItem[]
  /** Called before focusing a field, e.g. to show the step it is on. */
  onSelect?: (name: string) => void
}

/**
 * The problems of the last submit, each a link to its field. role="alert" announces it when it
 * appears; focus goes to the first invalid field, whose own message is in its description.
 */
export function ErrorSummary({ formId, items, onSelect }: ErrorSummaryProps) {
  const { t } = useFormStrings()
  const inPageLanguage = useContractMessage()
  if (items.length === 0) return null

  const goTo = (event: MouseEvent<HTMLAnchorElement>, item: ErrorSummaryItem) => {
    event.preventDefault()
    onSelect?.(item.name)
    requestAnimationFrame(() => focusField(item.id))
  }

  return (
    <div id={summaryId(formId)} className={styles.summary} role="alert" aria-labelledby={`${formId}-summary-title`}>
      <h2 id={`${formId}-summary-title`} className={styles.summaryTitle}>
        {t('summary.title', { count: items.length })}
      </h2>
      <p className={styles.summaryIntro}>{t('summary.intro')}</p>
      <ul className={styles.summaryList}>
        {items.map((item) => (
          <li key={item.name}>
            <a href={`#${item.id}`} onClick={(event) => goTo(event, item)}>
              {inPageLanguage(item.message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
