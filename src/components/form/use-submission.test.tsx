import { createElement, type ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import type { Submission, SubmissionKeys } from '@/lib/idempotency'
import { idempotencyStorageKey, sharedAttemptsStorageKey } from '@/lib/attempt-storage'
import { useSubmission, type Keying } from './use-submission'

afterEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  vi.restoreAllMocks()
})

function setup(
  send: (values: { name: string }, keys: SubmissionKeys) => Promise<{ reference: string }>,
  { keying, queueOffline, onFailure }: { keying?: Keying; queueOffline?: boolean; onFailure?: (error: unknown) => boolean } = {},
) {
  const onSuccess = vi.fn()
  const showFieldErrors = vi.fn((errors: Record<string, string>) => Object.entries(errors).filter(([name]) => name !== 'name').map(([, message]) => message))
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children)
  const hook = renderHook(
    () => {
      // As a feature's mutation hook (features/<feature>/api/<operation>.ts) makes it.
      const mutation = useMutation({ mutationKey: ['demo', 'send'], mutationFn: ({ values, keys }: Submission<{ name: string }>) => send(values, keys) })
      return useSubmission({ formId: 'demo', keying, queueOffline, mutation, onSuccess, showFieldErrors, onFailure })
    },
    { wrapper },
  )
  return { ...hook, client, onSuccess, showFieldErrors }
}

