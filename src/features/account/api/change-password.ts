import { useMutation, useQueryClient } from '@tanstack/react-query'
import { onDemandCall } from '@/lib/api/on-demand-call'
import type { Submission } from '@/lib/idempotency'
import type { PasswordValues } from '../form-values'
import { forgetSessionIfEnded } from './session'

/** PUT /api/user/password/; envelope 400 on oldPassword when it is wrong. */
export const changePassword = onDemandCall(async () => (await import('@/contract/passport')).changePassword)

/** The password form's mutation (the form kit's try; the call takes no key); a 401 logs the whole site out. Silent: the form shows the server's message. */
export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation<unknown, Error, Submission<PasswordValues>>({
    mutationKey: ['passport', 'change-password'],
    mutationFn: ({ values: { oldPassword, newPassword } }) => changePassword({ oldPassword, newPassword }, { warn: { mode: 'silent' } }),
    onError: (error) => forgetSessionIfEnded(queryClient, error),
  })
}
