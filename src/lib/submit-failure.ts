import { isApiError } from './api/api-error'

/**
 * Why a form submission failed, in the terms the visitor needs to decide what to do next:
 * - offline: the device has no connection (nothing was sent)
 * - network: the request got no answer (it may or may not have arrived)
 * - timeout: no answer within the time limit (it may or may not have arrived)
 * - server: the server failed (HTTP 5xx or an envelope error without field messages)
 * - invalid: the server rejected some fields (envelope 400 with data.errors)
 */
export type SubmitFailureKind = 'offline' | 'network' | 'timeout' | 'server' | 'invalid'

export type SubmitFailure = {
  kind: SubmitFailureKind
  /** The server's own message, when it sent one. */
  serverMessage?: string
  /** The envelope's code, when the server refused with one (the account forms show the messages of the codes their calls document). */
  code?: number
  /** Server-side validation messages by field name. */
  fieldErrors?: Record<string, string>
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/**
 * Classifies an error thrown while submitting; undefined for an abort (not a failure to report).
 * Anything that is not an ApiError (e.g. the submission code failing to load) means the page could
 * not talk to the server: offline or a network failure.
 */
export function classifySubmitError(error: unknown): SubmitFailure | undefined {
  if (!isApiError(error)) return { kind: isOffline() ? 'offline' : 'network' }
  switch (error.kind) {
    case 'aborted':
      return undefined
    case 'timeout':
      return { kind: 'timeout' }
    case 'network':
      return { kind: isOffline() ? 'offline' : 'network' }
    case 'envelope':
      if (error.fieldErrors && Object.keys(error.fieldErrors).length > 0) {
        return { kind: 'invalid', serverMessage: error.message, fieldErrors: error.fieldErrors }
      }
      return { kind: 'server', serverMessage: error.message, ...(error.code === undefined ? {} : { code: error.code }) }
    case 'http':
      return { kind: 'server' }
  }
}
