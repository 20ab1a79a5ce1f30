import type { TestDriveInput } from '@/contract/test-drive'

/**
 * The one set of sample answers for a test-drive booking: the contract's examples, the generators'
 * requests, and what the unit and e2e tests type into the form. Every field of the request but its
 * date (a weekday ahead of each caller's "today") and its idempotency keys: a field added to the
 * contract does not compile until it has a sample value here.
 */
export const TEST_DRIVE_EXAMPLE: Required<Omit<TestDriveInput, 'date' | 'idempotencyKey' | 'supersedes'>> = {
  modelId: 'tiggo-9',
  showroomId: 'ikeja-lagos',
  time: '10:30',
  firstName: 'Chidi',
  lastName: 'Okafor',
  phoneCountry: 'NG',
  phone: '+234 800 000 0200',
  email: 'chidi.okafor@example.test',
  message: 'I would like to try the third row.',
  contactConsent: true,
  marketingConsent: false,
}

/** What the tests type into the booking's details: the example booking, its phone as a Nigerian visitor types it. */
export const TEST_DRIVE_TYPED = { ...TEST_DRIVE_EXAMPLE, phone: '0803 123 4567' }
