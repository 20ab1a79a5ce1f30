import { env } from '@/config/env'
import { ApiError } from './api-error'
import { getApiClientHooks } from './client-hooks'
import { unwrapEnvelope } from './envelope'
import { fetchJsonBody } from './fetch-transport'
import { JSONP_DEFAULT_TIMEOUT_MS, loadJsonp } from './jsonp'
import { appendQuery, stringifyQuery } from './query-string'
import { serviceUrl } from './service-url'
import type { ApiOperationSettings, RequestOptions, WarnMode } from './types'

export type RequestConfig<TData> = ApiOperationSettings<TData> &
  RequestOptions & {
    payload?: unknown
    /** Shown in console warnings; defaults to "METHOD path". */
    label?: string
  }

const DEFAULT_WARN_MODE: WarnMode = { mode: 'toast', type: 'error' }

function buildInit({ service, method, payload, bodyType = 'form', headers }: RequestConfig<unknown>): RequestInit {
  const requestHeaders: Record<string, string> = { accept: 'application/json' }
  let body: string | undefined
  if (method !== 'get' && payload !== undefined) {
    if (bodyType === 'json') {
      requestHeaders['content-type'] = 'application/json'
      body = JSON.stringify(payload)
    } else {
      requestHeaders['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8'
      body = stringifyQuery(payload)
    }
  }
  const init: RequestInit = { method: method.toUpperCase(), headers: requestHeaders, body }
  if (service === 'passport') {
    requestHeaders['user-client'] = env.VITE_USER_CLIENT
    init.credentials = 'include'
  }
  Object.assign(requestHeaders, headers)
  return init
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  const message = error instanceof Error ? error.message : String(error)
  return new ApiError(message, { kind: 'network', cause: error })
}

function reportFailure(error: ApiError, warn: WarnMode): void {
  if (error.kind === 'aborted') return
  const hooks = getApiClientHooks()
  if (warn.mode === 'page') hooks.onPageWarn(error.message)
  else if (warn.mode === 'toast') hooks.onToast(warn.type ?? 'error', error.message)
}

/**
 * Performs one call (SPEC §7, §8): payload in the query string for get/jsonp and in the body
 * otherwise, envelope unwrapping, timeout and warn mode. Every failure rejects with an ApiError.
 * Loading flags and caching are TanStack Query's (the query or mutation that runs the call).
 */
export async function request<TData>(config: RequestConfig<TData>): Promise<TData> {
  const { service, method, path, payload, responseSchema, signal } = config
  const carriesPayloadInQuery = method === 'get' || method === 'jsonp'
  const url = carriesPayloadInQuery ? appendQuery(serviceUrl(service, path), payload) : serviceUrl(service, path)
  const label = config.label ?? `${method.toUpperCase()} ${path}`

  try {
    await getApiClientHooks().getRequestGate?.()
    let data: TData
    if (method === 'jsonp') {
      const body = await loadJsonp({ url, timeoutMs: config.timeoutMs ?? JSONP_DEFAULT_TIMEOUT_MS, signal })
      data = unwrapEnvelope(body, label, responseSchema)
    } else {
      const timeoutMs = config.timeoutMs ?? env.VITE_REQUEST_TIMEOUT_MS
      const { body, status } = await fetchJsonBody({ url, init: buildInit(config), timeoutMs, signal })
      data = unwrapEnvelope(body, label, responseSchema, status)
    }
    return data
  } catch (error) {
    const apiError = toApiError(error)
    reportFailure(apiError, config.warn ?? DEFAULT_WARN_MODE)
    throw apiError
  }
}
