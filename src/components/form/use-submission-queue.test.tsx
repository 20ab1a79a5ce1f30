import { createElement, type ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider, onlineManager, useMutation } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import type { Submission, SubmissionKeys } from '@/lib/idempotency'
import { sharedAttemptsStorageKey } from '@/lib/attempt-storage'
import { draftStorageKey } from './use-form-draft'
import { useSubmission } from './use-submission'

// A booking made offline waits for the connection (decision 036): the queue's rules, with the tabs
// of one browser as hooks sharing localStorage and a Web Locks stand-in (jsdom has none).

type Values = { name: string }
type Send = (values: Values, keys: SubmissionKeys) => Promise<{ reference: string }>

/** Web Locks as the browser grants them: exclusive or shared, waiting or `ifAvailable`. */
class FakeLocks {
  private held = new Map<string, { mode: LockMode; count: number }>()
  private waiting: Array<() => void> = []

  async request(name: string, optionsOrCallback: LockOptions | LockGrantedCallback<unknown>, maybeCallback?: LockGrantedCallback<unknown>) {
    const [options, callback] = typeof optionsOrCallback === 'function' ? [{}, optionsOrCallback] : [optionsOrCallback, maybeCallback!]
    const mode = options.mode ?? 'exclusive'
    const free = () => {
      const lock = this.held.get(name)
      return !lock || (mode === 'shared' && lock.mode === 'shared')
    }
    if (!free()) {
      if (options.ifAvailable) return callback(null)
      await new Promise<void>((resolve) => {
        const check = () => (free() ? resolve() : this.waiting.push(check))
        check()
      })
    }
    const lock = this.held.get(name) ?? { mode, count: 0 }
    lock.count++
    this.held.set(name, lock)
    try {
      return await callback({ name, mode })
    } finally {
      if (--lock.count === 0) this.held.delete(name)
      const waiting = this.waiting.splice(0)
      waiting.forEach((check) => check())
    }
  }
}

let online = true

beforeEach(() => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  Object.defineProperty(navigator, 'locks', { value: new FakeLocks(), configurable: true })
})

afterEach(() => {
  // TanStack Query's onlineManager is one for every test file.
  online = true
  onlineManager.setOnline(true)
  sessionStorage.clear()
  localStorage.clear()
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'locks')
})

function goOffline() {
  online = false
  window.dispatchEvent(new Event('offline'))
}

async function goOnline() {
  online = true
  await act(async () => {
    window.dispatchEvent(new Event('online'))
    // Query's onlineManager (one for every test) listens only while a client is mounted; a new page has its own, online.
    onlineManager.setOnline(true)
  })
}

/** Closes a tab: the browser releases its locks. */
async function close(tab: { unmount: () => void }) {
  tab.unmount()
  sessionStorage.clear()
  await act(async () => {})
}

/** A tab with the form: its submission, sending with `send`. */
function openForm(send: Send) {
  const onSuccess = vi.fn()
  const onAdopt = vi.fn()
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children)
  const hook = renderHook(
    () => {
      const mutation = useMutation({ mutationKey: ['demo', 'send'], mutationFn: ({ values, keys }: Submission<Values>) => send(values, keys) })
      return useSubmission({ formId: 'demo', mutation, onSuccess, showFieldErrors: () => [], onAdopt })
    },
    { wrapper },
  )
  return { ...hook, onSuccess, onAdopt }
}

const stored = () => localStorage.getItem(sharedAttemptsStorageKey('demo')) ?? ''

describe('a submission made offline is queued', () => {
  it('nothing is sent offline; back online it is sent once, with its key, and its answers leave storage', async () => {
    const send = vi.fn<Send>(async () => ({ reference: 'TD-2026-000001' }))
    const form = openForm(send)
    goOffline()
    await act(() => form.result.current.submit({ name: 'Ada' }))
    expect(form.result.current.state).toEqual({ status: 'queued' })
    expect(send).not.toHaveBeenCalled()
    // Kept where a closed tab's next visit finds it.
    expect(stored()).toContain('Ada')

    await goOnline()
    await waitFor(() => expect(form.onSuccess).toHaveBeenCalledWith({ reference: 'TD-2026-000001' }, { name: 'Ada' }))
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0]?.[1]).toEqual({ idempotencyKey: expect.any(String) })
    expect(stored()).not.toContain('Ada')
    await goOnline()
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('a connection lost during the send queues the try; back online the same key goes again', async () => {
    const send = vi
      .fn<Send>()
      .mockImplementationOnce(async () => {
        online = false
        throw new ApiError('Network Error', { kind: 'network' })
      })
      .mockResolvedValue({ reference: 'TD-2026-000002' })
    const form = openForm(send)
    await act(() => form.result.current.submit({ name: 'Ada' }))
    expect(form.result.current.state).toEqual({ status: 'queued' })

    await goOnline()
    await waitFor(() => expect(form.onSuccess).toHaveBeenCalled())
    expect(send).toHaveBeenCalledTimes(2)
    expect(send.mock.calls[1]?.[1]).toEqual(send.mock.calls[0]?.[1])
  })

  it('Cancel: nothing is sent when the connection returns, and the answers leave storage', async () => {
    const send = vi.fn<Send>(async () => ({ reference: 'TD-2026-000003' }))
    const form = openForm(send)
    goOffline()
    await act(() => form.result.current.submit({ name: 'Ada' }))
    act(() => form.result.current.cancel())
    expect(form.result.current.state).toEqual({ status: 'idle' })
    expect(stored()).not.toContain('Ada')

    await goOnline()
    expect(send).not.toHaveBeenCalled()
  })

  it('changed answers replace the queued try: one send, the changed answers, naming the first key in supersedes', async () => {
    const send = vi.fn<Send>(async () => ({ reference: 'TD-2026-000004' }))
    const form = openForm(send)
    goOffline()
    await act(() => form.result.current.submit({ name: 'Ada' }))
    const [ada] = JSON.parse(stored()) as [{ key: string }]
    await act(() => form.result.current.submit({ name: 'Bola' }))
    expect(stored()).not.toContain('Ada')
    expect(stored()).toContain('Bola')

    await goOnline()
    await waitFor(() => expect(form.onSuccess).toHaveBeenCalled())
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0]).toEqual([{ name: 'Bola' }, { idempotencyKey: expect.any(String), supersedes: [ada.key] }])
  })

  it('a server refusal of the automatic send is shown, and not sent again on the next `online`', async () => {
    const send = vi.fn<Send>(async () => {
      throw new ApiError('Internal Server Error', { kind: 'http', status: 500 })
    })
    const form = openForm(send)
    goOffline()
    await act(() => form.result.current.submit({ name: 'Ada' }))
    await goOnline()
    await waitFor(() => expect(form.result.current.state).toMatchObject({ status: 'failed', failure: { kind: 'server' } }))
    expect(stored()).not.toContain('Ada')
    await goOnline()
    expect(send).toHaveBeenCalledTimes(1)
  })
})

