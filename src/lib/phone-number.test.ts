import { describe, expect, it } from 'vitest'
import { countryOfPrefix, formatPhoneAsTyped, isValidPhone, nationalNumber, normalisePhone } from './phone-number'

describe('Nigerian numbers', () => {
  it.each(['0803 123 4567', '08031234567', '+234 803 123 4567', '+2348031234567', '803 123 4567', '+234 80 3123 4567'])('accepts %s and normalises it', (input) => {
    expect(isValidPhone('NG', input)).toBe(true)
    expect(normalisePhone('NG', input)).toBe('+234 80 3123 4567')
  })

  it('accepts an 8-digit Lagos landline', () => {
    expect(normalisePhone('NG', '01 234 5678')).toBe('+234 1234 5678')
  })

  it.each(['0803 12', '0803 123 4567 89', '+234 0803 123 4567', '+1 202 555 0123', '0803-CALL-ME', '', '<script>'])('rejects %j', (input) => {
    expect(isValidPhone('NG', input)).toBe(false)
    expect(normalisePhone('NG', input)).toBe(input)
  })
})

describe('Chinese and US numbers', () => {
  it('normalises a Chinese mobile', () => {
    expect(normalisePhone('CN', '138 0013 8000')).toBe('+86 138 0013 8000')
    expect(normalisePhone('CN', '+86 13800138000')).toBe('+86 138 0013 8000')
  })

  it('wants ten digits in the US, with or without the trunk 1', () => {
    expect(normalisePhone('US', '(202) 555-0123')).toBe('+1 20 2555 0123')
    expect(normalisePhone('US', '1 202 555 0123')).toBe('+1 20 2555 0123')
    expect(isValidPhone('US', '202 555 012')).toBe(false)
  })

  it('reads the country from a typed prefix', () => {
    expect(countryOfPrefix('+234 803')).toBe('NG')
    expect(countryOfPrefix('+86 138')).toBe('CN')
    expect(countryOfPrefix('+1 202')).toBe('US')
    expect(countryOfPrefix('+44 20')).toBeUndefined()
    expect(nationalNumber('NG', '+86 138')).toBeUndefined()
  })
})

describe('formatting as typed', () => {
  it('groups digits and keeps the caret after the same digit', () => {
    expect(formatPhoneAsTyped('08031234567', 11)).toEqual({ value: '080 3123 4567', caret: 13 })
    // Typing "9" after "0803" in "0803 123 4567": the caret follows the 9.
    const typed = formatPhoneAsTyped('08039 123 4567', 5)
    expect(typed.value).toBe('0803 9123 4567')
    expect(typed.value.slice(0, typed.caret)).toBe('0803 9')
  })

  it('keeps a + being typed before the dialling code is complete', () => {
    expect(formatPhoneAsTyped('+', 1).value).toBe('+')
    expect(formatPhoneAsTyped('+23', 3).value).toBe('+23')
    expect(formatPhoneAsTyped('+2348', 5).value).toBe('+234 8')
  })
})
