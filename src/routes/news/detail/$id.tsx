import { createFileRoute, notFound } from '@tanstack/react-router'
import { MODELS, isModelId } from '@/features/models/data/models'
import { NewsDetailPage, type RelatedModel } from '@/features/news/NewsDetailPage'
import { localeOfSearch } from '@/lib/locale-path'

export const Route = createFileRoute('/news/detail/$id')({
  // Route options ship with the entry bundle: the news feature (its API and zod, through the contract)
  // loads here on demand, in the same chunk as the page.
  loaderDeps: ({ search }) => ({ locale: localeOfSearch(search) }),
  loader: async ({ context, params, deps }) => {
    const { ensureNewsPage } = await import('@/features/news')
    if (!(await ensureNewsPage(context.queryClient, params.id, deps.locale))) throw notFound()
  },
  component: NewsDetailRoute,
})

function NewsDetailRoute() {
  const { id } = Route.useParams()
  return <NewsDetailPage id={id} findModel={findRelatedModel} />
}

function findRelatedModel(id: string): RelatedModel | undefined {
  if (!isModelId(id)) return undefined
  const { title, smallImg } = MODELS[id]
  return {
    id,
    title,
    href: `/models/${id}/`,
    cover: smallImg,
  }
}
