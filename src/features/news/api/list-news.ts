import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { defineContractApi } from '@/lib/api'
import { NEWS_MAX_PAGE_SIZE, listNews as listNewsOperation, type NewsLocale, type NewsSummary } from '@/contract/news'

/** GET /api/news/: one page of summaries, newest first (the news index's pages, through newsIndexQueryOptions), and allNewsSummaries below. */
export const listNews = defineContractApi(listNewsOperation)

/** Every news summary, newest first, read page by page (the API caps a page at 50 items). */
async function fetchAllNewsSummaries(locale: NewsLocale): Promise<NewsSummary[]> {
  const items: NewsSummary[] = []
  for (let page = 1; ; page += 1) {
    const answer = await listNews({ page, pageSize: NEWS_MAX_PAGE_SIZE, locale }, { warn: { mode: 'silent' } })
    items.push(...answer.content)
    if (answer.content.length === 0 || items.length >= answer.total) return items
  }
}

const LIST_FRESH_MS = 60_000

/**
 * The whole list in a language, newest first, read once a minute at most (concurrent readers share
 * one read; a failed read is not kept). Every news page takes its neighbours and its unknown-id check
 * from it, but none carries it in its HTML (`sharedByPages`): the prerender, which renders each page
 * with a fresh query cache, hands it from page to page so it is read once, not once per article.
 */
export const allNewsSummariesQueryOptions = (locale: NewsLocale) =>
  queryOptions({
    queryKey: ['news', 'all-summaries', locale] as const,
    queryFn: () => fetchAllNewsSummaries(locale),
    staleTime: LIST_FRESH_MS,
    retry: false,
    meta: { sharedByPages: true },
  })

export function allNewsSummaries(queryClient: QueryClient, locale: NewsLocale = 'en-US'): Promise<NewsSummary[]> {
  return queryClient.fetchQuery(allNewsSummariesQueryOptions(locale))
}
