import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useHydrated } from '@/lib/hydration'
import { sessionQueryOptions, type Session } from '../api/session'
import { useAccountStrings } from '../use-account-strings'
import styles from './account.module.css'

type SessionGateProps = {
  /** Shown on the server, in the first browser render and while the session is being checked. */
  pending: ReactNode
  children: (session: Session) => ReactNode
  /**
   * Whether a failed check is this gate's to announce (with Retry). A page's main content says it;
   * an aside (the login page's "already logged in", a greeting) shows nothing, or a page would
   * carry a second alert, or one about an account the visitor never asked for.
   */
  announceFailure?: boolean
}

/**
 * Renders what depends on the session once it is known. The session exists only in the browser:
 * the server and the hydrating render both show `pending` (no personal data in the HTML, no
 * hydration mismatch); the check starts after hydration.
 */
export function SessionGate({ pending, children, announceFailure = true }: SessionGateProps) {
  const hydrated = useHydrated()
  return hydrated ? <SessionQuery pending={pending} children={children} announceFailure={announceFailure} /> : <>{pending}</>
}

function SessionQuery({ pending, children, announceFailure }: SessionGateProps) {
  const { data, error, refetch, isFetching } = useQuery(sessionQueryOptions())
  if (data) return <>{children(data)}</>
  if (error && !isFetching) {
    return announceFailure ? <LoadErrorAlert onRetry={() => void refetch()} /> : null
  }
  return <>{pending}</>
}

/**
 * The "checking" state of an account screen waiting for its data: announced politely, with no
 * personal data. The global spinner shows too: the session and profile queries drive the `loading` flag.
 */
export function SessionPending() {
  const { t } = useAccountStrings()
  return (
    <p className={styles.pending} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t('profile.checking')}
    </p>
  )
}

/** The session or the account could not be read (network, server): say so, with Retry. */
export function LoadErrorAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useAccountStrings()
  return (
    <div className={styles.alert} role="alert">
      <p>{t('profile.loadError')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('profile.retry')}
      </button>
    </div>
  )
}
