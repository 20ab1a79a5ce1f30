import { useEffect } from 'react'
import { act, screen } from '@testing-library/react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LoadingFlag } from '@/lib/loading-flags'
import { renderPage } from '@/test/render-page'
import { GlobalSpinner } from './GlobalSpinner'

let client: QueryClient | undefined
function Page() {
  const queryClient = useQueryClient()
  useEffect(() => {
    client = queryClient
  }, [queryClient])
  return <GlobalSpinner />
}

async function renderSpinner(): Promise<QueryClient> {
  client = undefined
  renderPage('/', [{ path: '/', component: Page }])
  await vi.waitFor(() => expect(client).toBeDefined(), { timeout: 25_000 })
  return client as unknown as QueryClient
}

let waits = 0
/** A query (or, with `kind`, a mutation) that runs until `end()`; `settled` once it has ended. */
function startWait(queryClient: QueryClient, flag?: LoadingFlag, kind: 'query' | 'mutation' = 'query') {
  let end: () => void = () => {}
  const ended = new Promise<null>((resolve) => (end = () => resolve(null)))
  const meta = flag ? { meta: { loadingFlag: flag } } : {}
  waits += 1
  const settled =
    kind === 'query'
      ? queryClient.fetchQuery({ queryKey: ['wait', waits], queryFn: () => ended, ...meta })
      : queryClient.getMutationCache().build(queryClient, { mutationFn: () => ended, ...meta }).execute(undefined)
  return { end, settled }
}

const spinner = () => screen.queryByRole('progressbar', { name: 'Please wait…' })

describe('GlobalSpinner (SPEC §2)', () => {
  afterEach(() => vi.useRealTimers())

  it('shows once a query driving the loading flag has waited 200 ms, and goes when it ends', async () => {
    const queryClient = await renderSpinner()
    const wait = startWait(queryClient, 'loading')
    expect(await screen.findByRole('progressbar', { name: 'Please wait…' })).toBeInTheDocument()
    wait.end()
    await act(() => wait.settled)
    await vi.waitFor(() => expect(spinner()).not.toBeInTheDocument())
  })

  it('shows for a mutation driving the loading flag too', async () => {
    const queryClient = await renderSpinner()
    const wait = startWait(queryClient, 'loading', 'mutation')
    expect(await screen.findByRole('progressbar', { name: 'Please wait…' })).toBeInTheDocument()
    wait.end()
    await act(() => wait.settled)
    await vi.waitFor(() => expect(spinner()).not.toBeInTheDocument())
  })

  it('never flashes for a wait shorter than 200 ms', async () => {
    const queryClient = await renderSpinner()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const wait = startWait(queryClient, 'loading')
    await act(() => vi.advanceTimersByTimeAsync(199))
    expect(spinner()).not.toBeInTheDocument()
    wait.end()
    await act(async () => {
      await wait.settled
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(spinner()).not.toBeInTheDocument()
    // The same wait, left to run: the spinner is there at 200 ms (so the test above can fail).
    const longer = startWait(queryClient, 'loading')
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(spinner()).toBeInTheDocument()
    longer.end()
    await act(async () => {
      await longer.settled
      await vi.advanceTimersByTimeAsync(10)
    })
    expect(spinner()).not.toBeInTheDocument()
  })

  it('does not show for queries or mutations that drive another flag or none', async () => {
    const queryClient = await renderSpinner()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const running = [startWait(queryClient), startWait(queryClient, 'loadingForm', 'mutation'), startWait(queryClient, 'loadingTable')]
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(spinner()).not.toBeInTheDocument()
    for (const wait of running) wait.end()
    await act(async () => {
      await Promise.all(running.map((wait) => wait.settled))
      await vi.advanceTimersByTimeAsync(10)
    })
  })
})
