import { createFileRoute } from '@tanstack/react-router'
import { NewsIndexPage } from '@/features/news/NewsIndexPage'
import { localeOfSearch } from '@/lib/locale-path'

// The news index's first page (issue 24 item 11); the others are /news/page/$page/. The news
// feature loads on demand, as for the article pages.
export const Route = createFileRoute('/news/')({
  loaderDeps: ({ search }) => ({ locale: localeOfSearch(search) }),
  loader: async ({ context, deps }) => {
    await (await import('@/features/news')).ensureNewsIndexPage(context.queryClient, 1, deps.locale)
  },
  component: NewsIndexFirstRoute,
})

function NewsIndexFirstRoute() {
  return <NewsIndexPage page={1} />
}
