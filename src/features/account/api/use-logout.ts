import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { notify } from '@/components/Notifications'
import { storeLoggedOut } from './session'
import { useAccountStrings } from '../use-account-strings'

/** Pages that only make sense with a session: logging out there leads to the home page. */
const SESSION_ONLY_PATHS = ['/account/profile/', '/account/password/']

/**
 * DELETE /api/user/logout/ as a mutation, then the whole site (header included) shows the
 * logged-out state. The call itself (./logout.ts, with the contract's zod schemas) loads when the
 * visitor logs out: the header, on every page, carries only this hook. A failure is shown by the
 * request client as a toast; the visitor stays logged in.
 */
export function useLogout() {
  const { t } = useAccountStrings()
  const queryClient = useQueryClient()
  const router = useRouter()
  const mutation = useMutation({
    mutationFn: async () => {
      const { logout } = await import('./logout')
      return logout(undefined, { warn: { mode: 'toast', type: 'error' } })
    },
    onSuccess: async () => {
      storeLoggedOut(queryClient)
      notify('success', t('menu.loggedOut'))
      if (SESSION_ONLY_PATHS.includes(router.state.location.pathname)) await router.navigate({ to: '/' })
    },
  })
  return { logOut: () => mutation.mutate(), busy: mutation.isPending }
}
