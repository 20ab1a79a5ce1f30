export const PHONE_COUNTRIES = ['CN', 'NG', 'US'] as const
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]

export const DIAL_CODES: Record<PhoneCountry, string> = { CN: '+86', NG: '+234', US: '+1' }

const RECOGNISED_PREFIXES = ['+234', '+86', '+1'] as const

/**
 * SPEC §5 phone formatting: an optional +1, +234 or +86 prefix is kept, the remaining digits are
 * grouped in blocks of four counted from the end, separated by a space. Nothing is rejected here.
 *   formatPhone('+2348031234567') === '+234 80 3123 4567'
 */
export function formatPhone(input: string): string {
  const trimmed = input.trim()
  const prefix = RECOGNISED_PREFIXES.find((candidate) => trimmed.startsWith(candidate))
  const rest = (prefix ? trimmed.slice(prefix.length) : trimmed).replace(/\D/g, '')
  const groups: string[] = []
  for (let end = rest.length; end > 0; end -= 4) {
    groups.unshift(rest.slice(Math.max(0, end - 4), end))
  }
  const grouped = groups.join(' ')
  if (!prefix) return grouped
  return grouped ? `${prefix} ${grouped}` : prefix
}

/** Digits only, the prefix kept: what is stored and sent to the API. */
export function phoneDigits(input: string): string {
  const trimmed = input.trim()
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '')
}
