import { SHOWROOM_UTC_OFFSET_MINUTES } from './showroom-clock'

/**
 * A one-event iCalendar file (RFC 5545) for "add to calendar". Times are written in UTC, so every
 * calendar application places the event right whatever the visitor's time zone.
 */
export type CalendarEvent = {
  /** Globally unique, e.g. 'TD-2026-000123@chery-nigeria'. */
  uid: string
  start: Date
  durationMinutes: number
  title: string
  location?: string
  description?: string
  /** The moment the file is made (DTSTAMP). */
  createdAt: Date
}

function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/** Escapes TEXT values: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Folds a content line to at most 75 octets, continuation lines starting with a space (§3.1). */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function buildIcsEvent(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Chery Nigeria//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.createdAt)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`
}

/** The moment a showroom-time date ('yyyy-mm-dd') and time ('HH:mm') happen. */
export function showroomTime(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return new Date(Date.UTC(year, month - 1, day, hours, minutes) - SHOWROOM_UTC_OFFSET_MINUTES * 60_000)
}
