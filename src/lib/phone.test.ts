import { describe, expect, it } from 'vitest'
import { formatPhone, phoneDigits } from './phone'

describe('formatPhone (SPEC §5)', () => {
  it.each([
    ['+2348031234567', '+234 80 3123 4567'],
    ['+234 803 123 4567', '+234 80 3123 4567'],
    ['08031234567', '080 3123 4567'],
    ['+8613812345678', '+86 138 1234 5678'],
    ['+12025550123', '+1 20 2555 0123'],
    ['1234', '1234'],
    ['12345', '1 2345'],
    ['', ''],
    ['+234', '+234'],
    ['abc', ''],
    ['+44 20 7946 0958', '4420 7946 0958'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected)
  })

  it('never throws on arbitrary input', () => {
    for (const input of ['😀', '<script>', ' '.repeat(10000), '+', '++234']) {
      expect(() => formatPhone(input)).not.toThrow()
    }
  })
})

describe('phoneDigits', () => {
  it('keeps the leading plus and the digits only', () => {
    expect(phoneDigits('+234 80 3123 4567')).toBe('+2348031234567')
    expect(phoneDigits('080-3123-4567')).toBe('08031234567')
  })
})
