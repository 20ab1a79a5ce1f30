import { z } from 'zod'
import { SHOWROOMS, type ShowroomId } from '@/config/site'
import { MAX_DAYS_AHEAD, dateProblem, formatTimeOfDay, testDriveTimeProblem, type DateProblem } from '@/lib/booking-slots'
import { SHOWROOM_TIME_ZONE, SHOWROOM_UTC_OFFSET_MINUTES } from '@/lib/showroom-clock'
import { MODEL_IDS } from '@/config/catalogue'
import { PHONE_COUNTRIES } from '@/lib/phone'
import { isPhoneCountry, isValidPhone, phonePattern } from '@/lib/phone-number'
import { MAX_PLATE_CHARACTERS, VIN_EXCLUDED_LETTERS, VIN_LENGTH, normaliseVehicleId, vehicleIdPattern, vehicleIdProblem } from '@/lib/vehicle-id'

// The site's CSP forbids eval: zod must not probe `new Function()` for its JIT parser.
//
// No global error map (z.config({ customError })): it is process-wide, so it would also reword the
// messages developers read (the env check, route search params, answers that break the contract),
// and it knows no field labels. Every rule of a request schema carries its own visitor-worded message
// instead (the SPEC §5 templates with a field label, or a sentence), next to the rule it explains;
// src/contract-messages.test.ts feeds every request schema wrong types, blanks and bounds and fails
// on any of zod's own wording ("Invalid input: expected number, received NaN") or any untranslated one.
z.config({ jitless: true })

/** The generic message templates of SPEC §5, filled with English field labels. */
export const validationText = {
  required: (field: string) => `Please input "${field}"`,
  invalid: (field: string) => `Please input right "${field}"`,
  select: (field: string) => `Please select "${field}"`,
  minLength: (field: string, min: number) => `"${field}" must be at least ${min} characters`,
  min: (field: string, min: number) => `"${field}" must be at least ${min}`,
  maxLength: (field: string, max: number) => `"${field}" must be at most ${max} characters`,
  max: (field: string, max: number) => `"${field}" must be at most ${max}`,
  /** A template followed by the rule that was broken, e.g. 'Please select "Date": showrooms are closed on Sundays'. */
  because: (message: string, reason: string) => `${message}: ${reason}`,
}

/** Names hold no markup brackets and no control characters; emoji and every script are fine. */
function isPlainName(name: string): boolean {
  for (const character of name) {
    const code = character.codePointAt(0) ?? 0
    if (character === '<' || character === '>' || code < 0x20 || code === 0x7f) return false
  }
  return true
}

/**
 * isPlainName, and not blank, as a JSON Schema `pattern` over the value as sent: the spaces zod trims
 * first may surround it (JavaScript's \\s is the set String.prototype.trim removes); inside, a
 * character that is neither markup nor a control nor a space, then any run of spaces that are no
 * controls (U+0020, U+00A0…) each followed by another such character. Written so that no two parts
 * can take the same character: a validator never backtracks over a long value. Only the published
 * contract reads it (zod's own rule and message stay isPlainName's).
 */
const NAME_CHARACTER = '[^<>\\u0000-\\u001F\\u007F\\s]'
const PLAIN_NAME_PATTERN = `^\\s*${NAME_CHARACTER}(?:[^\\S\\t\\n\\v\\f\\r]*${NAME_CHARACTER})*\\s*$`

/**
 * "Not blank after trimming" as a JSON Schema `pattern` over the value as sent: at least one
 * character that trim keeps (zod trims, then wants one character; \\s is the set trim removes).
 */
const NOT_BLANK = { pattern: '\\S', description: 'Not blank: spaces alone are trimmed to nothing.' }

/** A person's name: required, trimmed, any script or emoji, no markup. */
export function personNameSchema(field: string, max = 100) {
  return requiredText(field, max)
    .refine(isPlainName, validationText.invalid(field))
    .meta({ pattern: PLAIN_NAME_PATTERN, description: 'Any script or emoji; no < or > and no control characters (U+0000 to U+001F, U+007F).' })
}

/** A required string, trimmed, between 1 and `max` characters. */
export function requiredText(field: string, max = 200) {
  return z
    .string({ error: validationText.required(field) })
    .trim()
    .min(1, validationText.required(field))
    .max(max, validationText.maxLength(field, max))
    .meta(NOT_BLANK)
}

