import { useEffect } from 'react'
import { useAtom } from 'jotai'
import { pageWarnAtom } from '@/lib/state/loading'
import styles from './form.module.css'

/**
 * The page warning of the shared loading state (SPEC §3 pageWarn, §8 warn mode 'page') as a visible
 * notice. It belongs to the page that shows it and is cleared when that page goes away.
 */
export function PageWarning() {
  const [warning, setWarning] = useAtom(pageWarnAtom)
  useEffect(() => () => setWarning(null), [setWarning])
  if (!warning) return null
  return (
    <div className={styles.pageWarning} role="status">
      <span aria-hidden="true" className={styles.warningIcon}>
        !
      </span>
      <p>{warning}</p>
    </div>
  )
}
