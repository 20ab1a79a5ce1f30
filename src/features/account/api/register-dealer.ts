import { useMutation, useQueryClient } from '@tanstack/react-query'
import { onDemandCall } from '@/lib/api/on-demand-call'
import type { Submission } from '@/lib/idempotency'
import { normalisePhone } from '@/lib/phone-number'
import type { DealerOutput } from '../form-values'
import { PROFILE_DETAIL_QUERY_KEY } from './get-profile-detail'

/** POST /api/user/register/dealer/ → { reference }; open to visitors who are not logged in. */
export const registerDealer = onDemandCall(async () => (await import('@/contract/passport')).registerDealer)

/**
 * The dealer form's mutation: the validated application with its keys (idempotency, superseded
 * tries). A logged-in visitor sees the application on the profile page. Silent: the form shows the
 * server's message.
 */
export function useRegisterDealer() {
  const queryClient = useQueryClient()
  return useMutation<{ reference: string }, Error, Submission<DealerOutput>>({
    mutationKey: ['passport', 'register-dealer'],
    mutationFn: ({ values: { phoneCountry, phone, message, ...application }, keys }) =>
      registerDealer({ ...application, phone: normalisePhone(phoneCountry, phone), ...(message ? { message } : {}), ...keys }, { warn: { mode: 'silent' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_DETAIL_QUERY_KEY }),
  })
}