describe('useSubmission', () => {
  it('retries a failed submission with the same idempotency key and forgets it on success', async () => {
    const keys: SubmissionKeys[] = []
    const send = vi
      .fn<(values: { name: string }, keys: SubmissionKeys) => Promise<{ reference: string }>>()
      .mockImplementationOnce(async (_values, sent) => {
        keys.push(sent)
        throw new ApiError('Request timed out after 15000 ms', { kind: 'timeout' })
      })
      .mockImplementationOnce(async (_values, sent) => {
        keys.push(sent)
        return { reference: 'TD-2026-000001' }
      })
    const { result, onSuccess } = setup(send)

    await act(() => result.current.submit({ name: 'Ada' }))
    expect(result.current.state).toEqual({ status: 'failed', failure: { kind: 'timeout' }, otherMessages: [] })
    expect(sessionStorage.getItem(idempotencyStorageKey('demo'))).toContain(keys[0]?.idempotencyKey)

    await act(() => result.current.submit({ name: 'Ada' }))
    // The same answers: the same key, and nothing to supersede.
    expect(keys[1]).toEqual(keys[0])
    expect(keys[0]).toEqual({ idempotencyKey: expect.any(String) })
    expect(onSuccess).toHaveBeenCalledWith({ reference: 'TD-2026-000001' }, { name: 'Ada' })
    expect(result.current.state.status).toBe('succeeded')
    expect(result.current.busy).toBe(true)
    expect(sessionStorage.getItem(idempotencyStorageKey('demo'))).toBeNull()
  })

  it('sends changed answers after a lost answer with a new key that supersedes the unanswered one', async () => {
    const keys: SubmissionKeys[] = []
    const send = vi
      .fn<(values: { name: string }, keys: SubmissionKeys) => Promise<{ reference: string }>>()
      .mockImplementationOnce(async (_values, sent) => {
        keys.push(sent)
        throw new ApiError('Request timed out after 15000 ms', { kind: 'timeout' })
      })
      .mockImplementation(async (_values, sent) => {
        keys.push(sent)
        return { reference: 'TD-2026-000002' }
      })
    const { result, onSuccess } = setup(send)

    await act(() => result.current.submit({ name: 'Ada' }))
    await act(() => result.current.submit({ name: 'Bola' }))
    const [first, changed] = keys
    expect(changed?.idempotencyKey).not.toBe(first?.idempotencyKey)
    expect(changed?.supersedes).toEqual([first?.idempotencyKey])
    expect(onSuccess).toHaveBeenCalledWith({ reference: 'TD-2026-000002' }, { name: 'Bola' })
  })

  it('after several unanswered tries, each change supersedes every earlier key, and going back to earlier answers gets a new key', async () => {
    const keys: SubmissionKeys[] = []
    const send = vi.fn<(values: { name: string }, keys: SubmissionKeys) => Promise<{ reference: string }>>(async (_values, sent) => {
      keys.push(sent)
      throw new ApiError('Network Error', { kind: 'network' })
    })
    const { result } = setup(send)

    await act(() => result.current.submit({ name: 'Ada' }))
    await act(() => result.current.submit({ name: 'Bola' }))
    await act(() => result.current.submit({ name: 'Bola' }))
    await act(() => result.current.submit({ name: 'Ada' }))
    const [ada, bola, bolaAgain, adaAgain] = keys
    expect(bolaAgain).toEqual(bola)
    expect(bola?.supersedes).toEqual([ada?.idempotencyKey])
    // The first key is superseded already: the server would refuse it.
    expect(adaAgain?.idempotencyKey).not.toBe(ada?.idempotencyKey)
    expect(adaAgain?.supersedes).toEqual([ada?.idempotencyKey, bola?.idempotencyKey])
  })

  it('sends once when submitted twice in a row', async () => {
    let answer: (value: { reference: string }) => void = () => {}
    const send = vi.fn(() => new Promise<{ reference: string }>((resolve) => (answer = resolve)))
    const { result, client } = setup(send)

    let first: Promise<void> = Promise.resolve()
    act(() => {
      first = result.current.submit({ name: 'Ada' })
      void result.current.submit({ name: 'Ada' })
    })
    await waitFor(() => expect(result.current.busy).toBe(true))
    // One mutation in Query's cache, which the rest of the app can watch (useIsMutating).
    expect(client.isMutating({ mutationKey: ['demo', 'send'] })).toBe(1)
    await act(async () => {
      answer({ reference: 'WO-2026-000001' })
      await first
    })
    expect(send).toHaveBeenCalledTimes(1)
    expect(client.isMutating()).toBe(0)
  })

  it('sends nothing while offline: the submission is queued (use-submission-queue.test.tsx)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const send = vi.fn()
    const { result } = setup(send)
    await act(() => result.current.submit({ name: 'Ada' }))
    expect(send).not.toHaveBeenCalled()
    expect(result.current.state).toEqual({ status: 'queued' })
    localStorage.clear()
  })

  it('hands field errors to the form and lists the others', async () => {
    const send = vi.fn(async () => {
      throw new ApiError('Please input right "Phone number"', {
        kind: 'envelope',
        code: 400,
        fieldErrors: { name: 'Please input right "Name"', idempotencyKey: 'The idempotency key must be a UUID' },
      })
    })
    const { result, showFieldErrors } = setup(send)
    await act(() => result.current.submit({ name: 'Ada' }))
    expect(showFieldErrors).toHaveBeenCalledWith({ name: 'Please input right "Name"', idempotencyKey: 'The idempotency key must be a UUID' })
    expect(result.current.state).toMatchObject({ status: 'failed', failure: { kind: 'invalid' }, otherMessages: ['The idempotency key must be a UUID'] })
  })

  it('tells a server failure from a network failure', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Internal Server Error', { kind: 'http', status: 500 }))
      .mockRejectedValueOnce(new ApiError('Network Error', { kind: 'network' }))
    const { result } = setup(send)
    await act(() => result.current.submit({ name: 'Ada' }))
    expect(result.current.state).toMatchObject({ failure: { kind: 'server' } })
    await act(() => result.current.submit({ name: 'Ada' }))
    expect(result.current.state).toMatchObject({ failure: { kind: 'network' } })
  })

  it('validateAndSubmit sends valid values once, and turns a validation that cannot run into a failure', async () => {
    const send = vi.fn(async () => ({ reference: 'SV-2026-000001' }))
    const { result, onSuccess } = setup(send)

    // validateAndSubmit does not wait for the submission: wait for its outcome.
    act(() => result.current.validateAndSubmit((onValid) => onValid({ name: 'Ada' })))
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ reference: 'SV-2026-000001' }, { name: 'Ada' }))
    expect(send).toHaveBeenCalledTimes(1)

    const broken = setup(send)
    act(() => broken.result.current.validateAndSubmit(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))))
    await waitFor(() => expect(broken.result.current.state).toEqual({ status: 'failed', failure: { kind: 'network' }, otherMessages: [] }))
    expect(send).toHaveBeenCalledTimes(1)
  })

  describe('keyed per answers, not queued (the registration; the login, profile and password keyed by none)', () => {
    const lostOnce = () => {
      const keys: SubmissionKeys[] = []
      const send = vi.fn<(values: { name: string }, keys: SubmissionKeys) => Promise<{ reference: string }>>(async (_values, sent) => {
        keys.push(sent)
        if (keys.length === 1) throw new ApiError('Network Error', { kind: 'network' })
        return { reference: 'done' }
      })
      return { keys, send }
    }

    it('a retry of the same answers carries the same key; changed answers a new one that supersedes nothing', async () => {
      const same = lostOnce()
      const { result } = setup(same.send, { keying: 'per-answers', queueOffline: false })
      await act(() => result.current.submit({ name: 'Ada' }))
      await act(() => result.current.submit({ name: 'Ada' }))
      expect(same.keys[1]).toEqual(same.keys[0])

      sessionStorage.clear()
      const changed = lostOnce()
      const other = setup(changed.send, { keying: 'per-answers', queueOffline: false })
      await act(() => other.result.current.submit({ name: 'Ada' }))
      await act(() => other.result.current.submit({ name: 'Bola' }))
      expect(changed.keys[1]?.idempotencyKey).not.toBe(changed.keys[0]?.idempotencyKey)
      expect(changed.keys[1]).not.toHaveProperty('supersedes')
    })

    it('keyed by none, stores nothing: a fresh key per try', async () => {
      const { keys, send } = lostOnce()
      const { result } = setup(send, { keying: 'none', queueOffline: false })
      await act(() => result.current.submit({ name: 'Ada' }))
      await act(() => result.current.submit({ name: 'Ada' }))
      expect(keys[1]?.idempotencyKey).not.toBe(keys[0]?.idempotencyKey)
      expect(sessionStorage.length).toBe(0)
      expect(localStorage.length).toBe(0)
    })

    it('offline, sends and stores nothing and fails at once; the same press once online sends', async () => {
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      const send = vi.fn(async () => ({ reference: 'done' }))
      const { result, onSuccess } = setup(send, { keying: 'per-answers', queueOffline: false })
      await act(() => result.current.submit({ name: 'Ada' }))
      expect(send).not.toHaveBeenCalled()
      expect(result.current.state).toEqual({ status: 'failed', failure: { kind: 'offline' }, otherMessages: [] })
      expect(result.current.busy).toBe(false)
      expect(sessionStorage.length + localStorage.length).toBe(0)

      onLine.mockReturnValue(true)
      await act(() => result.current.submit({ name: 'Ada' }))
      expect(send).toHaveBeenCalledTimes(1)
      expect(onSuccess).toHaveBeenCalledWith({ reference: 'done' }, { name: 'Ada' })
    })

    it('the connection lost mid-request is a failure to tell, not a queued try', async () => {
      const onLine = vi.spyOn(navigator, 'onLine', 'get')
      const send = vi.fn(async () => {
        onLine.mockReturnValue(false)
        throw new ApiError('Network Error', { kind: 'network' })
      })
      const { result } = setup(send, { keying: 'per-answers', queueOffline: false })
      await act(() => result.current.submit({ name: 'Ada' }))
      expect(result.current.state).toEqual({ status: 'failed', failure: { kind: 'offline' }, otherMessages: [] })
      expect(localStorage.getItem(sharedAttemptsStorageKey('demo'))).toBeNull()
    })

    it("a failure the form explains itself (onFailure true) shows none, and a success the form stays for can be reset", async () => {
      const send = vi.fn().mockRejectedValueOnce(new ApiError('Taken', { kind: 'envelope', code: 400, fieldErrors: { name: 'Taken' } })).mockResolvedValue({ reference: 'done' })
      const { result, showFieldErrors } = setup(send, { keying: 'none', queueOffline: false, onFailure: () => true })
      await act(() => result.current.submit({ name: 'Ada' }))
      expect(result.current.state).toEqual({ status: 'idle' })
      expect(showFieldErrors).not.toHaveBeenCalled()

      await act(() => result.current.submit({ name: 'Ada' }))
      expect(result.current.busy).toBe(true)
      act(() => result.current.reset())
      expect(result.current.state).toEqual({ status: 'idle' })
      await act(() => result.current.submit({ name: 'Bola' }))
      expect(send).toHaveBeenCalledTimes(3)
    })
  })
})
