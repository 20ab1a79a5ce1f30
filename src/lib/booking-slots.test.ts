import { describe, expect, it } from 'vitest'
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

// Monday 23 November 2026, 10:00 local time.
const monday10am = new Date(2026, 10, 23, 10, 0)

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
    expect(testDriveSlots('2026-11-23', new Date(2026, 10, 23, 17, 5))).toEqual([])
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
