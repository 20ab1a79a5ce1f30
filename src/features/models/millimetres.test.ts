import { describe, expect, it } from 'vitest'
import { formatMillimetres } from './millimetres'

describe('formatMillimetres', () => {
  it.each([0, 7, 999, 1000, 2710, 4820, 12345, 1234567, -4820, 4820.5, 1000000.25])('writes %s as en-US does', (value) => {
    expect(formatMillimetres(value)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: 20 }))
  })
})
