import { showroomToday } from './showroom-clock'
import { formatCalendarDate } from './calendar-date'
import type { Locale } from './i18n'

/**
 * The Lagos calendar date of a moment (an ISO date-time), written as formatCalendarDate does: an
 * account created at 23:30 UTC on 14 March was created on 15 March in Lagos, whatever the visitor's
 * zone. A module of its own: the news pages format dates without the booking clock.
 */
export function formatLagosDateOf(instant: string, locale: Locale): string {
  return formatCalendarDate(showroomToday(new Date(instant)), locale)
}
