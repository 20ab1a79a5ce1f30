import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import type { NewsItem, NewsLocale, NewsSummary } from '@/contract/news'
import { isApiError } from '@/lib/api/api-error'
import { newsDetailQueryOptions, newsNeighboursQueryOptions } from './news-queries'

/** The contract's NEWS_NOT_FOUND_CODE, written out so this module (and the page) stays free of zod. */
export const NEWS_NOT_FOUND_CODE = 404

/**
 * The route loader's part: puts the article and its neighbours (for previous/next) into the query
 * cache, or answers false when there is no article with this id.
 */
export async function ensureNewsPage(queryClient: QueryClient, id: string, locale: NewsLocale = 'en-US'): Promise<boolean> {
  const around = await queryClient.ensureQueryData(newsNeighboursQueryOptions(id, locale))
  // An id the list does not know is never requested: no 404 round trip, no warning in the console.
  if (!around.found) return false
  try {
    await queryClient.ensureQueryData(newsDetailQueryOptions(id, locale))
    return true
  } catch (error) {
    if (isApiError(error) && error.code === NEWS_NOT_FOUND_CODE) return false
    throw error
  }
}

export type NewsPageData = { item: NewsItem; previous: NewsSummary | null; next: NewsSummary | null }

/**
 * The page's part: the same query options as the loader, so it reads what the loader cached in the
 * page's language.
 */
export function useNewsPage(id: string, locale: NewsLocale): NewsPageData {
  const { data: item } = useSuspenseQuery(newsDetailQueryOptions(id, locale))
  const {
    data: { previous, next },
  } = useSuspenseQuery(newsNeighboursQueryOptions(id, locale))
  return { item, previous, next }
}
