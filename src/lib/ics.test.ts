import { describe, expect, it } from 'vitest'
import { buildIcsEvent, escapeIcsText, foldIcsLine, showroomTime } from './ics'

describe('.ics calendar file', () => {
  const file = buildIcsEvent({
    uid: 'TD-2026-000001@chery-nigeria',
    start: showroomTime('2026-11-30', '10:30'),
    durationMinutes: 60,
    title: 'Chery Tiggo 9 test drive',
    location: 'Chery Ikeja, Lagos, 48 Obafemi Awolowo Way; Ikeja',
    description: 'Booking reference TD-2026-000001.\nBring your licence.',
    createdAt: new Date(Date.UTC(2026, 10, 23, 9, 0)),
  })

  it('is one VEVENT in UTC, starting at showroom time (WAT, UTC+1)', () => {
    const lines = file.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('DTSTART:20261130T093000Z')
    expect(lines).toContain('DTEND:20261130T103000Z')
    expect(lines).toContain('DTSTAMP:20261123T090000Z')
    expect(lines).toContain('UID:TD-2026-000001@chery-nigeria')
    expect(lines).toContain('SUMMARY:Chery Tiggo 9 test drive')
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('places a Lagos booking at the same moment whatever the time zone of the browser', () => {
    const processZone = process.env.TZ
    try {
      for (const zone of ['America/Los_Angeles', 'Asia/Tokyo', 'Africa/Lagos']) {
        process.env.TZ = zone
        expect(showroomTime('2026-11-24', '09:00').toISOString()).toBe('2026-11-24T08:00:00.000Z')
        expect(showroomTime('2026-07-06', '17:00').toISOString()).toBe('2026-07-06T16:00:00.000Z')
      }
    } finally {
      process.env.TZ = processZone
    }
  })

  it('escapes commas, semicolons, backslashes and line breaks', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    expect(file).toContain('LOCATION:Chery Ikeja\\, Lagos\\, 48 Obafemi Awolowo Way\\; Ikeja')
  })

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'é'.repeat(60)}`)
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(folded.split('\r\n').map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(`DESCRIPTION:${'é'.repeat(60)}`)
  })
})
