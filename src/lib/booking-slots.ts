import { addDays, differenceInCalendarDays, isSaturday, isSunday, isValid } from 'date-fns'
import { OPENING_HOURS } from '@/config/opening-hours'
import { showroomClock, showroomToday } from './showroom-clock'

/**
 * Booking rules of the showrooms (SPEC §9 opening hours: Mon-Fri 9am-6pm, Sat 10am-4pm, closed on
 * Sundays). Dates are 'yyyy-mm-dd' and times 'HH:mm' in showroom time (Africa/Lagos), whatever the
 * visitor's own time zone; every rule that depends on "now" takes it as an argument (a moment), read
 * from the browser clock when the visitor acts (never during the server render, whose HTML must not
 * depend on the build date), and reads it on the showroom's clock.
 */

export { OPENING_HOURS }

/** Bookings are taken up to this many days ahead (today counts as day 0). */
export const MAX_DAYS_AHEAD = 60
/** Test-drive slots start every 30 minutes. */
export const SLOT_MINUTES = 30
/** A test drive takes an hour, so the last slot starts an hour before closing. */
export const TEST_DRIVE_MINUTES = 60

export type DateProblem = 'invalid' | 'sunday' | 'past' | 'too-far'
export type TimeProblem = 'invalid' | 'closed' | 'past'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/

/** A 'yyyy-mm-dd' string as a local date at midnight, or undefined when it is not a real date. */
export function parseIsoDate(value: string): Date | undefined {
  const match = ISO_DATE.exec(value)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  if (!isValid(date) || date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return undefined
  return date
}

/** The local calendar date of a moment, 'yyyy-mm-dd'. */
export function toIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Minutes after midnight of an 'HH:mm' time, or undefined when it is not a time of day. */
export function parseTimeOfDay(value: string): number | undefined {
  const match = TIME_OF_DAY.exec(value)
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined
}

export function formatTimeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/**
 * The first and last dates that can be booked (for the date input's min and max): from a moment
 * (read on the showrooms' clock) or from the showrooms' date.
 */
export function bookingWindow(now: Date | string): { first: string; last: string } {
  const today = typeof now === 'string' ? now : showroomToday(now)
  const day = parseIsoDate(today) ?? new Date(Number.NaN)
  return { first: toIsoDate(day), last: toIsoDate(addDays(day, MAX_DAYS_AHEAD)) }
}

/** Why a date cannot be booked, or null when it can: a real date, not a Sunday, today (in Lagos) up to 60 days ahead. */
export function dateProblem(value: string, now: Date): DateProblem | null {
  const date = parseIsoDate(value)
  const today = parseIsoDate(showroomToday(now))
  if (!date || !today) return 'invalid'
  // Both are calendar dates at local midnight: the difference counts calendar days in any time zone.
  const daysAhead = differenceInCalendarDays(date, today)
  if (daysAhead < 0) return 'past'
  if (daysAhead > MAX_DAYS_AHEAD) return 'too-far'
  if (isSunday(date)) return 'sunday'
  return null
}

/** The opening hours of a date, or undefined on Sundays and for invalid dates. */
export function openingHoursOn(value: string): { opens: number; closes: number } | undefined {
  const date = parseIsoDate(value)
  if (!date || isSunday(date)) return undefined
  return isSaturday(date) ? OPENING_HOURS.saturday : OPENING_HOURS.weekday
}

/** Whether a slot (a showroom date and its minutes after midnight) starts after `now` on the showrooms' clock. */
function startsAfter(value: string, minutes: number, now: Date): boolean {
  const clock = showroomClock(now)
  return value > clock.date || (value === clock.date && minutes > clock.minutes)
}

/**
 * The test-drive start times offered on a date: every 30 minutes from opening until an hour before
 * closing, leaving out those that have already started at `now`. None on Sundays.
 */
export function testDriveSlots(value: string, now: Date): string[] {
  const hours = openingHoursOn(value)
  if (!hours) return []
  return slotStarts(hours).filter((minutes) => startsAfter(value, minutes, now)).map(formatTimeOfDay)
}

/**
 * Every test-drive start within a day's opening hours (minutes after midnight): every 30 minutes
 * from opening until an hour before closing. testDriveSlots offers these; the published contract
 * lists them per kind of day (x-slots) and their union as the `time` enum.
 */
export function slotStarts(hours: { opens: number; closes: number }): number[] {
  const starts: number[] = []
  for (let minutes = hours.opens; minutes + TEST_DRIVE_MINUTES <= hours.closes; minutes += SLOT_MINUTES) starts.push(minutes)
  return starts
}

/** Every start time a showroom can ever offer ('HH:mm', in order): the slots of a weekday and of a Saturday together. */
export function allSlotStarts(): string[] {
  const minutes = new Set([...slotStarts(OPENING_HOURS.weekday), ...slotStarts(OPENING_HOURS.saturday)])
  return [...minutes].sort((a, b) => a - b).map(formatTimeOfDay)
}

/** Why a test-drive start time cannot be booked on a date, or null when it is one of the offered slots. */
export function testDriveTimeProblem(date: string, time: string, now: Date): TimeProblem | null {
  const minutes = parseTimeOfDay(time)
  if (minutes === undefined) return 'invalid'
  const hours = openingHoursOn(date)
  if (!hours) return 'closed'
  const onTheGrid = (minutes - hours.opens) % SLOT_MINUTES === 0
  if (minutes < hours.opens || minutes + TEST_DRIVE_MINUTES > hours.closes || !onTheGrid) return 'closed'
  return startsAfter(date, minutes, now) ? null : 'past'
}

// Made on first use (a success page), not when the module loads: making a formatter loads locale data.
const longDateFormatters = new Map<string, Intl.DateTimeFormat>()
function longDateFormat(locale: 'en-US' | 'zh-CN') {
  let formatter = longDateFormatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'zh-CN' ? 'zh-CN' : 'en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
    longDateFormatters.set(locale, formatter)
  }
  return formatter
}

/** 'yyyy-mm-dd' as 'Monday 23 November 2026' or '2026年11月23日星期一' (a booked date, as the showroom reads it). */
export function formatLongDate(value: string, locale: 'en-US' | 'zh-CN' = 'en-US'): string {
  const date = parseIsoDate(value)
  return date ? longDateFormat(locale).format(date) : value
}
