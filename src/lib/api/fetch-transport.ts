import { ApiError } from './api-error'
import { NETWORK_ERROR_MESSAGE, createRequestSignal } from './transport-errors'
import { UNEXPECTED_RESPONSE_MESSAGE } from './envelope'

export type FetchBodyRequest = {
  url: string
  init: RequestInit
  timeoutMs: number
  signal?: AbortSignal
}

export type FetchedBody = { body: unknown; status: number }

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function messageOf(body: unknown): string | undefined {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined
  return typeof message === 'string' && message !== '' ? message : undefined
}

/**
 * Fetches a URL and returns its parsed JSON body. Transport failures become ApiErrors (SPEC §8):
 * a non-2xx status carries the body's message when it has one, a rejected fetch is a 'Network Error'.
 */
export async function fetchJsonBody({ url, init, timeoutMs, signal }: FetchBodyRequest): Promise<FetchedBody> {
  const requestSignal = createRequestSignal(timeoutMs, signal)
  try {
    const abortedBeforeStart = requestSignal.abortReason()
    if (abortedBeforeStart) throw abortedBeforeStart

    const response = await fetch(url, { ...init, signal: requestSignal.signal })
    const body = parseJson(await response.text())
    if (!response.ok) {
      throw new ApiError(messageOf(body) ?? `Request failed with status code ${response.status}`, {
        kind: 'http',
        status: response.status,
      })
    }
    if (body === undefined) {
      throw new ApiError(UNEXPECTED_RESPONSE_MESSAGE, { kind: 'http', status: response.status })
    }
    return { body, status: response.status }
  } catch (error) {
    if (error instanceof ApiError) throw error
    const abortReason = requestSignal.abortReason()
    if (abortReason) throw abortReason
    if (error instanceof TypeError) throw new ApiError(NETWORK_ERROR_MESSAGE, { kind: 'network', cause: error })
    throw new ApiError(error instanceof Error ? error.message : String(error), { kind: 'network', cause: error })
  } finally {
    requestSignal.dispose()
  }
}