/** A trimmed text that must keep a character, for texts that are not requiredText (a list's items, a query value). */
export function notBlank<TSchema extends z.ZodString>(schema: TSchema) {
  return schema.meta(NOT_BLANK)
}

/** An optional free text, trimmed; an empty string stays an empty string. */
export function optionalText(field: string, max = 2000) {
  return z.string({ error: validationText.invalid(field) }).trim().max(max, validationText.maxLength(field, max)).optional()
}

export function requiredChoice<const TValues extends readonly [string, ...string[]]>(field: string, values: TValues) {
  return z.enum(values, { error: validationText.select(field) })
}

export const emailSchema = requiredText('Email', 254).pipe(z.email(validationText.invalid('Email')))

/**
 * Phone numbers are kept as typed (SPEC §5 formats but never rejects): an optional leading +, then
 * 7 to 15 digits with spaces ( ) . - anywhere among them. One regular expression for zod (over the
 * trimmed value) and the published contract (over the value as sent: the spaces around it are
 * separators too); no two parts can take the same character, so it never backtracks.
 */
const PHONE_SHAPE_PATTERN = '^(?:\\s*\\+)?[\\s().-]*(?:\\d[\\s().-]*){7,15}$'
const PHONE_SHAPE = new RegExp(PHONE_SHAPE_PATTERN)

export const phoneSchema = requiredText('Phone number', 32)
  .refine((phone) => PHONE_SHAPE.test(phone), validationText.invalid('Phone number'))
  .meta({ pattern: PHONE_SHAPE_PATTERN, description: 'As typed: digits, spaces, ( ) . - and a leading +; 7 to 15 digits.' })

export { PHONE_COUNTRIES }
export const phoneCountrySchema = requiredChoice('Phone country', PHONE_COUNTRIES)

/** A password's length rule, shared with the account forms' own schemas. */
export const PASSWORD_LENGTH = { min: 8, max: 64 } as const

export const passwordSchema = (field = 'Password') =>
  z
    .string({ error: validationText.required(field) })
    .min(1, validationText.required(field))
    .min(PASSWORD_LENGTH.min, validationText.minLength(field, PASSWORD_LENGTH.min))
    .max(PASSWORD_LENGTH.max, validationText.maxLength(field, PASSWORD_LENGTH.max))

export { MODEL_IDS }
export const modelIdSchema = requiredChoice('Model', MODEL_IDS)

export const SHOWROOM_IDS = SHOWROOMS.map((showroom) => showroom.id) as [ShowroomId, ...ShowroomId[]]
export const showroomIdSchema = requiredChoice('Showroom', SHOWROOM_IDS)

/** A calendar date, yyyy-mm-dd. */
export const isoDateSchema = (field: string) =>
  z.iso.date({ error: validationText.invalid(field) })

/** The yyyy-mm-dd shape of a date, for the published contract (with `format: date`). */
const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$'

/**
 * The booking rules of a date that JSON Schema cannot express, as the published contract's
 * `x-booking-window` extension: the same constants dateProblem() reads.
 */
const BOOKING_WINDOW = {
  timeZone: SHOWROOM_TIME_ZONE,
  utcOffset: `+${formatTimeOfDay(SHOWROOM_UTC_OFFSET_MINUTES)}`,
  closedOn: ['Sunday'],
  firstDay: 'today',
  maxDaysAhead: MAX_DAYS_AHEAD,
} as const

const DATE_REASONS: Record<Exclude<DateProblem, 'invalid'>, string> = {
  sunday: 'showrooms are closed on Sundays',
  past: 'the date has passed',
  'too-far': 'bookings open at most 60 days ahead',
}

/**
 * A date a showroom can be booked for (yyyy-mm-dd): not a Sunday, today up to 60 days ahead. "Today"
 * is read when the value is checked: in the browser at the moment the visitor submits.
 */
