import { z } from 'zod'
import { defineOperation } from './operation'
import {
  ALWAYS_CHECK,
  bookingDateSchema,
  checkPhoneForCountry,
  checkTestDriveSlot,
  emailSchema,
  idempotencyKeySchema,
  supersedesSchema,
  isoDateSchema,
  modelIdSchema,
  optionalText,
  personNameSchema,
  phoneCountrySchema,
  phoneSchema,
  referenceSchema,
  showroomIdSchema,
  timeOfDaySchema,
  yesNoSchema,
} from './common'

/**
 * The fields of a booking, each with its own rules. The rules across fields (the time is a slot of
 * the chosen date, the phone belongs to the chosen country) are added by withTestDriveRules, so the
 * booking form can validate the same fields without the idempotency key.
 */
export const testDriveFieldsSchema = z.object({
  modelId: modelIdSchema,
  showroomId: showroomIdSchema,
  date: bookingDateSchema('Date'),
  time: timeOfDaySchema('Time'),
  firstName: personNameSchema('First name', 50),
  lastName: personNameSchema('Last name', 50),
  phoneCountry: phoneCountrySchema,
  phone: phoneSchema,
  email: emailSchema,
  message: optionalText('Message'),
  contactConsent: z.literal(true, { error: 'Please agree to be contacted about this booking' }),
  marketingConsent: yesNoSchema('Marketing consent'),
})

export function withTestDriveRules<TSchema extends z.ZodType<{ date: string; time: string; phone: string; phoneCountry: string }>>(schema: TSchema) {
  return schema.superRefine((value, context) => {
    checkTestDriveSlot(value, context)
    checkPhoneForCountry(value, context)
  }, ALWAYS_CHECK)
}

export const testDriveRequestSchema = withTestDriveRules(testDriveFieldsSchema.extend({ idempotencyKey: idempotencyKeySchema, supersedes: supersedesSchema }))
export type TestDriveRequest = z.infer<typeof testDriveRequestSchema>
export type TestDriveInput = z.input<typeof testDriveRequestSchema>

/**
 * The booking as stored, so the success page can show it without another call. Its date is only
 * checked for shape: the booking rules apply when booking, not when reading a booking back.
 */
export const testDriveResponseSchema = testDriveFieldsSchema.extend({
  date: isoDateSchema('Date'),
  idempotencyKey: idempotencyKeySchema,
  reference: referenceSchema('TD'),
})
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
