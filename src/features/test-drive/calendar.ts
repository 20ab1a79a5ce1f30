import type { TestDriveResponse } from '@/contract/test-drive'
import { buildIcsEvent, showroomTime } from '@/lib/ics'
import { TEST_DRIVE_MINUTES } from '@/lib/booking-slots'

type CalendarTexts = { title: string; location: string; description: string }

/** The .ics file of a confirmed test drive: an hour at the showroom, from the booked slot. */
export function testDriveCalendarFile(booking: TestDriveResponse, texts: CalendarTexts, createdAt: Date): string {
  return buildIcsEvent({
    uid: `${booking.reference}@chery-nigeria`,
    start: showroomTime(booking.date, booking.time),
    durationMinutes: TEST_DRIVE_MINUTES,
    title: texts.title,
    location: texts.location,
    description: texts.description,
    createdAt,
  })
}
