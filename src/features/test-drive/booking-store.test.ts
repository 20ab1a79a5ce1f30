import { describe, expect, it } from 'vitest'
import { createTestDriveRequest } from '@mocks/generators'
import { isConfirmedBooking } from './booking-store'

describe('isConfirmedBooking', () => {
  const booking = { ...createTestDriveRequest(), reference: 'TD-2026-000001' }

  it('takes a booking as the contract answers it, with or without its optional message', () => {
    expect(isConfirmedBooking(booking)).toBe(true)
    expect(isConfirmedBooking({ ...booking, message: undefined })).toBe(true)
  })

  it('refuses a booking without its reference or a required field, or with a field of the wrong type', () => {
    expect(isConfirmedBooking({ ...booking, reference: undefined })).toBe(false)
    expect(isConfirmedBooking({ ...booking, lastName: undefined })).toBe(false)
    expect(isConfirmedBooking({ ...booking, contactConsent: undefined })).toBe(false)
    expect(isConfirmedBooking({ ...booking, phone: 8031234567 })).toBe(false)
    expect(isConfirmedBooking('TD-2026-000001')).toBe(false)
  })
})
