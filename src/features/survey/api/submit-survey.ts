import { submitSurvey as operation } from '@/contract/survey'
import { defineContractApi } from '@/lib/api'
import type { SubmissionKeys } from '@/lib/idempotency'
import type { SurveyFormOutput } from '../form-values'

/** POST /api/survey/: stores one survey answer and returns its reference. */
export const submitSurvey = defineContractApi(operation)

/** The survey form's mutation (loaded on demand): the validated answers and their keys (idempotency, superseded tries). */
export const sendSurvey = (survey: SurveyFormOutput, keys: SubmissionKeys) => submitSurvey({ ...survey, ...keys }, { warn: { mode: 'silent' } })
