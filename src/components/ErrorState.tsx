import { useTranslation } from 'react-i18next'
import { useSolidHeader } from '@/lib/state/solid-header'
import styles from './StatusPage.module.css'

type ErrorStateProps = { onRetry: () => void }

/**
 * Route error state (SPEC §8 texts). A route chunk that fails to download has already been retried
 * by one page reload (TanStack Router's own recovery, covered by e2e/resilience.spec.ts; its strings
 * or stylesheet by src/lib/missing-code.ts), so when this shows, Retry is what is left.
 */
export function ErrorState({ onRetry }: ErrorStateProps) {
  const { t } = useTranslation()
  const solidHeader = useSolidHeader()
  return (
    <section className={styles.page} role="alert" {...solidHeader}>
      <title>{t('msg.error.title')}</title>
      <h1 className={styles.title}>{t('msg.error.title')}</h1>
      <p className={styles.subtitle}>{t('msg.error.subTitle')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('loader.retry')}
      </button>
    </section>
  )
}
