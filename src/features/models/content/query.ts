import { queryOptions } from '@tanstack/react-query'
import type { ModelId } from '../data/models'
import type { ModelContent } from './types'

// One chunk per model: a page downloads only its own copy. The route loader puts it in the query
// cache (prerendered into the page and hydrated from there); the page reads it with
// useSuspenseQuery and the same options.
const modules = import.meta.glob<{ default: ModelContent }>('./models/*.ts')

export async function loadModelContent(id: ModelId): Promise<ModelContent> {
  const load = modules[`./models/${id}.ts`]
  if (!load) throw new Error(`No page content for model "${id}"`)
  return (await load()).default
}

export const modelContentQueryOptions = (id: ModelId) =>
  queryOptions({
    queryKey: ['models', 'content', id] as const,
    queryFn: () => loadModelContent(id),
    staleTime: Infinity,
  })
