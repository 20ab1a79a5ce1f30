import { format, parseISO } from 'date-fns'

/** '2026-03-14' → '14 March 2026' (the calendar date as published; no time zone shift). */
export function formatNewsDate(isoDate: string): string {
  return format(parseISO(isoDate), 'd MMMM yyyy')
}
