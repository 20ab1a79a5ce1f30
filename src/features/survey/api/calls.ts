import { defineContractApi } from '@/lib/api'
import { submitSurvey } from '@/contract/survey'

/** The survey call bound to its contract operation (zod included): loaded on demand by ./submit-survey.ts. */
export const surveyCalls = { submitSurvey: defineContractApi(submitSurvey) }
