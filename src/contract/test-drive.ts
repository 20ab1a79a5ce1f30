import { z } from 'zod'
import { defineOperation } from './operation'
import {
  emailSchema,
  idempotencyKeySchema,
  isoDateSchema,
  modelIdSchema,
  optionalText,
  phoneCountrySchema,
  phoneSchema,
  referenceSchema,
  requiredText,
  showroomIdSchema,
  timeOfDaySchema,
} from './common'

export const testDriveRequestSchema = z.object({
  modelId: modelIdSchema,
  showroomId: showroomIdSchema,
  date: isoDateSchema('Date'),
  time: timeOfDaySchema('Time'),
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
  phoneCountry: phoneCountrySchema,
  phone: phoneSchema,
  email: emailSchema,
  message: optionalText('Message'),
  contactConsent: z.literal(true, { error: 'Please agree to be contacted about this booking' }),
  marketingConsent: z.boolean(),
  idempotencyKey: idempotencyKeySchema,
})
export type TestDriveRequest = z.infer<typeof testDriveRequestSchema>
export type TestDriveInput = z.input<typeof testDriveRequestSchema>

/** The booking as stored, so the success page can show it without another call. */
export const testDriveResponseSchema = testDriveRequestSchema.extend({ reference: referenceSchema('TD') })
export type TestDriveResponse = z.infer<typeof testDriveResponseSchema>

/** JSON body: the payload has booleans and must keep its types. */
export const bookTestDrive = defineOperation({
  name: 'testDrive.book',
  service: 'site',
  method: 'post',
  path: '/api/test-drive/',
  bodyType: 'json',
  request: testDriveRequestSchema,
  response: testDriveResponseSchema,
})

export const testDriveOperations = [bookTestDrive] as const
