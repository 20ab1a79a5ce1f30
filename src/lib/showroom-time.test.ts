import { describe, expect, it } from 'vitest'
import { SHOWROOM_UTC_OFFSET_MINUTES } from './showroom-clock'
import { SHOWROOM_ISO_OFFSET, showroomMoment, visitorTime } from './showroom-time'

describe('showroomMoment', () => {
  it('uses the showrooms\' offset', () => {
    expect(SHOWROOM_ISO_OFFSET).toBe(`+${String(SHOWROOM_UTC_OFFSET_MINUTES / 60).padStart(2, '0')}:00`)
  })

  it('reads a date and time on the Lagos clock (UTC+1)', () => {
    expect(showroomMoment('2026-11-30', '10:00')?.toISOString()).toBe('2026-11-30T09:00:00.000Z')
    expect(showroomMoment('2026-11-30', '25:00')).toBeUndefined()
    expect(showroomMoment('2026-02-30', '10:00')).toBeUndefined()
  })
})

describe('visitorTime', () => {
  it.each([
    ['America/Los_Angeles', '2026-11-30', '10:00', /^Mon,? 30 Nov,? 01:00 (GMT-8|PST)$/],
    ['Asia/Tokyo', '2026-11-30', '10:00', /^Mon,? 30 Nov,? 18:00 (GMT\+9|JST)$/],
    // A day ahead of Lagos: the date says so.
    ['Pacific/Kiritimati', '2026-11-30', '17:00', /^Tue,? 1 Dec,? 06:00 GMT\+14$/],
    // Los Angeles keeps daylight saving in summer.
    ['America/Los_Angeles', '2026-07-06', '10:00', /^Mon,? 6 Jul,? 02:00 (GMT-7|PDT)$/],
  ])('in %s, %s %s Lagos time reads %s', (timeZone, date, time, expected) => {
    expect(visitorTime(date, time, 'en-US', timeZone)).toMatch(expected)
  })

  it('writes it in Chinese for the Chinese pages', () => {
    expect(visitorTime('2026-11-30', '10:00', 'zh-CN', 'Asia/Tokyo')).toMatch(/11月30日.*18:00/)
  })

  it.each([
    ['Africa/Lagos', '2026-11-30'],
    // Other zones on UTC+1 at that moment read the same clock: nothing to add.
    ['Africa/Kinshasa', '2026-11-30'],
    ['Europe/London', '2026-07-06'],
  ])('is undefined in %s on %s, where the clock reads Lagos time', (timeZone, date) => {
    expect(visitorTime(date, '10:00', 'en-US', timeZone)).toBeUndefined()
  })

  it('is defined in London in winter (UTC+0)', () => {
    expect(visitorTime('2026-11-30', '10:00', 'en-US', 'Europe/London')).toMatch(/09:00/)
  })

  it('is undefined without a real date and time', () => {
    expect(visitorTime('2026-11-30', '', 'en-US', 'Asia/Tokyo')).toBeUndefined()
  })
})
