import { submitSurvey } from '@/contract/survey'
import { validationText } from '@/contract/common'
import { mockDb } from '../db'
import { faultResponse } from '../fault-response'
import { idempotentAnswer, operationHandler } from '../operation-handler'

export const surveyHandlers = [
  operationHandler(
    submitSurvey,
    ({ payload }) => {
      const outcome = mockDb.submit('survey', payload, payload.idempotencyKey)
      return idempotentAnswer(outcome, (record) => ({ reference: record.reference }))
    },
    { before: () => faultResponse('comments', validationText.maxLength('Comments', 2000)) },
  ),
]
