import { queryOptions } from '@tanstack/react-query'
import type { NewsLocale } from '@/contract/news'
import { NEWS_INDEX_PAGE_SIZE } from '../pagination'

/**
 * Query options shared by the route loader (ensureQueryData) and the page (useSuspenseQuery). The
 * fetchers (and zod, through the contract) load with the first request: a prerendered news page
 * hydrates from the cache without them.
 */
/** The articles either side of one (and whether it exists): all a news page needs of the list, so the page's dehydrated cache stays small however long the list grows. */
export const newsNeighboursQueryOptions = (id: string, locale: NewsLocale = 'en-US') =>
  queryOptions({
    queryKey: ['news', 'neighbours', id, locale] as const,
    queryFn: async ({ client }) => {
      const [{ allNewsSummaries }, { neighbours }] = await Promise.all([import('./list-news'), import('./neighbours')])
      return neighbours(await allNewsSummaries(client, locale), id)
    },
  })

export const newsDetailQueryOptions = (id: string, locale: NewsLocale = 'en-US') =>
  queryOptions({
    queryKey: ['news', 'detail', id, locale] as const,
    // The route shows its own not-found or error page: no toast on top of it.
    queryFn: async ({ signal }) => (await import('./get-news-detail')).getNewsDetail({ id, locale }, { signal, warn: { mode: 'silent' } }),
  })

/**
 * One page of the news index (GET /api/news/?page=n&pageSize=NEWS_INDEX_PAGE_SIZE): its summaries,
 * newest first, and the list's total (for the page count). The index page number is the API's.
 */
export const newsIndexQueryOptions = (page: number, locale: NewsLocale = 'en-US') =>
  queryOptions({
    queryKey: ['news', 'list', page, locale] as const,
    queryFn: async ({ signal }) =>
      (await import('./list-news')).listNews({ page, pageSize: NEWS_INDEX_PAGE_SIZE, locale }, { signal, warn: { mode: 'silent' } }),
  })
