import { useMutation, useQueryClient } from '@tanstack/react-query'
import { onDemandCall } from '@/lib/api/on-demand-call'
import { storeLoggedIn } from './session'

/** POST /api/user/register/ → the new profile, logged in; envelope 400 with field messages (phone taken, wrong code). */
export const register = onDemandCall(async () => (await import('@/contract/passport')).register)

/** The registration form's mutation (one try: the form adds the idempotency key). Silent: the form shows the server's message. */
export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['passport', 'register'],
    mutationFn: (registration: Parameters<typeof register>[0]) => register(registration, { warn: { mode: 'silent' } }),
    onSuccess: (profile) => storeLoggedIn(queryClient, profile),
  })
}
