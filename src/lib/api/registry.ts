import type { ZodType, input, output } from 'zod'
import { request } from './request'
import type { ApiMethod, ApiOperationSettings, ApiService, BodyType, RequestOptions } from './types'

export type ApiDefinition<TData> = ApiOperationSettings<TData> & {
  /** Unique across the app, e.g. 'news.detail'. */
  name: string
}

/** The payload may be left out when the operation accepts none (void or undefined). */
export type ApiCall<TPayload, TData> = undefined extends TPayload
  ? (payload?: TPayload, options?: RequestOptions) => Promise<TData>
  : (payload: TPayload, options?: RequestOptions) => Promise<TData>

/** The shape of an operation in src/contract: the transport facts plus request and response schemas. */
export type ContractOperation = {
  name: string
  service: ApiService
  method: ApiMethod
  path: string
  bodyType?: BodyType
  request: ZodType
  response: ZodType
}

/** Client-side choices the contract does not make. */
export type ContractCallSettings = Pick<ApiOperationSettings<unknown>, 'timeoutMs'>

const registry = new Map<string, ApiDefinition<unknown>>()

// During a Vite hot update, edited modules run their defineApi calls again: that is not a duplicate.
let hotUpdateInProgress = false
if (import.meta.hot) {
  import.meta.hot.on('vite:beforeUpdate', () => {
    hotUpdateInProgress = true
  })
  import.meta.hot.on('vite:afterUpdate', () => {
    hotUpdateInProgress = false
  })
}

/** Registers an operation under a unique name and returns a typed function that calls it. */
export function defineApi<TPayload = void, TData = unknown>(definition: ApiDefinition<TData>): ApiCall<TPayload, TData> {
  if (registry.has(definition.name) && !hotUpdateInProgress) {
    throw new Error(`API "${definition.name}" is already registered`)
  }
  registry.set(definition.name, definition as ApiDefinition<unknown>)
  const call = (payload?: TPayload, options?: RequestOptions) =>
    request<TData>({ ...definition, label: definition.name, ...options, payload })
  return call as ApiCall<TPayload, TData>
}

/** Registers a contract operation; its response schema validates every answer. */
export function defineContractApi<TOperation extends ContractOperation>(
  operation: TOperation,
  settings: ContractCallSettings = {},
): ApiCall<input<TOperation['request']>, output<TOperation['response']>> {
  return defineApi<input<TOperation['request']>, output<TOperation['response']>>({
    name: operation.name,
    service: operation.service,
    method: operation.method,
    path: operation.path,
    bodyType: operation.bodyType,
    responseSchema: operation.response as ZodType<output<TOperation['response']>>,
    ...settings,
  })
}

/**
 * Calls a registered operation by name. An unknown name is a developer error and throws
 * synchronously, before any request is made.
 */
export function callApi<TData = unknown>(name: string, payload?: unknown, options?: RequestOptions): Promise<TData> {
  const definition = registry.get(name) as ApiDefinition<TData> | undefined
  if (!definition) throw new Error(`API "${name}" is not registered`)
  return request<TData>({ ...definition, label: name, ...options, payload })
}

export function isApiRegistered(name: string): boolean {
  return registry.has(name)
}

/** Tests register throwaway operations; this forgets them all. */
export function resetApiRegistryForTests(): void {
  registry.clear()
}
