import { useMutation } from '@tanstack/react-query'
import type { Submission } from '@/lib/idempotency'
import type { RequestOptions } from '@/lib/api/types'
import type { workOrderCalls } from './calls'
import type { WorkOrderFormOutput } from '../form-values'

// The call's contract (zod) and the request client load on demand: not in the page's first load.
const loadCalls = () => import('./calls')

/** POST /api/work-order/ (SPEC §7). */
export async function submitWorkOrder(payload: Parameters<typeof workOrderCalls.submitWorkOrder>[0], options?: RequestOptions) {
  return (await loadCalls()).workOrderCalls.submitWorkOrder(payload, options)
}

/** Starts loading the call (contract and request code) on the first focus in the form, so a submit does not wait for it. */
export function preloadSubmitWorkOrder(): Promise<unknown> {
  return loadCalls().catch(() => undefined)
}

/**
 * The service-booking form's mutation: the validated order and its keys (idempotency, superseded
 * tries). SPEC §7: it sets the form loading flag (`loadingForm`). Silent: the form shows failures.
 */
export function useSubmitWorkOrder() {
  return useMutation<{ reference: string }, Error, Submission<WorkOrderFormOutput>>({
    mutationKey: ['work-order', 'submit'],
    mutationFn: ({ values, keys }) => submitWorkOrder({ ...values, ...keys }, { warn: { mode: 'silent' } }),
    meta: { loadingFlag: 'loadingForm' },
  })
}
