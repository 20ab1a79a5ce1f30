import { afterEach, describe, expect, it } from 'vitest'
import {
  MAX_DAYS_AHEAD,
  bookingWindow,
  dateProblem,
  formatLongDate,
  openingHoursOn,
  parseIsoDate,
  testDriveSlots,
  testDriveTimeProblem,
  toIsoDate,
} from './booking-slots'
import { SHOWROOM_TIME_ZONE, showroomClock, showroomToday } from './showroom-clock'

/** Monday 23 November 2026, 10:00 in Lagos (UTC+1). */
const monday10am = new Date('2026-11-23T09:00:00Z')

describe('dates', () => {
  it('parses real yyyy-mm-dd dates only', () => {
    expect(toIsoDate(parseIsoDate('2026-11-23') as Date)).toBe('2026-11-23')
    for (const value of ['', '2026-13-01', '2026-02-30', '23/11/2026', '2026-11-23T10:00', 'soon']) expect(parseIsoDate(value)).toBeUndefined()
  })

  it('books today up to 60 days ahead', () => {
    expect(bookingWindow(monday10am)).toEqual({ first: '2026-11-23', last: '2027-01-22' })
    expect(dateProblem('2026-11-23', monday10am)).toBeNull()
    expect(dateProblem('2027-01-22', monday10am)).toBeNull()
    expect(MAX_DAYS_AHEAD).toBe(60)
  })

  it('refuses past dates, Sundays, dates beyond 60 days and non-dates', () => {
    expect(dateProblem('2026-11-22', monday10am)).toBe('past')
    expect(dateProblem('2026-11-29', monday10am)).toBe('sunday')
    expect(dateProblem('2027-01-23', monday10am)).toBe('too-far')
    expect(dateProblem('2026-02-30', monday10am)).toBe('invalid')
  })

  it('knows the opening hours of each day (SPEC §9)', () => {
    expect(openingHoursOn('2026-11-23')).toEqual({ opens: 540, closes: 1080 })
    expect(openingHoursOn('2026-11-28')).toEqual({ opens: 600, closes: 960 })
    expect(openingHoursOn('2026-11-29')).toBeUndefined()
  })

  it('formats a booked date for people', () => {
    expect(formatLongDate('2026-11-23')).toMatch(/^Monday,? 23 November 2026$/)
  })
})

