import { queryOptions } from '@tanstack/react-query'

/**
 * Query options shared by the route loader (ensureQueryData) and the page (useSuspenseQuery). The
 * fetchers (and zod, through the contract) load with the first request: a prerendered news page
 * hydrates from the cache without them.
 */
export const allNewsQueryOptions = () =>
  queryOptions({
    queryKey: ['news', 'all-summaries'] as const,
    queryFn: async ({ signal }) => (await import('./list-news')).fetchAllNewsSummaries(signal),
  })

export const newsDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['news', 'detail', id] as const,
    // The route shows its own not-found or error page: no toast on top of it.
    queryFn: async ({ signal }) => (await import('./get-news-detail')).getNewsDetail({ id }, { signal, warn: { mode: 'silent' } }),
  })
