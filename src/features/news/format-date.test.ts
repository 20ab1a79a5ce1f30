import { describe, expect, it } from 'vitest'
import { formatNewsDate } from './format-date'

describe('formatNewsDate', () => {
  it.each([
    ['2026-03-14', '14 March 2026'],
    ['2026-05-09', '9 May 2026'],
    ['2026-12-31', '31 December 2026'],
    ['2026-01-01', '1 January 2026'],
  ])('shows %s as %s', (iso, shown) => {
    expect(formatNewsDate(iso)).toBe(shown)
  })
})
