import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Helmet } from 'react-helmet-async'
import { isChunkLoadError, reloadOnceForChunkError } from '@/lib/chunk-errors'
import styles from './StatusPage.module.css'

type ErrorStateProps = { error: unknown; onRetry: () => void }

/**
 * Route error boundary. A failed chunk download reloads the page once (a new deploy or a dropped
 * connection), and only shows this state if it fails again; other errors show it at once.
 */
export function ErrorState({ error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation()
  const [reloading, setReloading] = useState(() => isChunkLoadError(error))

  useEffect(() => {
    if (isChunkLoadError(error) && !reloadOnceForChunkError()) setReloading(false)
  }, [error])

  if (reloading) return null

  return (
    <section className={styles.page} role="alert">
      <Helmet>
        <title>{t('msg.error.title')}</title>
      </Helmet>
      <h1 className={styles.title}>{t('msg.error.title')}</h1>
      <p className={styles.subtitle}>{t('msg.error.subTitle')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('loader.retry')}
      </button>
    </section>
  )
}
