import type { TestDriveResponse } from '@/contract/test-drive'
import { isRecord } from '@/lib/session-store'
import { TEST_DRIVE_DEFAULTS } from './form-values'

/** The confirmed booking, in the success page's history entry state (use-history-value.ts): shown after a reload too. */
export const CONFIRMED_BOOKING_KEY = 'test-drive:confirmed-booking'

type OptionalKeys<T> = { [Key in keyof T]-?: undefined extends T[Key] ? Key : never }[keyof T]

// Checked against the contract's type: a new optional field does not compile until it is listed here.
const OPTIONAL_FIELDS: Record<OptionalKeys<TestDriveResponse>, true> = { message: true }
const isOptional = (field: string): boolean => Object.hasOwn(OPTIONAL_FIELDS, field)

/**
 * A booking as the contract answers it: its reference and every field of the form, of the type the
 * form holds it in (the zod schema would weigh on the success page's first load).
 */
export const isConfirmedBooking = (value: unknown): value is TestDriveResponse =>
  isRecord(value) &&
  typeof value.reference === 'string' &&
  Object.entries(TEST_DRIVE_DEFAULTS).every(([field, empty]) => typeof value[field] === typeof empty || (value[field] === undefined && isOptional(field)))
