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
const shared = new Map<NewsLocale, { readAt: number; list: Promise<NewsSummary[]> }>()

/**
 * The whole list in a language, read once a minute at most and shared: by the previous/next links
 * and the unknown-id check of every news page, and by the prerender, which writes a page per item —
 * with thousands of items, reading it again for each page made the prerender quadratic.
 */
export function allNewsSummaries(locale: NewsLocale = 'en-US'): Promise<NewsSummary[]> {
  const current = shared.get(locale)
  if (current && Date.now() - current.readAt <= LIST_FRESH_MS) return current.list
  const list = fetchAllNewsSummaries(locale)
  const entry = { readAt: Date.now(), list }
  shared.set(locale, entry)
  list.catch(() => {
    if (shared.get(locale) === entry) shared.delete(locale)
  })
  return list
}

export function forgetNewsSummariesForTests(): void {
  shared.clear()
}
