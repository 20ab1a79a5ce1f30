import { createFileRoute, notFound } from '@tanstack/react-router'
import { findModel } from '@/features/models'
import { ModelPage } from '@/features/models/ModelPage'
import { withViews } from '@/features/models/data/views'
import { localeOfSearch } from '@/lib/locale-path'

// Route options ship with the entry bundle: the loader only checks the slug and loads the model's
// facts (src/config/catalogue/models/) and sample copy in the page's language (small chunks of their
// own) through the query cache, which the prerender dehydrates into the page, so hydration does not
// fetch them again (nor run the loader). The page itself is code-split, and so is the map of those
// chunks (content/query.ts), which only a loader needs.
export const Route = createFileRoute('/models/$id')({
  loaderDeps: ({ search }) => ({ locale: localeOfSearch(search) }),
  loader: async ({ context, params, deps }) => {
    const model = findModel(params.id)
    if (!model) throw notFound()
    const { modelPageQueryOptions } = await import('@/features/models/content/query')
    const { facts, content } = await context.queryClient.ensureQueryData(modelPageQueryOptions(model.id, deps.locale))
    return { modelId: model.id, facts, content }
  },
  component: ModelRoute,
})

function ModelRoute() {
  const { modelId, facts, content } = Route.useLoaderData()
  return <ModelPage model={withViews(findModel(modelId)!, facts)} content={content} />
}
