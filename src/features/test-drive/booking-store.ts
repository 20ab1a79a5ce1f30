import type { TestDriveResponse } from '@/contract/test-drive'
import { isRecord, writeSession } from '@/lib/session-store'

/** The confirmed booking, kept in the tab so the success page can show it (also after a reload). */
export const CONFIRMED_BOOKING_KEY = 'test-drive:confirmed-booking'

export const isConfirmedBooking = (value: unknown): value is TestDriveResponse =>
  isRecord(value) &&
  typeof value.reference === 'string' &&
  ['modelId', 'showroomId', 'date', 'time', 'firstName', 'lastName', 'phone', 'email'].every((key) => typeof value[key] === 'string')

export function saveConfirmedBooking(booking: TestDriveResponse): void {
  writeSession(CONFIRMED_BOOKING_KEY, booking)
}
