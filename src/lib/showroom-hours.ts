import { OPENING_HOURS } from '@/config/opening-hours'
import { PUBLIC_HOLIDAYS } from '@/config/public-holidays'
import { showroomClock } from '@/lib/showroom-clock'

/** A showroom date's opening hours (minutes after midnight), or undefined on Sundays and public holidays. */
export function hoursOn(date: string, holidays: readonly string[] = HOLIDAY_DATES): { opens: number; closes: number } | undefined {
  if (holidays.includes(date)) return undefined
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  if (weekday === 0 || Number.isNaN(weekday)) return undefined
  return weekday === 6 ? OPENING_HOURS.saturday : OPENING_HOURS.weekday
}

const HOLIDAY_DATES = PUBLIC_HOLIDAYS.map((holiday) => holiday.date)

export type OpenState =
  /** Open now, until `closes` today. */
  | { open: true; closes: number }
  /**
   * Closed now; opens on `date` (`days` after today: 0 today, 1 tomorrow) at `opens`. `holiday` when
   * today is a public holiday.
   */
  | { open: false; holiday: boolean; date: string; days: number; opens: number }

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Whether the showrooms are open at a moment, on their own clock (Lagos), and when that next changes. */
export function openState(now: Date, holidays: readonly string[] = HOLIDAY_DATES): OpenState {
  const { date, minutes } = showroomClock(now)
  const today = hoursOn(date, holidays)
  if (today && minutes >= today.opens && minutes < today.closes) return { open: true, closes: today.closes }
  const holiday = holidays.includes(date)
  if (today && minutes < today.opens) return { open: false, holiday, date, days: 0, opens: today.opens }
  // A fortnight is more than any run of closed days (a Sunday beside two holidays).
  for (let days = 1; days <= 14; days++) {
    const next = addDays(date, days)
    const hours = hoursOn(next, holidays)
    if (hours) return { open: false, holiday, date: next, days, opens: hours.opens }
  }
  throw new Error('No opening day in the next two weeks')
}
