import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSurveyRequest, createTestDriveRequest, createWorkOrderRequest } from '@mocks/generators'
import { workOrderRequestSchema } from './site'
import { surveyRequestSchema } from './survey'
import { testDriveRequestSchema } from './test-drive'

// Monday 23 November 2026, 10:00: "today" for the booking rules.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T09:00:00Z'), toFake: ['Date'] }) // Monday 10:00 in Lagos
})
afterEach(() => vi.useRealTimers())

function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('test-drive booking rules', () => {
  const booking = (overrides: Parameters<typeof createTestDriveRequest>[0]) => testDriveRequestSchema.safeParse(createTestDriveRequest(overrides))

  it('accepts a slot within opening hours, today or up to 60 days ahead', () => {
    expect(booking({ date: '2026-11-23', time: '10:30' }).success).toBe(true)
    expect(booking({ date: '2026-11-28', time: '15:00' }).success).toBe(true)
    expect(booking({ date: '2027-01-22', time: '09:00' }).success).toBe(true)
  })

  it('names the broken date rule after the SPEC §5 template', () => {
    expect(messages(booking({ date: '' })).date).toBe('Please select "Date"')
    expect(messages(booking({ date: '2026-11-29' })).date).toBe('Please select "Date": showrooms are closed on Sundays')
    expect(messages(booking({ date: '2026-11-20' })).date).toBe('Please select "Date": the date has passed')
    expect(messages(booking({ date: '2027-01-23' })).date).toBe('Please select "Date": bookings open at most 60 days ahead')
    expect(messages(booking({ date: '2026-02-30' })).date).toBe('Please input right "Date"')
  })

  it('offers no 19:00 slot, no slot after closing on Saturdays, none already started', () => {
    expect(messages(booking({ date: '2026-11-24', time: '19:00' })).time).toBe(
      'Please select "Time": choose a time within opening hours (Mon-Fri 9am-6pm, Sat 10am-4pm)',
    )
    expect(messages(booking({ date: '2026-11-28', time: '16:00' })).time).toMatch(/^Please select "Time": choose a time within opening hours/)
    expect(messages(booking({ date: '2026-11-23', time: '09:30' })).time).toBe('Please select "Time": this time has passed')
    expect(messages(booking({ time: '' })).time).toBe('Please select "Time"')
  })

  it('checks the slot even while the details of the next step are still empty', () => {
    const stepOne = { modelId: 'tiggo-9', showroomId: 'kano', date: '2026-11-24', time: '19:00', contactConsent: false, marketingConsent: false }
    expect(messages(testDriveRequestSchema.safeParse(stepOne)).time).toMatch(/^Please select "Time": choose a time within opening hours/)
  })

  it('takes names in any script, with emoji, but without markup', () => {
    expect(booking({ firstName: 'مريم', lastName: 'שלום' }).success).toBe(true)
    expect(booking({ firstName: 'Chidi 🚗', lastName: "O'Neil-Okafor" }).success).toBe(true)
    expect(messages(booking({ firstName: '<script>alert(1)</script>' })).firstName).toBe('Please input right "First name"')
    expect(messages(booking({ lastName: '   ' })).lastName).toBe('Please input "Last name"')
    expect(messages(booking({ firstName: 'x'.repeat(10_000) })).firstName).toBe('"First name" must be at most 50 characters')
  })

  it('checks the phone number against its country', () => {
    expect(booking({ phoneCountry: 'NG', phone: '0803 123 4567' }).success).toBe(true)
    expect(messages(booking({ phoneCountry: 'NG', phone: '0803 12' })).phone).toBe('Please input right "Phone number"')
    expect(messages(booking({ phoneCountry: 'NG', phone: '0803 123 4567 890' })).phone).toBe('Please input right "Phone number"')
    expect(messages(booking({ phoneCountry: 'US', phone: '+234 803 123 4567' })).phone).toBe('Please input right "Phone number"')
  })

  it('wants a well-formed e-mail and the contact consent', () => {
    expect(messages(booking({ email: 'chidi@' })).email).toBe('Please input right "Email"')
    expect(messages(booking({ email: '' })).email).toBe('Please input "Email"')
    expect(messages(booking({ contactConsent: false as true })).contactConsent).toBe('Please agree to be contacted about this booking')
  })
})

describe('work-order rules', () => {
  const order = (overrides: Parameters<typeof createWorkOrderRequest>[0]) => workOrderRequestSchema.safeParse(createWorkOrderRequest(overrides))

  it('accepts a plate or a VIN, upper-cased', () => {
    expect(order({ registrationOrVin: 'kja-123-ab' }).data?.registrationOrVin).toBe('KJA-123-AB')
    expect(order({ registrationOrVin: 'LVVDB11B2RD123456' }).success).toBe(true)
  })

  it('explains a wrong VIN', () => {
    expect(messages(order({ registrationOrVin: 'LVVDB11B2RD12345O' })).registrationOrVin).toBe(
      'Please input right "Registration number or VIN": a VIN never contains the letters I, O or Q',
    )
    expect(messages(order({ registrationOrVin: 'LVVDB11B2RD1234' })).registrationOrVin).toBe('Please input right "Registration number or VIN": a VIN has 17 characters')
  })

  it('takes opening days only as the preferred date', () => {
    expect(messages(order({ preferredDate: '2026-11-29' })).preferredDate).toBe('Please select "Preferred date": showrooms are closed on Sundays')
    expect(messages(order({ preferredDate: '' })).preferredDate).toBe('Please select "Preferred date"')
    expect(order({ preferredDate: '2026-11-28' }).success).toBe(true)
  })

  it('reads a missing mileage as required and a wrong one as invalid', () => {
    expect(messages(order({ mileageKm: undefined as unknown as number })).mileageKm).toBe('Please input "Mileage"')
    expect(messages(order({ mileageKm: Number.NaN })).mileageKm).toBe('Please input right "Mileage"')
  })
})

describe('survey rules', () => {
  it('needs a name and a phone number only with contact consent', () => {
    expect(surveyRequestSchema.safeParse(createSurveyRequest({ contactConsent: false })).success).toBe(true)
    expect(messages(surveyRequestSchema.safeParse(createSurveyRequest({ contactConsent: true })))).toMatchObject({
      name: 'Please input "Name"',
      phone: 'Please input "Phone number"',
    })
    const consented = createSurveyRequest({ contactConsent: true, name: 'Amina Bello', phoneCountry: 'NG', phone: '0803 123 4567' })
    expect(surveyRequestSchema.safeParse(consented).success).toBe(true)
  })
})
