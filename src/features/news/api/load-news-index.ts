import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import type { NewsLocale, NewsSummary } from '@/contract/news'
import { newsIndexPageCount } from '../pagination'
import { newsIndexQueryOptions } from './news-queries'

/**
 * The route loader's part of an index page: puts the page's summaries into the query cache, or
 * answers false when the page is past the last one (/news/page/999/ → the not-found page). Page 1
 * always exists, even for an empty list.
 */
export async function ensureNewsIndexPage(queryClient: QueryClient, page: number, locale: NewsLocale = 'en-US'): Promise<boolean> {
  const answer = await queryClient.ensureQueryData(newsIndexQueryOptions(page, locale))
  return page === 1 || page <= newsIndexPageCount(answer.total)
}

export type NewsIndexPageData = { items: NewsSummary[]; page: number; pageCount: number; total: number }

/** The page's part: the loader's query options, read from the cache the prerendered page carries. */
export function useNewsIndexPage(page: number, locale: NewsLocale): NewsIndexPageData {
  const { data } = useSuspenseQuery(newsIndexQueryOptions(page, locale))
  return { items: data.content, page, pageCount: newsIndexPageCount(data.total), total: data.total }
}
