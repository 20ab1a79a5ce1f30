import { useMutation } from '@tanstack/react-query'
import { onDemandCall } from '@/lib/api/on-demand-call'

/** PUT /api/user/password/; envelope 400 on oldPassword when it is wrong. */
export const changePassword = onDemandCall(async () => (await import('@/contract/passport')).changePassword)

/** The password form's mutation. Silent: the form shows the server's message. */
export function useChangePassword() {
  return useMutation({
    mutationKey: ['passport', 'change-password'],
    mutationFn: (passwords: Parameters<typeof changePassword>[0]) => changePassword(passwords, { warn: { mode: 'silent' } }),
  })
}
