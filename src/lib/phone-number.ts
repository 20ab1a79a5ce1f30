import { DIAL_CODES, PHONE_COUNTRIES, formatPhone, type PhoneCountry } from './phone'

/**
 * Country-aware phone numbers for the forms. SPEC §5 only formats; the forms also need to know
 * whether a number can be called: the digits after the country code (the national significant
 * number) must have a plausible length for the chosen country.
 *   NG: 0803 123 4567 or +234 803 123 4567 (8 to 10 digits after +234; the leading 0 is a trunk prefix)
 *   CN: 138 0013 8000 or +86 138 0013 8000 (9 to 11 digits after +86)
 *   US: (202) 555-0123 or +1 202 555 0123 (10 digits after +1)
 */
export const NATIONAL_LENGTHS: Record<PhoneCountry, { min: number; max: number }> = {
  NG: { min: 8, max: 10 },
  CN: { min: 9, max: 11 },
  US: { min: 10, max: 10 },
}

/** The trunk prefix a national number may start with when typed without the country's code. */
export const TRUNK_PREFIXES: Record<PhoneCountry, string> = { NG: '0', CN: '0', US: '1' }

/** Characters a visitor may type in a phone number besides digits. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]*$/

export function isPhoneCountry(value: unknown): value is PhoneCountry {
  return typeof value === 'string' && (PHONE_COUNTRIES as readonly string[]).includes(value)
}

/** The country whose dialling code starts a typed number, if it is one of the offered ones. */
export function countryOfPrefix(input: string): PhoneCountry | undefined {
  const trimmed = input.trim().replace(/^\+\s+/, '+')
  // Longest codes first: +234 must not be read as +2…; +1 and +86 do not overlap.
  return (['NG', 'CN', 'US'] as const).find((country) => trimmed.startsWith(DIAL_CODES[country]))
}

/**
 * The national significant number of a typed phone for a country: digits only, without the
 * country's dialling code or its trunk prefix (0 in Nigeria and China, 1 in the US). Undefined when
 * the input starts with another country's code or holds characters a phone number does not have.
 */
export function nationalNumber(country: PhoneCountry, input: string): string | undefined {
  const trimmed = input.trim()
  if (!PHONE_CHARACTERS.test(trimmed)) return undefined
  if (trimmed.startsWith('+')) {
    if (countryOfPrefix(trimmed) !== country) return undefined
    return trimmed.slice(DIAL_CODES[country].length).replace(/\D/g, '')
  }
  const digits = trimmed.replace(/\D/g, '')
  if (country === 'US') return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return digits.startsWith('0') ? digits.slice(1) : digits
}

/** True when the typed number is a plausible number of the country (see NATIONAL_LENGTHS). */
export function isValidPhone(country: PhoneCountry, input: string): boolean {
  const national = nationalNumber(country, input)
  if (national === undefined || national.startsWith('0')) return false
  const { min, max } = NATIONAL_LENGTHS[country]
  return national.length >= min && national.length <= max
}

/**
 * isValidPhone as a regular expression over the number as typed (JSON Schema `pattern`, for the
 * published contract): optional spaces, then the country's code or an optional trunk prefix, then
 * the national number (no leading 0, NATIONAL_LENGTHS digits), with spaces ( ) . - anywhere after
 * a leading + and between the digits. scripts/contract/schema-rules.test.ts checks both agree on sample numbers.
 */
export function phonePattern(country: PhoneCountry): string {
  const separators = '[\\s().-]*'
  const { min, max } = NATIONAL_LENGTHS[country]
  const digits = max === min ? `{${min - 1}}` : `{${min - 1},${max - 1}}`
  const national = `[1-9](?:${separators}\\d)${digits}${separators}`
  const dialCode = DIAL_CODES[country].replace('+', '\\+')
  return `^\\s*(?:${dialCode}|${separators}${TRUNK_PREFIXES[country]}?)${separators}${national}$`
}

/**
 * The number as stored and sent: the country's code and the national number, formatted the SPEC §5
 * way. 0803 123 4567 (NG) → '+234 80 3123 4567'. Invalid input is returned unchanged.
 */
export function normalisePhone(country: PhoneCountry, input: string): string {
  if (!isValidPhone(country, input)) return input
  return formatPhone(`${DIAL_CODES[country]}${nationalNumber(country, input)}`)
}

/**
 * Formats a phone input as the visitor types (formatPhone) and keeps the caret after the same
 * digit it followed, so typing or deleting in the middle of the number does not jump to the end.
 */
export function formatPhoneAsTyped(value: string, caret: number): { value: string; caret: number } {
  const trimmed = value.trimStart()
  // A '+' being typed stays, even before the dialling code is complete ('+', '+2', '+23').
  const formatted = trimmed.startsWith('+') && !countryOfPrefix(trimmed) ? `+${formatPhone(trimmed.slice(1))}` : formatPhone(value)
  const significant = (text: string) => text.replace(/[^\d+]/g, '').length
  const before = significant(value.slice(0, caret))
  let seen = 0
  let position = 0
  while (position < formatted.length && seen < before) {
    if (/[\d+]/.test(formatted.charAt(position))) seen += 1
    position += 1
  }
  return { value: formatted, caret: position }
}
