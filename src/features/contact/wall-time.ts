import type { Locale } from '@/lib/i18n'

/**
 * A wall-clock time (minutes after midnight, on the Lagos clock) as the page's language writes it:
 * 9:30 AM, 17:00. What Intl.DateTimeFormat writes (wall-time.test compares every minute of the day),
 * without it: a page's first Intl formatter loads ICU's data, ≈ 20 ms of main-thread CPU (80 ms on
 * a mid-range phone), for the one time the showroom finder shows.
 */
export function formatWallTime(minutes: number, locale: Locale): string {
  const hour = Math.floor(minutes / 60)
  const minute = String(minutes % 60).padStart(2, '0')
  if (locale === 'zh-CN') return `${hour}:${minute}`
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`
}
