import { delay, http, HttpResponse } from 'msw'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { request } from '@/lib/api/request'
import { serviceUrl } from '@/lib/api/service-url'
import { expectWarnings, installTestHooks } from '@/lib/api/test-helpers'
import { isLoadingFlagOn, type LoadingFlag } from './loading-flags'

// SPEC §3/§4: a loading flag is on from the start of a request to its end, whatever the outcome.
// The request client knows nothing of the flags: the query or mutation running the call names its
// flag in `meta`, and the flag is read from Query.

const url = (path: string) => serviceUrl('site', path)
const flag: LoadingFlag = 'loadingForm'
let queryClient: QueryClient
let queries = 0

beforeEach(() => {
  installTestHooks()
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
})
afterEach(() => vi.useRealTimers())

/** A query running GET `path` that drives `loadingFlag`. */
function fetchWithFlag(path: string, { loadingFlag = flag, timeoutMs }: { loadingFlag?: LoadingFlag; timeoutMs?: number } = {}) {
  queries += 1
  return queryClient.fetchQuery({
    queryKey: ['flagged', queries],
    queryFn: ({ signal }) => request({ service: 'site', method: 'get', path, signal, timeoutMs, warn: { mode: 'silent' } }),
    meta: { loadingFlag },
  })
}

describe('loading flags derived from Query', () => {
  const scenarios: Array<[string, () => void]> = [
    ['success', () => server.use(http.get(url('/api/t/'), () => HttpResponse.json({ code: 200, message: '', data: null })))],
    ['envelope error', () => (expectWarnings(), server.use(http.get(url('/api/t/'), () => HttpResponse.json({ code: 500, message: 'no', data: null }))))],
    ['http error', () => server.use(http.get(url('/api/t/'), () => HttpResponse.json({ message: 'down' }, { status: 500 })))],
    ['network error', () => server.use(http.get(url('/api/t/'), () => HttpResponse.error()))],
  ]

  it.each(scenarios)('is on while the request runs and off after %s', async (_name, arrange) => {
    arrange()
    let onDuringRequest: boolean | undefined
    const look = () => {
      onDuringRequest = isLoadingFlagOn(queryClient, flag)
    }
    server.events.on('request:start', look)
    try {
      expect(isLoadingFlagOn(queryClient, flag)).toBe(false)
      await fetchWithFlag('/api/t/').catch(() => undefined)
    } finally {
      server.events.removeListener('request:start', look)
    }
    expect(onDuringRequest).toBe(true)
    expect(isLoadingFlagOn(queryClient, flag)).toBe(false)
  })

  it('is off after a timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(http.get(url('/api/t/'), () => delay('infinite')))
    const pending = fetchWithFlag('/api/t/', { timeoutMs: 50 }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    expect(isLoadingFlagOn(queryClient, flag)).toBe(true)
    await vi.advanceTimersByTimeAsync(50)
    expect(await pending).toMatchObject({ kind: 'timeout' })
    await vi.advanceTimersByTimeAsync(0)
    expect(isLoadingFlagOn(queryClient, flag)).toBe(false)
  })

  it('is off after the query is cancelled (its request aborted)', async () => {
    server.use(http.get(url('/api/t/'), () => delay('infinite')))
    const pending = fetchWithFlag('/api/t/').catch(() => undefined)
    await vi.waitFor(() => expect(isLoadingFlagOn(queryClient, flag)).toBe(true))
    await queryClient.cancelQueries()
    await pending
    expect(isLoadingFlagOn(queryClient, flag)).toBe(false)
  })

  it('stays on until the last of overlapping requests with the same flag ends', async () => {
    server.use(
      http.get(url('/api/fast/'), () => HttpResponse.json({ code: 200, message: '', data: 'fast' })),
      http.get(url('/api/slow/'), () => delay('infinite')),
    )
    const slow = fetchWithFlag('/api/slow/').catch(() => undefined)
    await fetchWithFlag('/api/fast/')
    expect(isLoadingFlagOn(queryClient, flag)).toBe(true)
    await queryClient.cancelQueries()
    await slow
    expect(isLoadingFlagOn(queryClient, flag)).toBe(false)
  })

  it('is driven by a mutation naming it, and only names its own flag', async () => {
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: () => answered, meta: { loadingFlag: 'loadingForm' } })
    const running = mutation.execute(undefined)
    await vi.waitFor(() => expect(isLoadingFlagOn(queryClient, 'loadingForm')).toBe(true))
    expect(isLoadingFlagOn(queryClient, 'loading')).toBe(false)
    expect(isLoadingFlagOn(queryClient, 'loadingTable')).toBe(false)
    answer()
    await running
    expect(isLoadingFlagOn(queryClient, 'loadingForm')).toBe(false)
  })

  it('is not touched by a query without a flag', async () => {
    server.use(http.get(url('/api/t/'), () => delay('infinite')))
    const pending = queryClient
      .fetchQuery({ queryKey: ['unflagged'], queryFn: ({ signal }) => request({ service: 'site', method: 'get', path: '/api/t/', signal, warn: { mode: 'silent' } }) })
      .catch(() => undefined)
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(1))
    expect((['loading', 'loadingForm', 'loadingTable'] as const).some((each) => isLoadingFlagOn(queryClient, each))).toBe(false)
    await queryClient.cancelQueries()
    await pending
  })
})
