import { fieldOrder, type FormValuesOf } from '@/components/form/form-values'
import type { SurveyInput } from '@/contract/survey'

export type SurveyFormOutput = Omit<SurveyInput, 'idempotencyKey' | 'supersedes'>

/** What the form holds while it is filled in (form-values.ts in the form kit). */
export type SurveyFormValues = FormValuesOf<SurveyFormOutput>

export const SURVEY_FORM_ID = 'survey'

export const SURVEY_DEFAULTS: SurveyFormValues = {
  showroomId: '',
  visitType: '',
  overallRating: '',
  recommendScore: '',
  wentWell: [],
  comments: '',
  contactConsent: false,
  name: '',
  phoneCountry: 'NG',
  phone: '',
}

export const SURVEY_FIELDS = fieldOrder<SurveyFormValues>()([
  'showroomId',
  'visitType',
  'overallRating',
  'recommendScore',
  'wentWell',
  'comments',
  'contactConsent',
  'name',
  'phoneCountry',
  'phone',
])

/** The contract's options (src/contract/survey.ts), here without zod for the first load. */
export const VISIT_TYPE_OPTIONS = ['sales', 'service'] as const
export const WENT_WELL_OPTIONS = [
  'Friendly staff',
  'Clear explanations',
  'Car ready on time',
  'Quality of the work',
  'Fair price',
  'Short waiting time',
  'Comfortable waiting area',
  'Easy booking',
] as const

/** A radio's value as a score: '' or nothing chosen → undefined (required), '4' → 4. */
export function parseScore(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined
  return typeof value === 'string' ? Number(value) : value
}
