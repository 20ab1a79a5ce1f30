import type { Locale } from '@/lib/i18n'
import { formatCalendarDate } from '@/lib/calendar-date'

/** '2026-03-14' → '14 March 2026' (or '2026年3月14日' in Chinese): the calendar date as published; no time zone shift. */
export function formatNewsDate(isoDate: string, locale: Locale = 'en-US'): string {
  return formatCalendarDate(isoDate, locale)
}
