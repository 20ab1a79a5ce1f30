import { describe, expect, it } from 'vitest'
import { formatCalendarDate } from './calendar-date'
import { formatLagosDateOf } from './lagos-calendar-date'

describe('calendar dates', () => {
  it('writes a published date as each language does, with no time zone shift', () => {
    expect(formatCalendarDate('2026-03-14', 'en-US')).toBe('14 March 2026')
    expect(formatCalendarDate('2026-03-14', 'zh-CN')).toBe('2026年3月14日')
  })

  it("gives a moment's date in Lagos (UTC+1), not in UTC nor in the visitor's zone", () => {
    expect(formatLagosDateOf('2026-03-14T23:30:00.000Z', 'en-US')).toBe('15 March 2026')
    expect(formatLagosDateOf('2026-03-14T22:59:59.000Z', 'en-US')).toBe('14 March 2026')
    expect(formatLagosDateOf('2026-12-31T23:00:00Z', 'zh-CN')).toBe('2027年1月1日')
  })
})