describe('tabs', () => {
  it('the tab that queued it sends it: a second tab with the form open neither takes it over nor sends it', async () => {
    const send = vi.fn<Send>(async () => ({ reference: 'TD-2026-000005' }))
    const first = openForm(send)
    goOffline()
    await act(() => first.result.current.submit({ name: 'Ada' }))
    const second = openForm(send)
    await waitFor(() => expect(second.result.current.state).toEqual({ status: 'idle' }))

    await goOnline()
    await waitFor(() => expect(first.onSuccess).toHaveBeenCalled())
    expect(send).toHaveBeenCalledTimes(1)
    expect(second.onAdopt).not.toHaveBeenCalled()
    expect(second.result.current.state).toEqual({ status: 'idle' })
  })

  it('two tabs that queued the same answers send them one after the other, with the same key', async () => {
    let sending = 0
    const overlaps: number[] = []
    const send = vi.fn<Send>(async () => {
      overlaps.push(++sending)
      await new Promise((resolve) => setTimeout(resolve, 10))
      sending--
      return { reference: 'TD-2026-000006' }
    })
    const first = openForm(send)
    goOffline()
    await act(() => first.result.current.submit({ name: 'Ada' }))
    // Another tab: its own sessionStorage, the same localStorage (the key is shared).
    sessionStorage.clear()
    const second = openForm(send)
    await act(() => second.result.current.submit({ name: 'Ada' }))

    await goOnline()
    await waitFor(() => expect(second.onSuccess).toHaveBeenCalled())
    await waitFor(() => expect(first.onSuccess).toHaveBeenCalled())
    expect(send).toHaveBeenCalledTimes(2)
    expect(send.mock.calls[1]?.[1]).toEqual(send.mock.calls[0]?.[1])
    expect(overlaps).toEqual([1, 1])
  })

  it('the next visit: a try queued by a tab that has gone is shown in the form and sent once, with its keys', async () => {
    const send = vi.fn<Send>(async () => ({ reference: 'TD-2026-000007' }))
    const closed = openForm(send)
    goOffline()
    sessionStorage.setItem(draftStorageKey('demo'), JSON.stringify({ version: 1, values: { name: 'Ada' } }))
    await act(() => closed.result.current.submit({ name: 'Ada' }))
    const [queued] = JSON.parse(stored()) as [{ key: string }]
    await close(closed)

    await goOnline()
    const next = openForm(send)
    await waitFor(() => expect(next.onSuccess).toHaveBeenCalledWith({ reference: 'TD-2026-000007' }, { name: 'Ada' }))
    expect(next.onAdopt).toHaveBeenCalledWith({ version: 1, values: { name: 'Ada' } })
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0]?.[1]).toEqual({ idempotencyKey: queued.key })
    expect(stored()).not.toContain('Ada')

    // Sent: a later visit finds nothing to send.
    openForm(send)
    await goOnline()
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('the next visit offline shows the queued try and sends it when the connection returns', async () => {
    const send = vi.fn<Send>(async () => ({ reference: 'TD-2026-000008' }))
    const closed = openForm(send)
    goOffline()
    await act(() => closed.result.current.submit({ name: 'Ada' }))
    await close(closed)

    const next = openForm(send)
    await waitFor(() => expect(next.result.current.state).toEqual({ status: 'queued' }))
    expect(send).not.toHaveBeenCalled()
    await goOnline()
    await waitFor(() => expect(next.onSuccess).toHaveBeenCalled())
    expect(send).toHaveBeenCalledTimes(1)
  })
})
