import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserProfile } from '@/contract/passport'
import { onDemandCall } from '@/lib/api/on-demand-call'
import type { Submission } from '@/lib/idempotency'
import { normalisePhone } from '@/lib/phone-number'
import type { LoginValues } from '../form-values'
import { storeLoggedIn } from './session'

/** POST /api/user/login/ → the profile; envelope 401 'Incorrect phone number or password'. */
export const login = onDemandCall(async () => (await import('@/contract/passport')).login)

/**
 * The login form's mutation (the form kit's try; the call stores nothing and takes no key): once
 * logged in, the header and every account page know it. Silent: the form shows the server's message.
 */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation<UserProfile, Error, Submission<LoginValues>>({
    mutationKey: ['passport', 'login'],
    mutationFn: ({ values }) => login({ phone: normalisePhone(values.phoneCountry, values.phone), password: values.password }, { warn: { mode: 'silent' } }),
    onSuccess: (profile) => storeLoggedIn(queryClient, profile),
  })
}
