import { defineContractApi } from '@/lib/api'
import { NEWS_MAX_PAGE_SIZE, listNews as listNewsOperation, type NewsSummary } from '@/contract/news'

/** GET /api/news/: one page of summaries, newest first. */
export const listNews = defineContractApi(listNewsOperation, { cacheMs: 60_000 })

/**
 * Every news summary, newest first, read page by page (the API caps a page at 50 items). Used for
 * previous/next links, for telling an unknown id apart without asking for it, and by the prerender
 * to write a page per item.
 */
export async function fetchAllNewsSummaries(signal?: AbortSignal): Promise<NewsSummary[]> {
  const items: NewsSummary[] = []
  for (let page = 1; ; page += 1) {
    const answer = await listNews({ page, pageSize: NEWS_MAX_PAGE_SIZE }, { signal, warn: { mode: 'silent' } })
    items.push(...answer.content)
    if (answer.content.length === 0 || items.length >= answer.total) return items
  }
}
