import { useMutation } from '@tanstack/react-query'
import type { Submission } from '@/lib/idempotency'
import type { RequestOptions } from '@/lib/api/types'
import type { surveyCalls } from './calls'
import type { SurveyFormOutput } from '../form-values'

// The call's contract (zod) and the request client load on demand: not in the page's first load.
const loadCalls = () => import('./calls')

/** POST /api/survey/: stores one survey answer and returns its reference. */
export async function submitSurvey(payload: Parameters<typeof surveyCalls.submitSurvey>[0], options?: RequestOptions) {
  return (await loadCalls()).surveyCalls.submitSurvey(payload, options)
}

/** Starts loading the call (contract and request code) on the first focus in the form, so a submit does not wait for it. */
export function preloadSubmitSurvey(): Promise<unknown> {
  return loadCalls().catch(() => undefined)
}

/** The survey form's mutation: the validated answers and their keys (idempotency, superseded tries). Silent: the form shows failures. */
export function useSubmitSurvey() {
  return useMutation<{ reference: string }, Error, Submission<SurveyFormOutput>>({
    mutationKey: ['survey', 'submit'],
    mutationFn: ({ values, keys }) => submitSurvey({ ...values, ...keys }, { warn: { mode: 'silent' } }),
  })
}
