import { useMutation } from '@tanstack/react-query'

/**
 * POST /api/user/phone/code/ as a mutation ("Get Code" on the registration form): resolves to the
 * seconds before another code may be asked for. The call (./request-phone-code.ts, with the
 * contract's zod schemas) loads when the visitor asks for a code. Silent: the form shows the
 * server's message itself.
 */
export function useRequestPhoneCode() {
  return useMutation({
    mutationFn: async (phone: string) => {
      const { requestPhoneCode } = await import('./request-phone-code')
      return requestPhoneCode({ phone }, { warn: { mode: 'silent' } })
    },
  })
}
