import { getTest, submitWorkOrder } from '@/contract/site'
import { validationText } from '@/contract/common'
import { mockDb } from '../db'
import { faultResponse } from '../fault-response'
import { envelopeSuccess, operationHandler } from '../operation-handler'

export const siteHandlers = [
  operationHandler(getTest, () => envelopeSuccess({ status: 'ok', serverTime: new Date().toISOString() })),

  operationHandler(
    submitWorkOrder,
    ({ payload }) => {
      const { record } = mockDb.submit('workOrder', payload, payload.idempotencyKey)
      return envelopeSuccess({ reference: record.reference })
    },
    { before: () => faultResponse('registrationOrVin', validationText.invalid('Registration number or VIN')) },
  ),
]
