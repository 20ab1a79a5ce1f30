import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

/**
 * A react-hook-form resolver whose zod schema (and zod itself) loads on demand: the form renders
 * and hydrates without them, keeping the validation code out of the page's first load. preload()
 * starts loading early (on the first focus in the form) so validation is ready when needed.
 * A failed load (offline) is forgotten, so the next try loads again.
 */
export function lazyZodResolver<TValues extends FieldValues, TOutput>(loadSchema: () => Promise<ZodType<TOutput>>) {
  let ready: Promise<Resolver<TValues, unknown, TOutput>> | undefined

  const load = () => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>,
      (error: unknown) => {
        ready = undefined
        throw error
      },
    )
    return ready
  }

  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) => (await load())(values, context, options)

  return {
    resolver,
    preload: () => {
      load().catch(() => undefined)
    },
  }
}
