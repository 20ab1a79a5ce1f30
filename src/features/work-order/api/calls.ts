import { defineContractApi } from '@/lib/api'
import { submitWorkOrder } from '@/contract/site'

/** The work-order call bound to its contract operation (zod included): loaded on demand by ./submit-work-order.ts. */
export const workOrderCalls = { submitWorkOrder: defineContractApi(submitWorkOrder) }
