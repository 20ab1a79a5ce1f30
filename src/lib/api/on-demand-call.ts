import type { input, output } from 'zod'
import type { ContractOperation } from './registry'
import type { RequestOptions } from './types'

/** A contract call whose schemas (zod) and request client load on first use, not with the page. */
export type OnDemandCall<TOperation extends ContractOperation> = ((
  payload: input<TOperation['request']>,
  options?: RequestOptions,
) => Promise<output<TOperation['response']>>) & {
  /** Starts loading the call's code (e.g. on the first focus in a form) so a submit does not wait for it; never rejects. */
  preload: () => Promise<void>
}

/**
 * Binds a contract operation loaded on demand: `loadOperation` is a dynamic import of its contract
 * module, so the pages that hold the call carry neither zod nor the request client in their first
 * load. The binding is made once; a failed load (offline) is tried again on the next call.
 */
export function onDemandCall<TOperation extends ContractOperation>(loadOperation: () => Promise<TOperation>): OnDemandCall<TOperation> {
  type Bound = (payload: input<TOperation['request']>, options?: RequestOptions) => Promise<output<TOperation['response']>>
  let binding: Promise<Bound> | undefined
  const bind = () => {
    if (!binding) {
      const attempt = Promise.all([loadOperation(), import('./registry')]).then(
        ([operation, registry]) => registry.defineContractApi(operation) as Bound,
      )
      binding = attempt
      attempt.catch(() => {
        if (binding === attempt) binding = undefined
      })
    }
    return binding
  }
  const call = async (payload: input<TOperation['request']>, options?: RequestOptions) => (await bind())(payload, options)
  return Object.assign(call, { preload: () => bind().then(() => undefined, () => undefined) })
}
