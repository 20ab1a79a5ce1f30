import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { notify } from '@/components/Notifications'
import { onDemandCall } from '@/lib/api/on-demand-call'
import { storeLoggedOut } from './session'
import { useAccountStrings } from '../use-account-strings'

/** DELETE /api/user/logout/. */
export const logout = onDemandCall(async () => (await import('@/contract/passport')).logout)

/** Pages that only make sense with a session: logging out there leads to the home page. */
const SESSION_ONLY_PATHS = ['/account/profile/', '/account/password/']

/**
 * The header's and the profile page's Log out: then the whole site (header included) shows the
 * logged-out state. The call (with the contract's zod schemas) loads when the visitor logs out: the
 * header, on every page, carries only this hook. A failure is a toast in the page's language; the
 * visitor stays logged in.
 */
export function useLogout() {
  const { t } = useAccountStrings()
  const queryClient = useQueryClient()
  const router = useRouter()
  const mutation = useMutation({
    mutationKey: ['passport', 'logout'],
    // Silent: the toast says why in the page's language, not the request client's English message.
    mutationFn: () => logout(undefined, { warn: { mode: 'silent' } }),
    onSuccess: async () => {
      storeLoggedOut(queryClient)
      notify('success', t('menu.loggedOut'))
      if (SESSION_ONLY_PATHS.includes(router.state.location.pathname)) await router.navigate({ to: '/' })
    },
    // The visitor stays logged in.
    onError: () => notify('error', t('menu.logoutFailed')),
  })
  return { logOut: () => mutation.mutate(), busy: mutation.isPending }
}
