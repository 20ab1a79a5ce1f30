import { fieldOrder, type FormValuesOf } from '@/components/form/form-values'
import type { TestDriveInput } from '@/contract/test-drive'

/** What the form's validation hands to the submission: the request without its idempotency keys. */
export type TestDriveFormOutput = Omit<TestDriveInput, 'idempotencyKey' | 'supersedes'>

/** What the form holds while it is filled in (form-values.ts in the form kit). */
export type TestDriveFormValues = FormValuesOf<TestDriveFormOutput>

export const TEST_DRIVE_FORM_ID = 'test-drive'

export const TEST_DRIVE_DEFAULTS: TestDriveFormValues = {
  modelId: '',
  showroomId: '',
  date: '',
  time: '',
  firstName: '',
  lastName: '',
  phoneCountry: 'NG',
  phone: '',
  email: '',
  message: '',
  contactConsent: false,
  marketingConsent: false,
}

export const STEP_ONE_FIELDS = ['modelId', 'showroomId', 'date', 'time'] as const satisfies ReadonlyArray<keyof TestDriveFormValues>
export const STEP_TWO_FIELDS = [
  'firstName',
  'lastName',
  'phoneCountry',
  'phone',
  'email',
  'message',
  'contactConsent',
  'marketingConsent',
] as const satisfies ReadonlyArray<keyof TestDriveFormValues>

/** Every field in the order the form shows them (the error summary and focus follow it). */
export const TEST_DRIVE_FIELDS = fieldOrder<TestDriveFormValues>()([...STEP_ONE_FIELDS, ...STEP_TWO_FIELDS])

export type TestDriveStep = 1 | 2

export function stepOf(field: string): TestDriveStep {
  return (STEP_ONE_FIELDS as readonly string[]).includes(field) ? 1 : 2
}
