import type { input, output } from 'zod'
import type { ApiCall, ContractCallSettings, ContractOperation } from './registry'
import type { RequestOptions } from './types'

type LazyApiCall<TPayload, TData> = ApiCall<TPayload, TData> & {
  /** Starts loading the operation without calling it (e.g. on the first focus in a form); settles once loaded or failed. */
  preload(): Promise<void>
}

/**
 * A contract operation whose schemas (zod) and request code load with its first call: a page that
 * holds only the operation's hook carries neither in its first load. The operation is registered
 * (defineContractApi) once it has loaded; a failed load (offline) is forgotten, so the next call
 * loads again.
 */
export function lazyContractApi<TOperation extends ContractOperation>(
  loadOperation: () => Promise<TOperation>,
  settings: ContractCallSettings = {},
): LazyApiCall<input<TOperation['request']>, output<TOperation['response']>> {
  type Call = (payload?: unknown, options?: RequestOptions) => Promise<output<TOperation['response']>>
  let ready: Promise<Call> | undefined
  const load = () => {
    ready ??= Promise.all([loadOperation(), import('./registry')])
      .then(([operation, { callApi, defineContractApi, isApiRegistered }]) => {
        // A hot update (dev) re-ran this module after the operation was registered: call it by name.
        if (import.meta.hot && isApiRegistered(operation.name)) return ((payload, options) => callApi(operation.name, payload, options)) as Call
        return defineContractApi(operation, settings) as Call
      })
      .catch((error: unknown) => {
        ready = undefined
        throw error
      })
    return ready
  }
  const call: Call = async (payload, options) => (await load())(payload, options)
  return Object.assign(call, {
    preload: () => load().then(
      () => undefined,
      () => undefined,
    ),
  }) as LazyApiCall<input<TOperation['request']>, output<TOperation['response']>>
}
