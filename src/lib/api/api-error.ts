/**
 * How a request failed:
 * - envelope: the server answered with an envelope code other than 200
 * - http: a non-2xx status, or a 2xx answer that is not a valid envelope
 * - network: the request never got an answer (fetch rejected, script failed to load)
 * - timeout: no answer within the request's time limit
 * - aborted: the caller aborted the request
 */
export type ApiErrorKind = 'envelope' | 'http' | 'network' | 'timeout' | 'aborted'

export type ApiErrorDetails = {
  kind: ApiErrorKind
  status?: number
  code?: number
  fieldErrors?: Record<string, string>
  cause?: unknown
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  /** HTTP status, when the server answered. */
  readonly status?: number
  /** Envelope code, for kind 'envelope'. */
  readonly code?: number
  /** Server-side validation messages by field name, from the envelope's data.errors. */
  readonly fieldErrors?: Record<string, string>

  constructor(message: string, { kind, status, code, fieldErrors, cause }: ApiErrorDetails) {
    super(message, cause === undefined ? undefined : { cause })
    this.kind = kind
    if (status !== undefined) this.status = status
    if (code !== undefined) this.code = code
    if (fieldErrors !== undefined) this.fieldErrors = fieldErrors
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
