import { useMutation } from '@tanstack/react-query'
import type { RequestOptions } from '@/lib/api/types'
import type { passportCalls } from './calls'

/** PUT /api/user/password/; envelope 400 on oldPassword when it is wrong. */
export async function changePassword(payload: Parameters<typeof passportCalls.changePassword>[0], options?: RequestOptions) {
  return (await import('./calls')).passportCalls.changePassword(payload, options)
}

/** The password form's mutation. Silent: the form shows the server's message. */
export function useChangePassword() {
  return useMutation({
    mutationKey: ['passport', 'change-password'],
    mutationFn: (passwords: Parameters<typeof changePassword>[0]) => changePassword(passwords, { warn: { mode: 'silent' } }),
  })
}
