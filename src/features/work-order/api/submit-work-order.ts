import { submitWorkOrder as operation } from '@/contract/site'
import { defineContractApi } from '@/lib/api'
import type { WorkOrderFormOutput } from '../form-values'

/** SPEC §7: POST /api/work-order/ sets the form loading flag. */
export const submitWorkOrder = defineContractApi(operation, { loadingFlag: 'loadingForm' })

/** The service-booking form's mutation (loaded on demand): the validated order and its idempotency key. */
export const sendWorkOrder = (order: WorkOrderFormOutput, idempotencyKey: string) =>
  submitWorkOrder({ ...order, idempotencyKey }, { warn: { mode: 'silent' } })
