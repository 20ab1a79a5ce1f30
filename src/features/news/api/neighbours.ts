import type { NewsSummary } from '@/contract/news'

/** Where an article sits in the list: whether it is there, and the articles either side of it. */
export type NewsNeighbours = { found: boolean; previous: NewsSummary | null; next: NewsSummary | null }

/** The list is newest first: "previous" is the article published before this one, "next" the one after. */
export function neighbours(newestFirst: readonly NewsSummary[], id: string): NewsNeighbours {
  const index = newestFirst.findIndex((summary) => summary.id === id)
  if (index === -1) return { found: false, previous: null, next: null }
  return { found: true, previous: newestFirst[index + 1] ?? null, next: newestFirst[index - 1] ?? null }
}
