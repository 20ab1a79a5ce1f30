import { bookTestDrive } from '@/contract/test-drive'
import { validationText } from '@/contract/common'
import { mockDb } from '../db'
import { faultResponse } from '../fault-response'
import { envelopeSuccess, operationHandler } from '../operation-handler'

export const testDriveHandlers = [
  operationHandler(
    bookTestDrive,
    ({ payload }) => {
      const { record } = mockDb.submit('testDrive', payload, payload.idempotencyKey)
      return envelopeSuccess({ ...record.payload, reference: record.reference })
    },
    { before: () => faultResponse('phone', validationText.invalid('Phone number')) },
  ),
]
