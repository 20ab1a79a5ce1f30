import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { server } from '@mocks/node'
import { newsFixtures } from '@mocks/fixtures/news'
import type { NewsSummary } from '@/contract/news'
import { NEWS_NOT_FOUND_CODE as CONTRACT_NOT_FOUND_CODE } from '@/contract/news'
import { NEWS_NOT_FOUND_CODE, ensureNewsPage } from './load-news-page'
import { isSharedByPages } from '@/lib/query-meta'
import { allNewsSummaries } from './list-news'
import { neighbours } from './neighbours'
import { newsDetailQueryOptions, newsNeighboursQueryOptions } from './news-queries'

const summary = (id: string, date: string): NewsSummary => ({ id, title: `News ${id}`, summary: '', date, cover: `news/news-${id}`, relatedModelIds: [] })

describe('neighbours (list newest first)', () => {
  const list = [summary('3', '2026-03-01'), summary('2', '2026-02-01'), summary('1', '2026-01-01')]

  it('previous is the older article, next the newer one', () => {
    expect(neighbours(list, '2')).toEqual({ found: true, previous: list[2], next: list[0] })
  })

  it('has no previous for the oldest and no next for the newest', () => {
    expect(neighbours(list, '1')).toEqual({ found: true, previous: null, next: list[1] })
    expect(neighbours(list, '3')).toEqual({ found: true, previous: list[1], next: null })
  })

  it('has neither for an unknown id', () => {
    expect(neighbours(list, '9')).toEqual({ found: false, previous: null, next: null })
  })
})

it('uses the contract’s not-found code', () => {
  expect(NEWS_NOT_FOUND_CODE).toBe(CONTRACT_NOT_FOUND_CODE)
})

describe('loading a news page', () => {
  let requests: string[]
  const record = ({ request }: { request: Request }) => {
    requests.push(new URL(request.url).pathname + new URL(request.url).search)
  }

  beforeEach(() => {
    requests = []
    server.events.on('request:start', record)
  })
  afterEach(() => {
    server.events.removeListener('request:start', record)
    vi.useRealTimers()
  })

  it('lists every id of the news data, newest first (what the prerender writes a page for)', async () => {
    const ids = (await allNewsSummaries(new QueryClient())).map((item) => item.id)
    expect(ids).toEqual([...newsFixtures].sort((a, b) => b.date.localeCompare(a.date)).map((item) => item.id))
    expect(ids).toContain('5')
  })

  it('caches the article and its neighbours for the page; the whole list is marked as shared by pages (kept out of its HTML)', async () => {
    const queryClient = new QueryClient()
    expect(await ensureNewsPage(queryClient, '5')).toBe(true)
    expect(queryClient.getQueryData(newsDetailQueryOptions('5').queryKey)?.title).toBe('The Tiggo 9 arrives in Nigeria')
    const around = queryClient.getQueryData(newsNeighboursQueryOptions('5').queryKey)
    expect(around).toMatchObject({ found: true, previous: { id: expect.any(String) }, next: { id: expect.any(String) } })
    const inPage = queryClient.getQueryCache().getAll().filter((query) => !isSharedByPages(query))
    expect(inPage.map((query) => query.queryKey[1])).toEqual(['neighbours', 'detail'])
  })

  it('reads the list once for many articles visited in one session', async () => {
    const queryClient = new QueryClient()
    for (const item of newsFixtures) expect(await ensureNewsPage(queryClient, item.id)).toBe(true)
    expect(requests.filter((request) => request.startsWith('/api/news/?'))).toHaveLength(1)
  })

  it('reads the list again once it is a minute old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const listReads = () => requests.filter((request) => request.startsWith('/api/news/?')).length
    const queryClient = new QueryClient()
    await allNewsSummaries(queryClient)
    vi.setSystemTime(Date.now() + 59_999)
    await allNewsSummaries(queryClient)
    expect(listReads()).toBe(1)
    vi.setSystemTime(Date.now() + 1)
    await allNewsSummaries(queryClient)
    expect(listReads()).toBe(2)
  })

  it('answers false for an unknown id without asking for it (no 404, no console warning)', async () => {
    const queryClient = new QueryClient()
    expect(await ensureNewsPage(queryClient, '99')).toBe(false)
    expect(requests.some((request) => request.startsWith('/api/news/detail/'))).toBe(false)
  })
})
