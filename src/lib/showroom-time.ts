import { parseIsoDate, parseTimeOfDay } from './booking-slots'
import { SHOWROOM_TIME_ZONE } from './showroom-clock'
import type { Locale } from './i18n'

/** SHOWROOM_UTC_OFFSET_MINUTES as ISO 8601 writes it (showroom-time.test checks that they agree). */
export const SHOWROOM_ISO_OFFSET = '+01:00'

/** The moment a showroom date and time ('yyyy-mm-dd', 'HH:mm', read on the Lagos clock) stands for. */
export function showroomMoment(date: string, time: string): Date | undefined {
  if (!parseIsoDate(date) || parseTimeOfDay(time) === undefined) return undefined
  // Date's own ISO parser (not date-fns's parseISO: 1.5 KB on the booking page's first load).
  return new Date(`${date}T${time}:00${SHOWROOM_ISO_OFFSET}`)
}

/**
 * A showroom date and time as the visitor's own clock reads it ('Mon 30 Nov, 01:00 GMT-8'), or
 * undefined when that clock reads the same as Lagos's (a visitor in Lagos, or anywhere on UTC+1 at
 * that moment) or the values are not a date and time. `timeZone` defaults to the browser's own,
 * with its daylight saving on that date: Intl does the zone maths.
 */
export function visitorTime(date: string, time: string, locale: Locale, timeZone?: string): string | undefined {
  const moment = showroomMoment(date, time)
  if (!moment) return undefined
  const language = locale === 'zh-CN' ? 'zh-CN' : 'en-GB'
  const options: Intl.DateTimeFormatOptions = { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
  const clock = (zone?: string) => new Intl.DateTimeFormat(language, { ...options, timeZone: zone }).format(moment)
  if (clock(timeZone) === clock(SHOWROOM_TIME_ZONE)) return undefined
  return new Intl.DateTimeFormat(language, { ...options, timeZoneName: 'short' }).format(moment)
}
