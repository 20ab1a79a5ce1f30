import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { newsFixtures } from '@mocks/fixtures/news'
import { NEWS_INDEX_PAGE_SIZE } from '../pagination'
import { ensureNewsIndexPage } from './load-news-index'
import { newsIndexQueryOptions } from './news-queries'

const newestFirst = [...newsFixtures].sort((a, b) => b.date.localeCompare(a.date))

describe('loading a news index page', () => {
  it('caches page 1’s summaries, newest first, from GET /api/news/?page=1', async () => {
    const queryClient = new QueryClient()
    expect(await ensureNewsIndexPage(queryClient, 1)).toBe(true)
    const data = queryClient.getQueryData(newsIndexQueryOptions(1).queryKey)
    expect(data?.content.map((item) => item.id)).toEqual(newestFirst.slice(0, NEWS_INDEX_PAGE_SIZE).map((item) => item.id))
    expect(data?.total).toBe(newsFixtures.length)
  })

  it('has the rest on page 2, in the asked language', async () => {
    const queryClient = new QueryClient()
    expect(await ensureNewsIndexPage(queryClient, 2, 'zh-CN')).toBe(true)
    const data = queryClient.getQueryData(newsIndexQueryOptions(2, 'zh-CN').queryKey)
    expect(data?.content.map((item) => item.id)).toEqual(newestFirst.slice(NEWS_INDEX_PAGE_SIZE, 2 * NEWS_INDEX_PAGE_SIZE).map((item) => item.id))
    expect(data?.content[0]?.title).not.toBe(newestFirst[NEWS_INDEX_PAGE_SIZE]?.title)
  })

  it('answers false past the last page (the route shows the not-found page)', async () => {
    expect(await ensureNewsIndexPage(new QueryClient(), 3)).toBe(false)
    expect(await ensureNewsIndexPage(new QueryClient(), 999)).toBe(false)
  })
})
