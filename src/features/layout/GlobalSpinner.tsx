import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouterState } from '@tanstack/react-router'
import { PAGE_LOADER_DELAY_MS } from '@/components/page-loader-delay'
import { useLoadingFlag } from '@/lib/loading-flags'
import styles from './GlobalSpinner.module.css'

/**
 * SPEC §2 root layout: a spinner driven by the shared `loading` flag (a query or mutation whose
 * meta names it: src/lib/loading-flags.ts) and by a navigation waiting for its page. Like the page
 * loader, it appears once the wait passes 200 ms, so a short one never flashes it.
 */
export function GlobalSpinner() {
  const { t } = useTranslation()
  const loading = useLoadingFlag('loading')
  const navigating = useRouterState({ select: (state) => state.status === 'pending' })
  const shown = useOnceItLasts(loading || navigating, PAGE_LOADER_DELAY_MS)
  if (!shown) return null
  return (
    <div className={styles.bar} role="progressbar" aria-label={t('layout.busy')}>
      <span className={styles.indicator} />
    </div>
  )
}

/** `active`, once it has stayed true for `delayMs`. */
function useOnceItLasts(active: boolean, delayMs: number): boolean {
  const [lasted, setLasted] = useState(false)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setLasted(true), delayMs)
    return () => {
      clearTimeout(timer)
      setLasted(false)
    }
  }, [active, delayMs])
  return active && lasted
}
