import { describe, expect, it } from 'vitest'
import { unbreakablePhone } from './unbreakable-phone'

describe('unbreakablePhone', () => {
  it('joins a number with no-break spaces and hyphens, so that it never wraps inside', () => {
    expect(unbreakablePhone('+234 800 000-0011')).toBe('+234\u00A0800\u00A0000\u20110011')
  })
})
