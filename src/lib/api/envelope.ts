import type { ZodType } from 'zod'
import { ApiError } from './api-error'
import { ENVELOPE_SUCCESS_CODE, type ApiEnvelope } from './types'

export const UNEXPECTED_RESPONSE_MESSAGE = 'Unexpected response from server'

function isEnvelope(body: unknown): body is ApiEnvelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number'
}

function readFieldErrors(data: unknown): Record<string, string> | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const errors = (data as { errors?: unknown }).errors
  if (typeof errors !== 'object' || errors === null) return undefined
  const fieldErrors: Record<string, string> = {}
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === 'string') fieldErrors[field] = message
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined
}

/**
 * Returns the envelope's data when its code is 200; otherwise logs one warning and throws an
 * ApiError carrying the server's message, code and field errors (SPEC §8).
 */
export function unwrapEnvelope<TData>(
  body: unknown,
  requestLabel: string,
  responseSchema?: ZodType<TData>,
  status?: number,
): TData {
  if (!isEnvelope(body)) {
    console.warn(`[api] ${requestLabel}: the answer is not a {code, message, data} envelope`)
    throw new ApiError(UNEXPECTED_RESPONSE_MESSAGE, { kind: 'http', status })
  }
  const message = typeof body.message === 'string' ? body.message : ''
  if (body.code !== ENVELOPE_SUCCESS_CODE) {
    console.warn(`[api] ${requestLabel} failed with code ${body.code}: ${message}`)
    throw new ApiError(message || `Request failed with code ${body.code}`, {
      kind: 'envelope',
      status,
      code: body.code,
      fieldErrors: readFieldErrors(body.data),
    })
  }
  if (!responseSchema) return body.data as TData
  const parsed = responseSchema.safeParse(body.data)
  if (!parsed.success) {
    console.warn(`[api] ${requestLabel}: data does not match the contract`, parsed.error.issues)
    throw new ApiError(UNEXPECTED_RESPONSE_MESSAGE, { kind: 'http', status, cause: parsed.error })
  }
  return parsed.data
}
