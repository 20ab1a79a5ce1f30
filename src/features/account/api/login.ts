import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RequestOptions } from '@/lib/api/types'
import type { passportCalls } from './calls'
import { storeLoggedIn } from './session'

/** POST /api/user/login/ → the profile; envelope 401 'Incorrect phone number or password'. */
export async function login(payload: Parameters<typeof passportCalls.login>[0], options?: RequestOptions) {
  return (await import('./calls')).passportCalls.login(payload, options)
}

/** The login form's mutation: once logged in, the header and every account page know it. Silent: the form shows the server's message. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['passport', 'login'],
    mutationFn: (credentials: Parameters<typeof login>[0]) => login(credentials, { warn: { mode: 'silent' } }),
    onSuccess: (profile) => storeLoggedIn(queryClient, profile),
  })
}
