import { bookTestDrive } from '@/contract/test-drive'
import { validationText } from '@/contract/common'
import { mockDb } from '../db'
import { faultResponse } from '../fault-response'
import { idempotentAnswer, operationHandler } from '../operation-handler'

export const testDriveHandlers = [
  operationHandler(
    bookTestDrive,
    ({ payload }) => {
      const outcome = mockDb.submit('testDrive', payload, payload.idempotencyKey)
      return idempotentAnswer(outcome, (record) => ({ ...record.payload, reference: record.reference }))
    },
    { before: () => faultResponse('phone', validationText.invalid('Phone number')) },
  ),
]
