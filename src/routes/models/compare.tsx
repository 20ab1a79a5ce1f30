import { createFileRoute } from '@tanstack/react-router'
import { COMPARABLE_MODEL_IDS, MODELS_PARAM_MAX_LENGTH } from '@/features/models/compare/comparable'
import { ComparePage } from '@/features/models/compare/ComparePage'
import type { ModelPageData } from '@/features/models/content/query'
import type { ModelId } from '@/features/models/data/models'
import { localeOfSearch } from '@/lib/locale-path'
import { textParam } from '@/lib/search-params'

export type CompareSearch = { models?: string | undefined }

// Kept as text (parsed by the page once hydrated, so the prerender and the hydrating render agree);
// a repeated key, as the plain form sends before the scripts run (`?models[]=a&models[]=b`), is read
// as one list.
export function validateCompareSearch(search: Record<string, unknown>): CompareSearch {
  const value = search.models ?? search['models[]']
  const raw = Array.isArray(value) ? value.filter((item) => typeof item === 'string').join(',') : value
  return { models: textParam(raw, MODELS_PARAM_MAX_LENGTH) }
}

// Every comparable model's facts and copy in the address's language (small chunks each), loaded through the
// query cache the prerender dehydrates: any choice the address asks for is on screen at once.
export const Route = createFileRoute('/models/compare')({
  validateSearch: validateCompareSearch,
  loaderDeps: ({ search }) => ({ locale: localeOfSearch(search) }),
  loader: async ({ context, deps }) => {
    const { modelPageQueryOptions } = await import('@/features/models/content/query')
    const loaded = await Promise.all(COMPARABLE_MODEL_IDS.map((id) => context.queryClient.ensureQueryData(modelPageQueryOptions(id, deps.locale))))
    return { contents: Object.fromEntries(loaded.map((page, index) => [COMPARABLE_MODEL_IDS[index], page])) as Record<ModelId, ModelPageData> }
  },
  component: CompareRoute,
})

function CompareRoute() {
  const { models } = Route.useSearch()
  const { contents } = Route.useLoaderData()
  return <ComparePage requested={models} contents={contents} />
}
