import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from '@tanstack/react-router'
import { hashKey, useQueryClient } from '@tanstack/react-query'
import { useHydrated } from '@/lib/hydration'
import type { Session } from './api/session'
import { SESSION_QUERY_KEY, hasSessionHint } from './session-hint'
import { UserIcon } from './UserIcon'
import styles from './AccountEntry.module.css'

type LazyParts = typeof import('./header/AccountMenu')

/**
 * The header's account entry, the only account code in the entry bundle. The session is known only
 * in the browser, so the server and the hydrating render both show "Log in". In a browser that has
 * logged in (session-hint.ts), ./header/AccountMenu loads right after hydration, checks the session
 * and, for a logged-in visitor, puts "Hello, {name}" with the account menu in place of the link.
 * Everyone else downloads and asks nothing until they log in or register on this page.
 */
export function AccountEntry() {
  const [parts, setParts] = useState<LazyParts | null>(null)
  const [session, setSession] = useState<Session | null>(null)
  const queryClient = useQueryClient()

  useEffect(() => {
    let cancelled = false
    const loadMenu = async () => {
      // Awaited, not `import(…).then(ok, failed)`: the build wraps such a chain whole in its preload
      // helper, whose failure (a stylesheet offline) then escapes the handler.
      try {
        const module = await import('./header/AccountMenu')
        if (!cancelled) setParts(module)
      } catch {
        // Offline or a failed chunk: the Log in link keeps working as a plain link.
      }
    }
    if (hasSessionHint()) {
      void loadMenu()
      return () => {
        cancelled = true
      }
    }
    // Logged in on this page (the login or register form stores the session in the query cache).
    const unsubscribe = queryClient.getQueryCache().subscribe(({ query }) => {
      if (query.queryHash === hashKey(SESSION_QUERY_KEY) && (query.state.data as Session | undefined)?.loggedIn) {
        unsubscribe()
        void loadMenu()
      }
    })
    return () => {
      cancelled = true
      unsubscribe()
    }
  }, [queryClient])

  const Menu = parts && session?.loggedIn ? parts.AccountMenu : null
  // The link stays the first child until a session is found, so nothing prerendered is replaced.
  return (
    <>
      {Menu && session?.loggedIn ? <Menu profile={session.profile} /> : <LoginLink />}
      {parts ? <parts.SessionWatcher onChange={setSession} /> : null}
    </>
  )
}

const AUTH_PATHS = ['/account/login/', '/account/register/']

function LoginLink() {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const pathname = useLocation({ select: (location) => location.pathname })
  // Back to this page after logging in; only after hydration, as 404.html is served for any path.
  const redirect = hydrated && !AUTH_PATHS.includes(pathname) ? pathname : undefined
  return (
    <Link to="/account/login/" search={redirect ? { redirect } : {}} className={styles.entry} activeProps={{ 'aria-current': 'page' }}>
      <UserIcon />
      {t('nav.login')}
    </Link>
  )
}
