import { useMutation } from '@tanstack/react-query'
import type { RequestOptions } from '@/lib/api/types'
import type { passportCalls } from './calls'

/** POST /api/user/phone/code/ → { resendAfterSeconds } before another code may be asked for. */
export async function requestPhoneCode(payload: Parameters<typeof passportCalls.requestPhoneCode>[0], options?: RequestOptions) {
  return (await import('./calls')).passportCalls.requestPhoneCode(payload, options)
}

/** "Get Code" on the registration form, given the normalised phone. Silent: the form shows the server's message. */
export function useRequestPhoneCode() {
  return useMutation({
    mutationKey: ['passport', 'request-phone-code'],
    mutationFn: (phone: string) => requestPhoneCode({ phone }, { warn: { mode: 'silent' } }),
  })
}
