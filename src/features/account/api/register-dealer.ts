import { useMutation, useQueryClient } from '@tanstack/react-query'
import { onDemandCall } from '@/lib/api/on-demand-call'
import { PROFILE_DETAIL_QUERY_KEY } from './get-profile-detail'

/** POST /api/user/register/dealer/ → { reference }; open to visitors who are not logged in. */
export const registerDealer = onDemandCall(async () => (await import('@/contract/passport')).registerDealer)

/**
 * The dealer form's mutation (one try: the form adds the idempotency keys). A logged-in visitor
 * sees the application on the profile page. Silent: the form shows the server's message.
 */
export function useRegisterDealer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['passport', 'register-dealer'],
    mutationFn: (application: Parameters<typeof registerDealer>[0]) => registerDealer(application, { warn: { mode: 'silent' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_DETAIL_QUERY_KEY }),
  })
}
