import { getTest, submitWorkOrder } from '@/contract/site'
import { validationText } from '@/contract/common'
import { mockDb } from '../db'
import { faultResponse } from '../fault-response'
import { envelopeSuccess, idempotentAnswer, operationHandler } from '../operation-handler'

export const siteHandlers = [
  operationHandler(getTest, () => envelopeSuccess({ status: 'ok', serverTime: new Date().toISOString() })),

  operationHandler(
    submitWorkOrder,
    ({ payload }) => {
      const outcome = mockDb.submit('workOrder', payload, payload.idempotencyKey)
      return idempotentAnswer(outcome, (record) => ({ reference: record.reference }))
    },
    { before: () => faultResponse('registrationOrVin', validationText.invalid('Registration number or VIN')) },
  ),
]
