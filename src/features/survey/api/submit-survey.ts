import { useMutation } from '@tanstack/react-query'
import type { Submission } from '@/lib/idempotency'
import { onDemandCall } from '@/lib/api/on-demand-call'
import type { SurveyFormOutput } from '../form-values'

/** POST /api/survey/: stores one survey answer and returns its reference. */
export const submitSurvey = onDemandCall(async () => (await import('@/contract/survey')).submitSurvey)

/** The survey form's mutation: the validated answers and their keys (idempotency, superseded tries). Silent: the form shows failures. */
export function useSubmitSurvey() {
  return useMutation<{ reference: string }, Error, Submission<SurveyFormOutput>>({
    mutationKey: ['survey', 'submit'],
    mutationFn: ({ values, keys }) => submitSurvey({ ...values, ...keys }, { warn: { mode: 'silent' } }),
  })
}
