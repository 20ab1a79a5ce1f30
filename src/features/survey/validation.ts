import { z } from 'zod'
import { surveyFieldsSchema, withSurveyRules } from '@/contract/survey'
import { isPhoneCountry, normalisePhone } from '@/lib/phone-number'
import { parseScore, type SurveyFormOutput } from './form-values'

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/**
 * Loaded on demand (with zod) by the survey: the contract's fields and rules, the scores read from
 * their radios, and contact details kept only with the visitor's consent.
 */
const answersSchema = surveyFieldsSchema.extend({
  overallRating: z.preprocess(parseScore, surveyFieldsSchema.shape.overallRating),
  recommendScore: z.preprocess(parseScore, surveyFieldsSchema.shape.recommendScore),
  wentWell: z.preprocess((value) => (Array.isArray(value) ? value : []), surveyFieldsSchema.shape.wentWell),
  name: z.preprocess(blankToUndefined, surveyFieldsSchema.shape.name),
  phone: z.preprocess(blankToUndefined, surveyFieldsSchema.shape.phone),
})

/** Without consent the contact fields are hidden: whatever they hold is neither checked nor sent. */
const withoutContactUnlessConsented = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { contactConsent?: unknown }).contactConsent !== true
    ? { ...value, name: undefined, phone: undefined, phoneCountry: undefined }
    : value

export const surveyFormSchema = withSurveyRules(z.preprocess(withoutContactUnlessConsented, answersSchema)).transform((survey): SurveyFormOutput => {
  const { name, phoneCountry, phone, ...answers } = survey
  if (!survey.contactConsent) return answers
  return {
    ...answers,
    name,
    phoneCountry,
    phone: phone && isPhoneCountry(phoneCountry) ? normalisePhone(phoneCountry, phone) : phone,
  }
})
