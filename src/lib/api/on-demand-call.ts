import type { input, output } from 'zod'
import { onDemand } from '../on-demand'
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
  const binding = onDemand(() => Promise.all([loadOperation(), import('./registry')]).then(([operation, registry]) => registry.defineContractApi(operation) as Bound))
  const call = async (payload: input<TOperation['request']>, options?: RequestOptions) => (await binding.load())(payload, options)
  return Object.assign(call, { preload: () => binding.load().then(() => undefined, () => undefined) })
}
