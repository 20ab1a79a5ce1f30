import { useMutation } from '@tanstack/react-query'
import type { Submission } from '@/lib/idempotency'
import { onDemandCall } from '@/lib/api/on-demand-call'
import type { WorkOrderFormOutput } from '../form-values'

/** POST /api/work-order/ (SPEC §7). */
export const submitWorkOrder = onDemandCall(async () => (await import('@/contract/site')).submitWorkOrder)

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
