import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import type { NewsItem, NewsSummary } from '@/contract/news'
import { isApiError } from '@/lib/api/api-error'
import { allNewsQueryOptions, newsDetailQueryOptions } from './news-queries'

/** The contract's NEWS_NOT_FOUND_CODE, written out so this module (and the page) stays free of zod. */
export const NEWS_NOT_FOUND_CODE = 404

/**
 * The route loader's part: puts the article and the list of summaries (for previous/next) into the
 * query cache, or answers false when there is no article with this id.
 */
export async function ensureNewsPage(queryClient: QueryClient, id: string): Promise<boolean> {
  const all = await queryClient.ensureQueryData(allNewsQueryOptions())
  // An id the list does not know is never requested: no 404 round trip, no warning in the console.
  if (!all.some((summary) => summary.id === id)) return false
  try {
    await queryClient.ensureQueryData(newsDetailQueryOptions(id))
    return true
  } catch (error) {
    if (isApiError(error) && error.code === NEWS_NOT_FOUND_CODE) return false
    throw error
  }
}

export type NewsPageData = { item: NewsItem; previous: NewsSummary | null; next: NewsSummary | null }

/** The page's part: the same query options as the loader, so it reads what the loader cached. */
export function useNewsPage(id: string): NewsPageData {
  const { data: item } = useSuspenseQuery(newsDetailQueryOptions(id))
  const { data: all } = useSuspenseQuery(allNewsQueryOptions())
  return { item, ...neighbours(all, id) }
}

/** The list is newest first: "previous" is the article published before this one, "next" the one after. */
export function neighbours(newestFirst: NewsSummary[], id: string): { previous: NewsSummary | null; next: NewsSummary | null } {
  const index = newestFirst.findIndex((summary) => summary.id === id)
  if (index === -1) return { previous: null, next: null }
  return { previous: newestFirst[index + 1] ?? null, next: newestFirst[index - 1] ?? null }
}
