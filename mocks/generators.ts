import type { DealerRegistrationRequest, RegisterRequest } from '@/contract/passport'
import type { SurveyInput } from '@/contract/survey'
import type { TestDriveInput } from '@/contract/test-drive'
import type { WorkOrderInput } from '@/contract/site'
import { openingHoursOn, toIsoDate } from '@/lib/booking-slots'
import { TEST_DRIVE_EXAMPLE } from './test-drive-example'

/** A weekday (Mon-Fri) about a week after `now`: always bookable, whatever day the tests run. */
export function upcomingWeekday(now = new Date(), daysAhead = 7): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysAhead)
  while (openingHoursOn(toIsoDate(date))?.opens !== 9 * 60) date.setDate(date.getDate() + 1)
  return toIsoDate(date)
}

/**
 * Valid form payloads with sample values, for unit tests and e2e. Each call gets a new
 * idempotency key unless the overrides give one.
 */
export function createTestDriveRequest(overrides: Partial<TestDriveInput> = {}): TestDriveInput {
  return { ...TEST_DRIVE_EXAMPLE, date: upcomingWeekday(), idempotencyKey: crypto.randomUUID(), ...overrides }
}

export function createWorkOrderRequest(overrides: Partial<WorkOrderInput> = {}): WorkOrderInput {
  return {
    name: 'Amina Bello',
    phoneCountry: 'NG',
    phone: '+234 800 000 0300',
    email: 'amina.bello@example.test',
    modelId: 'tiggo-4-pro',
    registrationOrVin: 'KAN-123-AB',
    mileageKm: 42000,
    serviceType: 'periodic-maintenance',
    showroomId: 'kano',
    preferredDate: upcomingWeekday(new Date(), 10),
    description: '40,000 km service and a squeak from the front left wheel.',
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  }
}

export function createSurveyRequest(overrides: Partial<SurveyInput> = {}): SurveyInput {
  return {
    showroomId: 'ketu-lagos',
    visitType: 'service',
    overallRating: 5,
    recommendScore: 9,
    wentWell: ['Friendly staff', 'Car ready on time'],
    comments: 'Quick and clear explanations.',
    contactConsent: false,
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  }
}

export function createDealerApplication(overrides: Partial<DealerRegistrationRequest> = {}): DealerRegistrationRequest {
  return {
    companyName: 'Northern Motors Ltd (sample)',
    contactName: 'Ngozi Eze',
    phone: '+234 803 555 0101',
    email: 'dealer@example.test',
    city: 'Kano',
    state: 'Kano',
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  }
}

export function createRegistration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    phone: '+234 803 555 0101',
    password: 'Sunshine2026',
    name: 'Ngozi Ada Eze',
    code: '123456',
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  }
}
