import { getContact } from '@/contract/contact'
import { contactFixture } from '../fixtures/contact'
import { envelopeSuccess, operationHandler } from '../operation-handler'

export const contactHandlers = [operationHandler(getContact, () => envelopeSuccess(contactFixture))]
