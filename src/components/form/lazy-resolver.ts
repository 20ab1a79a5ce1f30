import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

export type OnDemand<T> = {
  /** Loads once; later calls share the first load. */
  load: () => Promise<T>
  /** Starts loading without waiting (on the first focus in a form), so the code is there when needed. */
  preload: () => void
}

/** Code that loads on demand, at most once. A failed load (offline) is forgotten, so the next try loads again. */
export function onDemand<T>(loadModule: () => Promise<T>): OnDemand<T> {
  let ready: Promise<T> | undefined
  const load = () => {
    ready ??= loadModule().catch((error: unknown) => {
      ready = undefined
      throw error
    })
    return ready
  }
  return {
    load,
    preload: () => {
      load().catch(() => undefined)
    },
  }
}

/**
 * A react-hook-form resolver whose zod schema (and zod itself) loads on demand: the form renders
 * and hydrates without them, keeping the validation code out of the page's first load.
 */
export function lazyZodResolver<TValues extends FieldValues, TOutput>(loadSchema: () => Promise<ZodType<TOutput>>) {
  const loaded = onDemand(() =>
    Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>,
    ),
  )
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) => (await loaded.load())(values, context, options)
  return { resolver, preload: loaded.preload }
}
