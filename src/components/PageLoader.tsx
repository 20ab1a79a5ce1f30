import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import { PAGE_LOADER_DELAY_MS } from './page-loader-delay'
import styles from './PageLoader.module.css'

export const PAGE_LOADER_TIMEOUT_MS = 10_000

type LoaderPhase = 'loading' | 'pastDelay' | 'timedOut'

/**
 * SPEC §4 page loader: nothing for the first 200 ms (fast loads never flash), then "Loading...",
 * then a timed-out message with Retry.
 */
export function PageLoader({ onRetry, delayMs = PAGE_LOADER_DELAY_MS }: { onRetry?: () => void; delayMs?: number }) {
  // Its strings (locales/*/pageLoader.json) load with it; Retry is shared with the error state.
  useBundledNamespace('pageLoader')
  const { t } = useTranslation(['pageLoader', 'common'], { nsMode: 'fallback' })
  const [phase, setPhase] = useState<LoaderPhase>(delayMs === 0 ? 'pastDelay' : 'loading')

  useEffect(() => {
    const pastDelay = setTimeout(() => setPhase((current) => (current === 'loading' ? 'pastDelay' : current)), delayMs)
    const timedOut = setTimeout(() => setPhase('timedOut'), PAGE_LOADER_TIMEOUT_MS)
    return () => {
      clearTimeout(pastDelay)
      clearTimeout(timedOut)
    }
  }, [delayMs])

  if (phase === 'loading') return null

  return (
    <div className={styles.loader} role="status" aria-live="polite">
      {phase === 'pastDelay' ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <p>{t('loader.loading')}</p>
        </>
      ) : (
        <>
          <p>{t('loader.timedOut')}</p>
          <p className={styles.hint}>{t('loader.timedOutHint')}</p>
          <button type="button" className="button button--primary" onClick={onRetry ?? (() => window.location.reload())}>
            {t('loader.retry')}
          </button>
        </>
      )}
    </div>
  )
}
