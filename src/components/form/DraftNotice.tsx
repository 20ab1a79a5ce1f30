import { useFormStrings } from './use-form-strings'
import styles from './form.module.css'

/** Tells the visitor their unfinished answers were restored, with a way to start afresh. */
export function DraftNotice({ onStartOver }: { onStartOver: () => void }) {
  const { t } = useFormStrings()
  return (
    <div className={styles.draft} role="status">
      <p>{t('draft.restored')}</p>
      <button type="button" className={styles.linkButton} onClick={onStartOver}>
        {t('draft.startOver')}
      </button>
    </div>
  )
}
