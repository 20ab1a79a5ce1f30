import type { ZodType } from 'zod'

/** The two hosts the site talks to (SPEC §7): the site API and the account ("passport") service. */
export type ApiService = 'site' | 'passport'

/** get and jsonp carry the payload in the query string; the others carry it in the body. */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'jsonp'

/** How a body is encoded: form (application/x-www-form-urlencoded, the default) or json. */
export type BodyType = 'form' | 'json'

/**
 * The shared loading flags of SPEC §3. A query or mutation names the flag it drives in its `meta`
 * (src/lib/loading-flags.ts); the request itself knows nothing of them.
 */
export type LoadingFlag = 'loading' | 'loadingForm' | 'loadingTable'

export type ToastType = 'error' | 'warning' | 'info' | 'success' | 'loading'

/** What the client does with the message of a failed request before rethrowing it (SPEC §8). */
export type WarnMode = { mode: 'page' } | { mode: 'silent' } | { mode: 'toast'; type?: ToastType }

/** The JSON envelope every API answers with; `code` 200 means success. */
export type ApiEnvelope<TData = unknown> = {
  code: number
  message: string
  data: TData
}

export const ENVELOPE_SUCCESS_CODE = 200

/** Per-call options a caller may pass next to the payload. */
export type RequestOptions = {
  /** Aborting it rejects with an ApiError of kind 'aborted' (no warning is shown). */
  signal?: AbortSignal
  /** Overrides the operation's timeout. */
  timeoutMs?: number
  /** Default: a toast of type 'error'. */
  warn?: WarnMode
  headers?: Record<string, string>
}

/** Everything that describes one operation of an API, independent of a particular call. */
export type ApiOperationSettings<TData> = {
  service: ApiService
  method: ApiMethod
  /** Path on the service host, e.g. '/api/news/' (trailing slash as the server expects it). */
  path: string
  bodyType?: BodyType
  /** Default: env.VITE_REQUEST_TIMEOUT_MS, or 5000 ms for jsonp. */
  timeoutMs?: number
  /** When given, `data` is validated (and transformed) by it; a mismatch is an error. */
  responseSchema?: ZodType<TData>
}
