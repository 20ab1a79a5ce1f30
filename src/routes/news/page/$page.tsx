import { createFileRoute, notFound } from '@tanstack/react-router'
import { NewsIndexPage } from '@/features/news/NewsIndexPage'
import { parseNewsIndexPage } from '@/features/news/pagination'
import { localeOfSearch } from '@/lib/locale-path'

// Index pages 2, 3… (issue 24 item 11). A crafted or out-of-range number (/news/page/0/, /1/, /01/,
// /abc/, past the last page) is the not-found page, as on the static server, which has no file for
// it: page 1 lives at /news/ only, so every index page has one address.
export const Route = createFileRoute('/news/page/$page')({
  loaderDeps: ({ search }) => ({ locale: localeOfSearch(search) }),
  loader: async ({ context, params, deps }) => {
    // Parsed with the feature, which loads here on demand (route options ship with the entry).
    const news = await import('@/features/news')
    const page = news.parseNewsIndexPage(params.page)
    if (page === undefined) throw notFound()
    if (!(await news.ensureNewsIndexPage(context.queryClient, page, deps.locale))) throw notFound()
  },
  component: NewsIndexPageRoute,
})

function NewsIndexPageRoute() {
  const { page } = Route.useParams()
  // The loader has accepted the number: it parses.
  return <NewsIndexPage page={parseNewsIndexPage(page) ?? 1} />
}
