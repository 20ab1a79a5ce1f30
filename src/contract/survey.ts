import { z } from 'zod'
import { defineOperation } from './operation'
import {
  idempotencyKeySchema,
  optionalText,
  referenceSchema,
  requiredChoice,
  showroomIdSchema,
  validationText,
} from './common'

export const VISIT_TYPES = ['sales', 'service'] as const
export type VisitType = (typeof VISIT_TYPES)[number]

function scoreSchema(field: string, min: number, max: number) {
  return z
    .number({ error: validationText.select(field) })
    .int(validationText.select(field))
    .min(min, validationText.select(field))
    .max(max, validationText.select(field))
}

export const surveyRequestSchema = z.object({
  showroomId: showroomIdSchema,
  visitType: requiredChoice('Visit type', VISIT_TYPES),
  overallRating: scoreSchema('Overall rating', 1, 5),
  recommendScore: scoreSchema('Recommendation score', 0, 10),
  /** Labels of what went well; at most 20 (the query parser's array limit). */
  wentWell: z.array(z.string().trim().min(1).max(100)).max(20),
  comments: optionalText('Comments'),
  contactConsent: z.boolean(),
  idempotencyKey: idempotencyKeySchema,
})
export type SurveyRequest = z.infer<typeof surveyRequestSchema>
export type SurveyInput = z.input<typeof surveyRequestSchema>

export const surveyResponseSchema = z.object({ reference: referenceSchema('SV') })
export type SurveyResponse = z.infer<typeof surveyResponseSchema>

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
