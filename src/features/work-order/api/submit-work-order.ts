import { submitWorkOrder as operation } from '@/contract/site'
import { defineContractApi } from '@/lib/api'
import type { SubmissionKeys } from '@/lib/idempotency'
import type { WorkOrderFormOutput } from '../form-values'

/** SPEC §7: POST /api/work-order/ sets the form loading flag. */
export const submitWorkOrder = defineContractApi(operation, { loadingFlag: 'loadingForm' })

/** The service-booking form's mutation (loaded on demand): the validated order and its keys (idempotency, superseded tries). */
export const sendWorkOrder = (order: WorkOrderFormOutput, keys: SubmissionKeys) => submitWorkOrder({ ...order, ...keys }, { warn: { mode: 'silent' } })