export function bookingDateSchema(field: string) {
  return z
    .string({ error: validationText.select(field) })
    .trim()
    .min(1, validationText.select(field))
    .superRefine((value, context) => {
      if (value === '') return
      const problem = dateProblem(value, new Date())
      if (problem === 'invalid') context.addIssue({ code: 'custom', message: validationText.invalid(field) })
      else if (problem) context.addIssue({ code: 'custom', message: validationText.because(validationText.select(field), DATE_REASONS[problem]) })
    })
    .meta({
      format: 'date',
      pattern: ISO_DATE_PATTERN,
      description: `yyyy-mm-dd, an opening day (not a Sunday) from today up to ${MAX_DAYS_AHEAD} days ahead, "today" being the date in ${SHOWROOM_TIME_ZONE} (UTC${BOOKING_WINDOW.utcOffset}) when the request arrives. The schema cannot say this: see x-booking-window.`,
      'x-booking-window': BOOKING_WINDOW,
    })
}


/**
 * Rules across fields run even when other fields already failed (zod skips refinements after a
 * type failure by default): an empty submit must show every message at once, and a step of the
 * booking is checked while the next step is still empty. The checks test the types themselves,
 * the payload's included: it may be anything a client sent (null, a list, a number).
 */
export const ALWAYS_CHECK = { when: () => true } as const

/** The payload's fields, or none when it is not an object (a rule across fields then has nothing to check). */
export function fieldsOf<TFields extends object>(value: unknown): Partial<TFields> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Partial<TFields>) : {}
}

/**
 * The whole body could not be read as the call's fields (broken JSON, a list, a number): envelope 400
 * with this message in `data.errors.payload`, as no field can carry it.
 */
export const PAYLOAD_FIELD = 'payload'
export const UNREADABLE_PAYLOAD_MESSAGE = 'Your details could not be read. Please fill in the form again and send it.'

/** A yes/no answer (a checkbox): sent as true or false, never left out. */
export function yesNoSchema(field: string) {
  return z.boolean({ error: validationText.select(field) })
}

type TestDriveSlotFields = { date?: unknown; time?: unknown }

/**
 * The time must be one of the test-drive slots of the chosen date: within opening hours, every 30
 * minutes, and not already started. Checked only once the date itself is bookable.
 */
export function checkTestDriveSlot(value: unknown, context: z.RefinementCtx): void {
  const { date, time } = fieldsOf<TestDriveSlotFields>(value)
  if (typeof date !== 'string' || typeof time !== 'string' || time === '') return
  const now = new Date()
  if (dateProblem(date, now)) return
  const problem = testDriveTimeProblem(date, time, now)
  if (problem === 'closed') {
    context.addIssue({ code: 'custom', path: ['time'], message: validationText.because(validationText.select('Time'), 'choose a time within opening hours (Mon-Fri 9am-6pm, Sat 10am-4pm)') })
  } else if (problem === 'past') {
    context.addIssue({ code: 'custom', path: ['time'], message: validationText.because(validationText.select('Time'), 'this time has passed') })
  }
}

type PhoneFields = { phone?: unknown; phoneCountry?: unknown }

/**
 * checkPhoneForCountry as JSON Schema, for the published contract: one `if`/`then` per phone
 * country (src/lib/phone-number.ts phonePattern). Like the code, it applies only when `phone` is
 * sent. Spread into the `allOf` of a request's `.meta()`.
 */
export function phoneForCountryRules() {
  return PHONE_COUNTRIES.map((country) => ({
    if: partialObject({ properties: { phoneCountry: { const: country } }, required: ['phoneCountry'] }),
    then: partialObject({ properties: { phone: { pattern: phonePattern(country) } } }),
  }))
}

/**
 * A subschema of a rule across fields (`if`, `then`) speaks of some properties and leaves the others
 * to the object's own schema: `additionalProperties: true` says so (JSON Schema's default). Without
 * it, validators that close every schema with `properties` (Redocly's example check) read the other
 * fields as forbidden there.
 */
export function partialObject<TSchema extends object>(schema: TSchema): TSchema & { additionalProperties: true } {
  return { ...schema, additionalProperties: true }
}

/** The phone number must be a plausible number of the selected country (src/lib/phone-number.ts). */
export function checkPhoneForCountry(value: unknown, context: z.RefinementCtx): void {
  const { phone, phoneCountry } = fieldsOf<PhoneFields>(value)
  if (typeof phone !== 'string' || phone.trim() === '' || !isPhoneCountry(phoneCountry)) return
  if (!isValidPhone(phoneCountry, phone)) context.addIssue({ code: 'custom', path: ['phone'], message: validationText.invalid('Phone number') })
}

