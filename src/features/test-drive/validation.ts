import { testDriveFieldsSchema, withTestDriveRules } from '@/contract/test-drive'
import { isPhoneCountry, normalisePhone } from '@/lib/phone-number'
import type { TestDriveFormOutput } from './form-values'

/**
 * Loaded on demand (with zod) by the booking form: the contract's own fields and rules. The phone is sent normalised: 0803 123 4567 → +234 80 3123 4567.
 */
export const testDriveFormSchema = withTestDriveRules(testDriveFieldsSchema).transform(
  (booking): TestDriveFormOutput => ({
    ...booking,
    phone: isPhoneCountry(booking.phoneCountry) ? normalisePhone(booking.phoneCountry, booking.phone) : booking.phone,
  }),
)
