import type { ZodType } from 'zod'
import type { ApiMethod, ApiService, BodyType } from '@/lib/api/types'

/**
 * One call of the site, as the backend team will implement it: where it goes, how the payload
 * travels (query string for get; body encoded per `bodyType` otherwise) and the zod schemas of the
 * payload (`request`) and of the envelope's `data` on success (`response`).
 */
export type ApiOperation<TRequest extends ZodType = ZodType, TResponse extends ZodType = ZodType> = {
  name: string
  service: ApiService
  method: ApiMethod
  path: string
  bodyType: BodyType
  request: TRequest
  response: TResponse
}

/** Keeps the literal types of an operation while checking its shape. */
export function defineOperation<TRequest extends ZodType, TResponse extends ZodType>(
  operation: ApiOperation<TRequest, TResponse>,
): ApiOperation<TRequest, TResponse> {
  return operation
}
