import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'
import { onDemand } from '@/lib/on-demand'

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
