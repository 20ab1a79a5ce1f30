/**
 * The showrooms' clock (Africa/Lagos): what every booking rule and the showroom finder read "now" on,
 * in a module of its own so that a page showing opening hours does not load the booking rules.
 */

/** The showrooms' time zone: every date, slot and "today" of a booking is theirs. */
export const SHOWROOM_TIME_ZONE = 'Africa/Lagos'

/**
 * West Africa Time: UTC+1 all year, without daylight saving (Lagos has kept it since 1919). A fixed
 * offset instead of an Intl formatter with the time zone: making that formatter loads time-zone data,
 * a long task on a slow phone while the booking form hydrates. booking-slots.test.ts checks the
 * offset against the time-zone database.
 */
export const SHOWROOM_UTC_OFFSET_MINUTES = 60

/** A moment as the showrooms' wall clock reads it: their date ('yyyy-mm-dd') and minutes after midnight. */
export function showroomClock(now: Date): { date: string; minutes: number } {
  const wallClock = new Date(now.getTime() + SHOWROOM_UTC_OFFSET_MINUTES * 60_000)
  return { date: wallClock.toISOString().slice(0, 10), minutes: wallClock.getUTCHours() * 60 + wallClock.getUTCMinutes() }
}

/** The showrooms' date at a moment, 'yyyy-mm-dd'. */
export function showroomToday(now: Date): string {
  return showroomClock(now).date
}
