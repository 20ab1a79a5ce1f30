import { defineContractApi } from '@/lib/api'
import { NEWS_MAX_PAGE_SIZE, listNews as listNewsOperation, type NewsSummary } from '@/contract/news'

/** GET /api/news/: one page of summaries, newest first. */
export const listNews = defineContractApi(listNewsOperation, { cacheMs: 60_000 })

/** Every news summary, newest first, read page by page (the API caps a page at 50 items). */
async function fetchAllNewsSummaries(): Promise<NewsSummary[]> {
  const items: NewsSummary[] = []
  for (let page = 1; ; page += 1) {
    const answer = await listNews({ page, pageSize: NEWS_MAX_PAGE_SIZE }, { warn: { mode: 'silent' } })
    items.push(...answer.content)
    if (answer.content.length === 0 || items.length >= answer.total) return items
  }
}

const LIST_FRESH_MS = 60_000
let shared: { readAt: number; list: Promise<NewsSummary[]> } | undefined

/**
 * The whole list, read once a minute at most and shared: by the previous/next links and the
 * unknown-id check of every news page, and by the prerender, which writes a page per item — with
 * thousands of items, reading it again for each page made the prerender quadratic.
 */
export function allNewsSummaries(): Promise<NewsSummary[]> {
  if (!shared || Date.now() - shared.readAt > LIST_FRESH_MS) {
    const list = fetchAllNewsSummaries()
    const entry = { readAt: Date.now(), list }
    shared = entry
    list.catch(() => {
      if (shared === entry) shared = undefined
    })
  }
  return shared.list
}

export function forgetNewsSummariesForTests(): void {
  shared = undefined
}
