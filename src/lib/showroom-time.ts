import { useBrowserStore } from './hydration'
import { SHOWROOM_UTC_OFFSET_MINUTES, parseIsoDate, parseTimeOfDay } from './booking-slots'
import type { Locale } from './i18n'

/** The showrooms' UTC offset as ISO 8601 writes it ('+01:00'), for parsing a Lagos wall-clock time. */
function isoOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const absolute = Math.abs(minutes)
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`
}

/** The moment a showroom date and time ('yyyy-mm-dd', 'HH:mm', read on the Lagos clock) stands for. */
export function showroomMoment(date: string, time: string): Date | undefined {
  if (!parseIsoDate(date) || parseTimeOfDay(time) === undefined) return undefined
  // The ISO form with the showrooms' offset, which every engine parses (not date-fns's parseISO: 1.5 KB on the booking page).
  return new Date(`${date}T${time}:00${isoOffset(SHOWROOM_UTC_OFFSET_MINUTES)}`)
}

const displayFormats = new Map<string, Intl.DateTimeFormat>()
const clockFormats = new Map<string, Intl.DateTimeFormat>()

// Made on first use (a time chosen), not when the module loads: a formatter loads time-zone data.
function cached(cache: Map<string, Intl.DateTimeFormat>, key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = cache.get(key)
  if (!formatter) {
    formatter = make()
    cache.set(key, formatter)
  }
  return formatter
}

/** A moment's wall clock in a zone (the runtime's own when none is given), 'yyyy-mm-dd HH:mm'. */
function wallClock(moment: Date, timeZone: string | undefined): string {
  const formatter = cached(clockFormats, timeZone ?? '', () =>
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  )
  const part = Object.fromEntries(formatter.formatToParts(moment).map(({ type, value }) => [type, value]))
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`
}

/**
 * A showroom date and time as the visitor's own clock reads it ('Mon 30 Nov, 01:00 GMT-8'), or
 * undefined when that clock reads the same date and time as Lagos (a visitor in Lagos, or anywhere
 * on UTC+1 at that moment) or the values are not a date and time. `timeZone` defaults to the
 * browser's own, with its daylight saving on that date.
 */
export function visitorTime(date: string, time: string, locale: Locale, timeZone?: string): string | undefined {
  const moment = showroomMoment(date, time)
  if (!moment || wallClock(moment, timeZone) === `${date} ${time}`) return undefined
  const formatter = cached(displayFormats, `${locale} ${timeZone ?? ''}`, () =>
    new Intl.DateTimeFormat(locale === 'zh-CN' ? 'zh-CN' : 'en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    }),
  )
  return formatter.format(moment)
}

const subscribe = () => () => {}
const inBrowser = () => true
const onServer = () => false

/**
 * visitorTime in the browser, after hydration: the server render (and so the prerendered HTML) knows
 * no visitor zone and shows Lagos time only.
 */
export function useVisitorTime(date: string | undefined, time: string | undefined, locale: Locale): string | undefined {
  const browser = useBrowserStore(subscribe, inBrowser, onServer)
  return browser && date && time ? visitorTime(date, time, locale) : undefined
}
