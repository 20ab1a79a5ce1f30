import { describe, expect, it } from 'vitest'
import { formatWallTime } from './wall-time'

describe('formatWallTime', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`writes every minute of the day as Intl.DateTimeFormat does in ${locale}`, () => {
      const intl = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
      for (let minutes = 0; minutes < 24 * 60; minutes += 1) {
        expect(formatWallTime(minutes, locale), `${minutes} minutes`).toBe(intl.format(Date.UTC(2000, 0, 1, 0, minutes)))
      }
    })
  }

  it('writes noon and midnight on the 12-hour clock', () => {
    expect(formatWallTime(0, 'en-US')).toBe('12:00 AM')
    expect(formatWallTime(12 * 60 + 5, 'en-US')).toBe('12:05 PM')
  })
})
