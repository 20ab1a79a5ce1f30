import type { TFunction } from 'i18next'
import styles from './SampleNote.module.css'

/** Marks the page's copy and figures as sample content (issue #4: "clearly sample"). */
export function SampleNote({ t, text }: { t: TFunction; text?: string }) {
  return (
    <p className={styles.sampleNote}>
      <span className={styles.sampleBadge}>{t('sampleBadge')}</span>
      {text ?? t('sampleNote')}
    </p>
  )
}
