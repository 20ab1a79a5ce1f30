import { useCallback, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { notify } from '@/components/Notifications'
import { storeLoggedOut } from './api/session'
import { useAccountStrings } from './use-account-strings'

/** Pages that only make sense with a session: logging out there leads to the home page. */
const SESSION_ONLY_PATHS = ['/account/profile/', '/account/password/']

/** DELETE /api/user/logout/, then the whole site (header included) shows the logged-out state. */
export function useLogout() {
  const { t } = useAccountStrings()
  const queryClient = useQueryClient()
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  const logOut = useCallback(async () => {
    setBusy(true)
    try {
      const { logout } = await import('./api/logout')
      // The toast says why in the page's language, not the request client's English message.
      await logout(undefined, { warn: { mode: 'silent' } })
      storeLoggedOut(queryClient)
      notify('success', t('menu.loggedOut'))
      if (SESSION_ONLY_PATHS.includes(router.state.location.pathname)) await router.navigate({ to: '/' })
    } catch {
      // The visitor stays logged in.
      notify('error', t('menu.logoutFailed'))
    } finally {
      setBusy(false)
    }
  }, [queryClient, router, t])

  return { logOut, busy }
}
