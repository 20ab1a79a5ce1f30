import { HttpResponse, delay } from 'msw'
import { takeMockFault } from './fault'
import { validationError } from './operation-handler'

export const FAULT_TIMEOUT_DELAY_MS = 20_000

/**
 * The response forced by the active fault (mocks/fault.ts), or undefined to answer normally.
 * 'timeout' only delays: a client that waits longer than 20 s still gets the normal answer.
 */
export async function faultResponse(fieldForBadRequest: string, badRequestMessage: string): Promise<Response | undefined> {
  const fault = takeMockFault()
  switch (fault) {
    case '500':
      return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })
    case '400':
      return validationError({ [fieldForBadRequest]: badRequestMessage })
    case 'network':
      return HttpResponse.error()
    case 'timeout':
      await delay(FAULT_TIMEOUT_DELAY_MS)
      return undefined
    case null:
      return undefined
  }
}
