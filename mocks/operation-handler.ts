import { http, HttpResponse, type HttpResponseResolver } from 'msw'
import type { z } from 'zod'
import type { ApiOperation } from '@/contract/operation'
import { IDEMPOTENCY_CONFLICT_CODE, IDEMPOTENCY_CONFLICT_MESSAGE, PAYLOAD_FIELD, SUPERSEDED_CODE, SUPERSEDED_MESSAGE, UNREADABLE_PAYLOAD_MESSAGE, VALIDATION_ERROR_CODE } from '@/contract/common'
import type { IdempotentOutcome } from './db'
import { ENVELOPE_SUCCESS_CODE, JSONP_CALLBACK_PARAM, parseQuery, serviceUrl } from '@/lib/api'

/**
 * Envelope errors are answered with HTTP 200, as the client treats any code other than 200 in the
 * envelope as a failure; transport-level faults (mocks/fault.ts) use real HTTP statuses.
 */
export function envelopeSuccess<TData>(data: TData) {
  return HttpResponse.json({ code: ENVELOPE_SUCCESS_CODE, message: 'success', data })
}

export function envelopeError(code: number, message: string, data: unknown = null) {
  return HttpResponse.json({ code, message, data })
}

/** Envelope 400 with data.errors: { field: message }; the message is the first field's message. */
export function validationError(errors: Record<string, string>) {
  const firstMessage = Object.values(errors)[0] ?? 'Invalid request'
  return envelopeError(VALIDATION_ERROR_CODE, firstMessage, { errors })
}

/**
 * The answer to a call with an idempotency key: its (first) result, the conflict of a reused key,
 * or the refusal of a key a later request superseded.
 */
export function idempotentAnswer<TResult, TData>(outcome: IdempotentOutcome<TResult>, toData: (result: TResult) => TData) {
  if (outcome.status === 'conflict') return envelopeError(IDEMPOTENCY_CONFLICT_CODE, IDEMPOTENCY_CONFLICT_MESSAGE)
  if (outcome.status === 'superseded') return envelopeError(SUPERSEDED_CODE, SUPERSEDED_MESSAGE)
  return envelopeSuccess(toData(outcome.result))
}

/** One message per field (the first zod reports), keyed by the dotted path; 'payload' for the whole body. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    // The payload as a whole (not an object): zod's own wording is not for a visitor.
    if (issue.path.length === 0) errors[PAYLOAD_FIELD] ??= UNREADABLE_PAYLOAD_MESSAGE
    else errors[issue.path.join('.')] ??= issue.message
  }
  return errors
}

class UnreadableBodyError extends Error {}

/**
 * The payload as sent: query string for get/jsonp, otherwise the body (JSON or form-encoded). An
 * empty body, or JSON `null`, is a form sent with no answers: every required field gets its own
 * message. Anything else that is not an object (a list, a number, broken JSON) cannot be read.
 */
async function readPayload(request: Request, method: ApiOperation['method']): Promise<unknown> {
  if (method === 'get' || method === 'jsonp') return parseQuery(new URL(request.url).search)
  const text = await request.text()
  if (text.trim() === '') return {}
  if ((request.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      const json = JSON.parse(text) as unknown
      if (json === null) return {}
      if (typeof json !== 'object' || Array.isArray(json)) throw new UnreadableBodyError()
      return json
    } catch {
      throw new UnreadableBodyError()
    }
  }
  return parseQuery(text)
}

export type ValidatedRequest<TOperation extends ApiOperation> = {
  payload: z.output<TOperation['request']>
  request: Request
}

const JAVASCRIPT_IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** Wraps a JSON answer as the script a JSONP request expects: callback(json). */
async function asJsonpScript(request: Request, response: Response): Promise<Response> {
  const callback = new URL(request.url).searchParams.get(JSONP_CALLBACK_PARAM) ?? ''
  if (!JAVASCRIPT_IDENTIFIER.test(callback)) return new HttpResponse('Missing or invalid callback', { status: 400 })
  return new HttpResponse(`${callback}(${await response.text()})`, {
    headers: { 'content-type': 'application/javascript' },
  })
}

const methodHandlers = {
  get: http.get,
  jsonp: http.get,
  post: http.post,
  put: http.put,
  patch: http.patch,
  delete: http.delete,
} as const

/**
 * An msw handler for a contract operation: it matches the operation's method and absolute URL,
 * validates the payload with the operation's own request schema (answering envelope 400 with field
 * errors when it fails) and hands the parsed payload to `resolve`.
 */
export function operationHandler<TOperation extends ApiOperation>(
  operation: TOperation,
  resolve: (validated: ValidatedRequest<TOperation>) => Response | Promise<Response>,
  { before }: { before?: (request: Request) => Promise<Response | undefined> } = {},
) {
  const resolver: HttpResponseResolver = async ({ request }) => {
    const early = await before?.(request)
    if (early) return early
    let payload: unknown
    try {
      payload = await readPayload(request, operation.method)
    } catch (error) {
      if (!(error instanceof UnreadableBodyError)) throw error
      const response = validationError({ [PAYLOAD_FIELD]: UNREADABLE_PAYLOAD_MESSAGE })
      return operation.method === 'jsonp' ? asJsonpScript(request, response) : response
    }
    const parsed = operation.request.safeParse(payload)
    const response = parsed.success
      ? await resolve({ payload: parsed.data as z.output<TOperation['request']>, request })
      : validationError(fieldErrorsOf(parsed.error))
    return operation.method === 'jsonp' ? asJsonpScript(request, response) : response
  }
  return methodHandlers[operation.method](serviceUrl(operation.service, operation.path), resolver)
}
