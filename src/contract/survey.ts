import { z } from 'zod'
import { defineOperation } from './operation'
import {
  ALWAYS_CHECK,
  checkPhoneForCountry,
  fieldsOf,
  idempotencyKeySchema,
  notBlank,
  supersedesSchema,
  optionalText,
  partialObject,
  personNameSchema,
  phoneCountrySchema,
  phoneForCountryRules,
  phoneSchema,
  referenceSchema,
  requiredChoice,
  showroomIdSchema,
  validationText,
  yesNoSchema,
} from './common'

export const VISIT_TYPES = ['sales', 'service'] as const

function scoreSchema(field: string, min: number, max: number) {
  return z
    .number({ error: validationText.select(field) })
    .int(validationText.select(field))
    .min(min, validationText.select(field))
    .max(max, validationText.select(field))
}

/**
 * The answers. Contact details are optional and only kept with the visitor's consent: with
 * contactConsent, a name and a phone number are required (withSurveyRules).
 */
export const surveyFieldsSchema = z.object({
  showroomId: showroomIdSchema,
  visitType: requiredChoice('Visit type', VISIT_TYPES),
  overallRating: scoreSchema('Overall rating', 1, 5),
  recommendScore: scoreSchema('Recommendation score', 0, 10),
  /** Labels of what went well; at most 20 (the query parser's array limit). */
  wentWell: z
    .array(
      notBlank(
        z
          .string({ error: validationText.select('What went well') })
          .trim()
          .min(1, validationText.select('What went well'))
          .max(100, validationText.maxLength('What went well', 100)),
      ),
      { error: validationText.select('What went well') },
    )
    .max(20, validationText.select('What went well')),
  comments: optionalText('Comments'),
  contactConsent: yesNoSchema('Contact consent'),
  name: personNameSchema('Name', 100).optional(),
  phoneCountry: phoneCountrySchema.optional(),
  phone: phoneSchema.optional(),
})

type SurveyContactFields = { contactConsent?: unknown; name?: unknown; phone?: unknown; phoneCountry?: unknown }

/** The consent rule of withSurveyRules as JSON Schema, for the published contract. */
const CONSENT_CONTACT_FIELDS = ['name', 'phoneCountry', 'phone'] as const
const CONSENT_NEEDS_CONTACT = {
  if: partialObject({ properties: { contactConsent: { const: true } }, required: ['contactConsent'] }),
  // The fields' own rules are the object's; listed here (any value) so the names are declared where required.
  then: partialObject({ properties: Object.fromEntries(CONSENT_CONTACT_FIELDS.map((field) => [field, {}])), required: [...CONSENT_CONTACT_FIELDS] }),
}

export function withSurveyRules<TSchema extends z.ZodType<SurveyContactFields>>(schema: TSchema) {
  return schema
    .superRefine((payload: unknown, context) => {
      const value = fieldsOf<SurveyContactFields>(payload)
      if (value.contactConsent !== true) return
      if (value.name === undefined) context.addIssue({ code: 'custom', path: ['name'], message: validationText.required('Name') })
      if (value.phone === undefined) context.addIssue({ code: 'custom', path: ['phone'], message: validationText.required('Phone number') })
      if (value.phoneCountry === undefined) context.addIssue({ code: 'custom', path: ['phoneCountry'], message: validationText.select('Phone country') })
      checkPhoneForCountry(value, context)
    }, ALWAYS_CHECK)
    .meta({ allOf: [CONSENT_NEEDS_CONTACT, ...phoneForCountryRules()] })
}

export const surveyRequestSchema = withSurveyRules(surveyFieldsSchema.extend({ idempotencyKey: idempotencyKeySchema, supersedes: supersedesSchema }))
export type SurveyRequest = z.infer<typeof surveyRequestSchema>
export type SurveyInput = z.input<typeof surveyRequestSchema>

export const surveyResponseSchema = z.object({ reference: referenceSchema('SV') })

/** JSON body: the payload has numbers, booleans and an array. */
export const submitSurvey = defineOperation({
  name: 'survey.submit',
  service: 'site',
  method: 'post',
  path: '/api/survey/',
  bodyType: 'json',
  request: surveyRequestSchema,
  response: surveyResponseSchema,
})

export const surveyOperations = [submitSurvey] as const
