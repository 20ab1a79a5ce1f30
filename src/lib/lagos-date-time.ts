/**
 * A date-time with its zone, as schema.org's DateTime, Open Graph's article:published_time and
 * Google ask: a bare date ("2026-05-09") is the start of that day in Lagos (West Africa Time,
 * UTC+01:00, no daylight saving); a local date-time gets the Lagos offset; anything with a zone stays.
 */
export function lagosDateTime(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T00:00:00+01:00`
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return `${value}+01:00`
  return value
}
