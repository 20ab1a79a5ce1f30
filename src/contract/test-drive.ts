import { z } from 'zod'
import { OPENING_HOURS, SLOT_MINUTES, TEST_DRIVE_MINUTES, allSlotStarts, formatTimeOfDay, slotStarts } from '@/lib/booking-slots'
import { SHOWROOM_TIME_ZONE } from '@/lib/showroom-clock'
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
  phoneForCountryRules,
  phoneSchema,
  referenceSchema,
  showroomIdSchema,
  timeOfDaySchema,
  yesNoSchema,
} from './common'

const hoursText = (hours: { opens: number; closes: number }) => `${formatTimeOfDay(hours.opens)}-${formatTimeOfDay(hours.closes)}`
const startsOf = (hours: { opens: number; closes: number }) => slotStarts(hours).map(formatTimeOfDay)
const weekdayStarts = startsOf(OPENING_HOURS.weekday)
const saturdayStarts = startsOf(OPENING_HOURS.saturday)

/**
 * What the published contract says of `time` (only the contract generator reads it): the `enum` is
 * every start a showroom can ever offer (checkTestDriveSlot also wants it to be a start of the chosen
 * date's kind of day, and not already started in Lagos); x-slots lists them per kind of day, from
 * the constants booking-slots.ts reads.
 */
const testDriveTimeDoc = {
  enum: allSlotStarts(),
  description:
    `The start of a ${TEST_DRIVE_MINUTES}-minute test drive, HH:mm in ${SHOWROOM_TIME_ZONE} time. Showrooms are open (opening hours) Monday to Friday ${hoursText(OPENING_HOURS.weekday)} and Saturday ${hoursText(OPENING_HOURS.saturday)}, closed on Sunday; ` +
    `test drives start every ${SLOT_MINUTES} minutes from opening, the last one ${TEST_DRIVE_MINUTES} minutes before closing: slot starts Monday to Friday ${weekdayStarts[0]} to ${weekdayStarts.at(-1)}, Saturday ${saturdayStarts[0]} to ${saturdayStarts.at(-1)}. ` +
    'The enum is every start of any opening day; the server also refuses a start that is not a start of the weekday of `date` (e.g. 15:30 on a Saturday) and, when `date` is today, one that has already started (see x-slots).',
  'x-slots': {
    timeZone: SHOWROOM_TIME_ZONE,
    slotMinutes: SLOT_MINUTES,
    testDriveMinutes: TEST_DRIVE_MINUTES,
    openingHours: {
      mondayToFriday: { opens: formatTimeOfDay(OPENING_HOURS.weekday.opens), closes: formatTimeOfDay(OPENING_HOURS.weekday.closes) },
      saturday: { opens: formatTimeOfDay(OPENING_HOURS.saturday.opens), closes: formatTimeOfDay(OPENING_HOURS.saturday.closes) },
      sunday: null,
    },
    starts: { mondayToFriday: weekdayStarts, saturday: saturdayStarts, sunday: [] },
    onTheDate: 'time must be one of starts for the weekday of `date`',
    today: `when \`date\` is today in ${SHOWROOM_TIME_ZONE}, time must be later than the current time there (a slot that has started is refused)`,
  },
}

/**
 * The fields of a booking, each with its own rules. The rules across fields (the time is a slot of
 * the chosen date, the phone belongs to the chosen country) are added by withTestDriveRules, so the
 * booking form can validate the same fields without the idempotency key.
 */
export const testDriveFieldsSchema = z.object({
  modelId: modelIdSchema,
  showroomId: showroomIdSchema,
  date: bookingDateSchema('Date'),
  time: timeOfDaySchema('Time').meta(testDriveTimeDoc),
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
  return schema
    .superRefine((value, context) => {
      checkTestDriveSlot(value, context)
      checkPhoneForCountry(value, context)
    }, ALWAYS_CHECK)
    .meta({ allOf: phoneForCountryRules() })
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