describe('test-drive slots', () => {
  const weekdayNextWeek = '2026-11-30'
  const saturday = '2026-11-28'

  it('offer every half hour from opening to an hour before closing', () => {
    const slots = testDriveSlots(weekdayNextWeek, monday10am)
    expect(slots[0]).toBe('09:00')
    expect(slots.at(-1)).toBe('17:00')
    expect(slots).toHaveLength(17)
    expect(testDriveSlots(saturday, monday10am)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00'])
  })

  it('offer none on Sundays and leave out the times already started today', () => {
    expect(testDriveSlots('2026-11-29', monday10am)).toEqual([])
    expect(testDriveSlots('2026-11-23', monday10am)[0]).toBe('10:30')
    expect(testDriveSlots('2026-11-23', new Date('2026-11-23T16:05:00Z'))).toEqual([])
  })

  it('reject a time outside opening hours, off the half-hour grid, or past', () => {
    expect(testDriveTimeProblem(weekdayNextWeek, '19:00', monday10am)).toBe('closed')
    expect(testDriveTimeProblem(weekdayNextWeek, '08:30', monday10am)).toBe('closed')
    expect(testDriveTimeProblem(weekdayNextWeek, '17:30', monday10am)).toBe('closed')
    expect(testDriveTimeProblem(weekdayNextWeek, '10:15', monday10am)).toBe('closed')
    expect(testDriveTimeProblem(saturday, '16:00', monday10am)).toBe('closed')
    expect(testDriveTimeProblem('2026-11-29', '11:00', monday10am)).toBe('closed')
    expect(testDriveTimeProblem('2026-11-23', '09:30', monday10am)).toBe('past')
    expect(testDriveTimeProblem('2026-11-23', '10:00', monday10am)).toBe('past')
    expect(testDriveTimeProblem(weekdayNextWeek, '25:00', monday10am)).toBe('invalid')
    expect(testDriveTimeProblem(weekdayNextWeek, '17:00', monday10am)).toBeNull()
    expect(testDriveTimeProblem(saturday, '15:00', monday10am)).toBeNull()
  })
})

describe('the showrooms\' clock (Africa/Lagos) whatever the visitor\'s time zone', () => {
  const processZone = process.env.TZ
  afterEach(() => {
    process.env.TZ = processZone
  })

  for (const zone of ['America/Los_Angeles', 'Asia/Tokyo', 'UTC']) {
    it(`reads "now" on the Lagos clock with the process in ${zone}`, () => {
      process.env.TZ = zone
      // Monday 23 November 2026, 12:40 in Los Angeles = 20:40 UTC = 21:40 in Lagos.
      const laLunch = new Date('2026-11-23T20:40:00Z')
      expect(showroomClock(laLunch)).toEqual({ date: '2026-11-23', minutes: 21 * 60 + 40 })
      expect(testDriveSlots('2026-11-23', laLunch)).toEqual([])
      expect(testDriveTimeProblem('2026-11-23', '17:00', laLunch)).toBe('past')
      expect(testDriveSlots('2026-11-24', laLunch)).toHaveLength(17)
      expect(bookingWindow(laLunch)).toEqual({ first: '2026-11-23', last: '2027-01-22' })

      // Tuesday 24 November, 16:00 in Tokyo = 07:00 UTC = 08:00 in Lagos: the whole Lagos day is ahead.
      const tokyoAfternoon = new Date('2026-11-24T07:00:00Z')
      expect(showroomToday(tokyoAfternoon)).toBe('2026-11-24')
      expect(testDriveSlots('2026-11-24', tokyoAfternoon)).toHaveLength(17)
      expect(testDriveTimeProblem('2026-11-24', '09:00', tokyoAfternoon)).toBeNull()

      // Tuesday 24 November, 06:00 in Tokyo = Monday 22:00 in Lagos: Monday is still today there.
      const tokyoDawn = new Date('2026-11-23T21:00:00Z')
      expect(bookingWindow(tokyoDawn).first).toBe('2026-11-23')
      expect(dateProblem('2026-11-23', tokyoDawn)).toBeNull()

      // Sunday 22 November, 16:30 in Los Angeles = Monday 01:30 in Lagos: Sunday has passed there.
      const laSundayEvening = new Date('2026-11-23T00:30:00Z')
      expect(dateProblem('2026-11-22', laSundayEvening)).toBe('past')
      expect(bookingWindow(laSundayEvening)).toEqual({ first: '2026-11-23', last: '2027-01-22' })
    })
  }
})

describe('the showrooms\' clock', () => {
  it('reads what the time-zone database says of Lagos, every few hours for twenty years', () => {
    const lagos = new Intl.DateTimeFormat('en-US', { timeZone: SHOWROOM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    const start = Date.UTC(2020, 0, 1, 0, 7)
    // One moment every 71 h 13 min walks every hour of the day and every day of the week over the
    // years; mismatches are collected so the loop stays cheap on a busy machine.
    const mismatches: string[] = []
    for (let time = start; time < Date.UTC(2040, 0, 1); time += 71 * 3_600_000 + 13 * 60_000) {
      const parts = Object.fromEntries(lagos.formatToParts(new Date(time)).map((part) => [part.type, part.value]))
      const expected = `${parts.year}-${parts.month}-${parts.day} ${Number(parts.hour) * 60 + Number(parts.minute)}`
      const clock = showroomClock(new Date(time))
      if (`${clock.date} ${clock.minutes}` !== expected) mismatches.push(`${new Date(time).toISOString()}: ${clock.date} ${clock.minutes}, not ${expected}`)
    }
    expect(mismatches).toEqual([])
  })

  it('turns to the next day at 23:00 UTC', () => {
    expect(showroomClock(new Date('2026-11-23T22:59:00Z'))).toEqual({ date: '2026-11-23', minutes: 23 * 60 + 59 })
    expect(showroomClock(new Date('2026-11-23T23:00:00Z'))).toEqual({ date: '2026-11-24', minutes: 0 })
  })
})
