import { useMutation } from '@tanstack/react-query'
import { onDemandCall } from '@/lib/api/on-demand-call'

/** POST /api/user/phone/code/ → { resendAfterSeconds } before another code may be asked for. */
export const requestPhoneCode = onDemandCall(async () => (await import('@/contract/passport')).requestPhoneCode)

/** "Get Code" on the registration form, given the normalised phone. Silent: the form shows the server's message. */
export function useRequestPhoneCode() {
  return useMutation({
    mutationKey: ['passport', 'request-phone-code'],
    mutationFn: (phone: string) => requestPhoneCode({ phone }, { warn: { mode: 'silent' } }),
  })
}
