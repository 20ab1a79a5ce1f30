import { useMutation, useQueryClient } from '@tanstack/react-query'
import { onDemandCall } from '@/lib/api/on-demand-call'
import { storeLoggedIn } from './session'

/** POST /api/user/login/ → the profile; envelope 401 'Incorrect phone number or password'. */
export const login = onDemandCall(async () => (await import('@/contract/passport')).login)

/** The login form's mutation: once logged in, the header and every account page know it. Silent: the form shows the server's message. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['passport', 'login'],
    mutationFn: (credentials: Parameters<typeof login>[0]) => login(credentials, { warn: { mode: 'silent' } }),
    onSuccess: (profile) => storeLoggedIn(queryClient, profile),
  })
}
