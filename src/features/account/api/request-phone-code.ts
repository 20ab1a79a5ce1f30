import { useMutation } from '@tanstack/react-query'
import { lazyContractApi } from '@/lib/api/lazy-contract-api'

/** POST /api/user/phone/code/ → { resendAfterSeconds } before another code may be asked for. */
export const requestPhoneCode = lazyContractApi(() => import('@/contract/passport').then((contract) => contract.requestPhoneCode))

/** "Get Code" on the registration form, given the normalised phone. Silent: the form shows the server's message. */
export function useRequestPhoneCode() {
  return useMutation({
    mutationKey: ['passport', 'request-phone-code'],
    mutationFn: (phone: string) => requestPhoneCode({ phone }, { warn: { mode: 'silent' } }),
  })
}