const VEHICLE_ID_REASONS = {
  'vin-length': 'a VIN has 17 characters',
  'vin-letters': 'a VIN never contains the letters I, O or Q',
} as const

/** A registration number or a VIN (17 characters, no I, O or Q), upper-cased (src/lib/vehicle-id.ts). */
export function vehicleIdSchema(field: string) {
  return requiredText(field, 20)
    .superRefine((value, context) => {
      if (value === '') return
      const problem = vehicleIdProblem(value)
      if (problem === 'invalid') context.addIssue({ code: 'custom', message: validationText.invalid(field) })
      else if (problem) context.addIssue({ code: 'custom', message: validationText.because(validationText.invalid(field), VEHICLE_ID_REASONS[problem]) })
    })
    .transform(normaliseVehicleId)
    .meta({
      pattern: vehicleIdPattern(),
      description: `A registration number, or a VIN. The server trims the value, upper-cases it and collapses runs of spaces to one before the rules (the stored value is that form). More than ${MAX_PLATE_CHARACTERS} letters and digits without a space or hyphen is a VIN: exactly ${VIN_LENGTH} letters and digits, never ${VIN_EXCLUDED_LETTERS.join(', ')} (the pattern). Otherwise a registration: 2 to ${MAX_PLATE_CHARACTERS} letters and digits, at least one digit, in at most 4 groups separated by one space or hyphen (e.g. KJA-123-AB).`,
    })
}

/** A time of day, HH:mm (24 h). */
export const timeOfDaySchema = (field: string) =>
  z.string({ error: validationText.select(field) }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, validationText.select(field))

/**
 * Made by the client for one set of answers (a UUID) and sent with every retry of them: the server
 * answers a repeated key with the first submission's result and stores nothing new. Changed answers
 * come with a new key. A key repeated with a different payload is refused with
 * IDEMPOTENCY_CONFLICT_CODE and nothing is stored.
 */
export const idempotencyKeySchema = z
  .uuid('The idempotency key must be a UUID')
  .meta({ description: 'One key per set of answers: the same key and payload again get the first answer; the same key with another payload gets 422.' })
export const IDEMPOTENCY_CONFLICT_CODE = 422
export const IDEMPOTENCY_CONFLICT_MESSAGE = 'This request was already sent with different details'

/** At most this many keys in `supersedes`: the length a form-encoded array keeps (QUERY_PARSE_OPTIONS.arrayLimit). */
export const MAX_SUPERSEDED_KEYS = 20

/**
 * The keys of earlier tries of the same form that got no answer (lost, timed out, refused by the
 * network), sent with changed answers: this request replaces them. The server cancels whatever those
 * keys stored, and refuses with SUPERSEDED_CODE any of them that arrives later (a slow first try),
 * so that after any run of lost answers and changes exactly one record is live: the last one sent.
 */
export const supersedesSchema = z
  .array(idempotencyKeySchema, { error: 'The superseded keys must be a list of UUIDs' })
  .max(MAX_SUPERSEDED_KEYS, `At most ${MAX_SUPERSEDED_KEYS} superseded keys`)
  .optional()
  .meta({
    description:
      'The idempotency keys of earlier unanswered tries that this one replaces (changed answers). Cancel what they stored; refuse them with 409 if they arrive later.',
  })
/** A request whose key a later request superseded: refused, nothing stored. */
export const SUPERSEDED_CODE = 409
export const SUPERSEDED_MESSAGE = 'This request was replaced by a later one'

/** Booking references: prefix, year, six-digit sequence, e.g. 'TD-2026-000123'. */
export function referenceSchema(prefix: 'TD' | 'WO' | 'SV' | 'DR') {
  return z.string().regex(new RegExp(`^${prefix}-\\d{4}-\\d{6}$`))
}

/** For operations without a payload. */
export const noPayloadSchema = z.object({}).optional()

/** A server-side validation failure: envelope code 400 with data.errors. */
export const VALIDATION_ERROR_CODE = 400
