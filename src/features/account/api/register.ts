import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserProfile } from '@/contract/passport'
import { onDemandCall } from '@/lib/api/on-demand-call'
import type { Submission } from '@/lib/idempotency'
import { normalisePhone } from '@/lib/phone-number'
import type { RegisterValues } from '../form-values'
import { trackRegistration } from '../unanswered-registrations'
import { storeLoggedIn } from './session'

/** POST /api/user/register/ → the new profile, logged in; envelope 400 with field messages (phone taken, wrong code). */
export const register = onDemandCall(async () => (await import('@/contract/passport')).register)

/**
 * The registration form's mutation (one try, with its key), remembering the phone of a try that got
 * no answer (unanswered-registrations.ts). Silent: the form shows the server's message.
 */
export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation<UserProfile, Error, Submission<RegisterValues>>({
    mutationKey: ['passport', 'register'],
    mutationFn: ({ values, keys }) => {
      const phone = normalisePhone(values.phoneCountry, values.phone)
      const registration = { name: values.name, phone, code: values.code, password: values.password, idempotencyKey: keys.idempotencyKey }
      return trackRegistration(phone, () => register(registration, { warn: { mode: 'silent' } }))
    },
    onSuccess: (profile) => storeLoggedIn(queryClient, profile),
  })
}
