import { useMutation } from '@tanstack/react-query'
import { lazyContractApi } from '@/lib/api/lazy-contract-api'

/** PUT /api/user/password/; envelope 400 on oldPassword when it is wrong. */
export const changePassword = lazyContractApi(() => import('@/contract/passport').then((contract) => contract.changePassword))

/** The password form's mutation. Silent: the form shows the server's message. */
export function useChangePassword() {
  return useMutation({
    mutationKey: ['passport', 'change-password'],
    mutationFn: (passwords: Parameters<typeof changePassword>[0]) => changePassword(passwords, { warn: { mode: 'silent' } }),
  })
}
