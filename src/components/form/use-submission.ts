import { useCallback, useEffect, useRef, useState } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import type { Submission, SubmissionKeys } from '@/lib/idempotency'
import { hasSharedAttempts } from '@/lib/attempt-storage'
import { isRecord, readSession } from '@/lib/session-store'
import { classifySubmitError, isOffline, type SubmitFailure } from '@/lib/submit-failure'
import { draftStorageKey } from './use-form-draft'
import { onDemand } from '@/lib/on-demand'

export type SubmissionState =
  | { status: 'idle' }
  | { status: 'queued' }
  | { status: 'submitting' }
  | { status: 'succeeded' }
  | { status: 'failed'; failure: SubmitFailure; otherMessages: string[] }

/** The form's mutation hook's result (features/<feature>/api/<operation>.ts): sends the values with the submission's keys. */
export type SubmissionMutation<TValues, TResult> = Pick<UseMutationResult<TResult, Error, Submission<TValues>>, 'mutateAsync' | 'reset' | 'status'>

/**
 * How a form's tries are keyed (lib/idempotency.ts):
 * - superseding: the same answers keep their key, changed answers get a new one naming the
 *   unanswered tries they replace, shared by the tabs (the bookings, the dealer application);
 * - per-answers: the same answers keep their key, in this tab only (the registration: its answers
 *   hold a password, and a second tab is refused as "already registered", not booked twice);
 * - none: a fresh key per try, stored nowhere, for calls that store no record and send no key
 *   (login, profile, password).
 */
export type Keying = 'superseding' | 'per-answers' | 'none'

/** The keys, the tabs' shared attempts and locks: loaded when a form is first focused or a stored try is found. */
const store = onDemand(() => import('./submission-store'))
export const preloadSubmissionStore = store.preload
type Store = Awaited<ReturnType<typeof store.load>>

type UseSubmissionOptions<TValues, TResult> = {
  formId: string
  keying?: Keying
  /**
   * Offline, the try waits and goes on its own when the connection returns (the bookings), or,
   * false, nothing is sent and the form says so at once (the account forms: a login must answer
   * now, and a password never waits in storage).
   */
  queueOffline?: boolean
  /** Sends the values with the submission's idempotency key and the unanswered keys it supersedes. */
  mutation: SubmissionMutation<TValues, TResult>
  onSuccess: (result: TResult, values: TValues) => void
  /**
   * Shows the server's field messages on the form's fields; returns the messages of fields the form
   * does not have, which the failure alert lists instead.
   */
  showFieldErrors: (errors: Record<string, string>) => string[]
  /** Shows a queued try's answers in the form (its stored draft): this tab takes it over from a tab that has gone. */
  onAdopt?: (draft: unknown) => void
  /** A failure the form explains itself (the registration recognising its own lost try): return true and no failure is shown. */
  onFailure?: (error: unknown, values: TValues) => boolean
}

/** A live tab holds this while the try waits in it: no other tab takes it over. */
const queueLockName = (formId: string, key: string) => `form:${formId}:queued:${key}`

/**
 * Never twice: one submission at a time (a second click while sending is ignored), and every try
 * of the same answers carries the same idempotency key until the server confirms one, so a retry
 * after a lost answer gets the first result instead of a second record. Changed answers get a key
 * of their own: they are booked, not answered with the earlier booking, and they name the keys of
 * the unanswered tries they replace (`supersedes`), so the server cancels whichever of those it
 * stored and refuses any that arrives late: one booking stays, the last one sent.
 * The sending itself is the form's TanStack Query mutation (`useIsMutating` sees it); Query never
 * retries it on its own.
 *
 * Offline (before sending, or the connection gone during it), the try is queued (decision 036): its
 * answers and keys wait in the tabs' shared attempts (lib/idempotency.ts) and are sent with the same
 * keys when the `online` event comes, or, if the tab has gone, by the form the next time a tab opens
 * it. A tab's sends of a form wait for each other's (a Web Lock), so two tabs that queued the same
 * answers send them one after the other and the second gets the first's answer: one booking.
 * That is the bookings' way; the account forms choose how their tries are keyed (`keying`) and
 * that nothing waits offline (`queueOffline: false`, decision 044).
 */
export function useSubmission<TValues, TResult>({
  formId,
  keying = 'superseding',
  queueOffline = true,
  mutation,
  onSuccess,
  showFieldErrors,
  onAdopt,
  onFailure,
}: UseSubmissionOptions<TValues, TResult>) {
  const options = useRef({ onSuccess, showFieldErrors, onAdopt, onFailure })
  useEffect(() => {
    options.current = { onSuccess, showFieldErrors, onAdopt, onFailure }
  })
  // The last failure as the visitor is told it, classified when it happened (the connection may
  // come back later); also a failure before anything was sent (validation code not loaded offline).
  const [failed, setFailed] = useState<Extract<SubmissionState, { status: 'failed' }> | null>(null)
  const [queued, setQueued] = useState<Submission<TValues> | null>(null)
  const [waitingForTurn, setWaitingForTurn] = useState(false)
  const inFlight = useRef(false)
  // Confirmed: the form stays locked (its keys are spent) until it says it is done with the answer (reset).
  const succeeded = useRef(false)
  // The queued try this tab holds (its key and the lock that says so), until it is answered or cancelled.
  const held = useRef<{ key: string; release: () => void } | null>(null)
  const { mutateAsync, reset: resetMutation, status } = mutation

  const hold = useCallback(
    ({ holdShared }: Store, key: string, release?: () => void) => {
      if (held.current?.key === key) return release?.()
      held.current?.release()
      held.current = { key, release: release ?? holdShared(queueLockName(formId, key)) }
    },
    [formId],
  )

  /** The try's answers no longer wait (answered, refused or cancelled): forgotten, and no lock held for them. */
  const settle = useCallback(
    ({ unqueueAttempt }: Store, key: string) => {
      unqueueAttempt(formId, key)
      if (held.current?.key !== key) return
      held.current.release()
      held.current = null
    },
    [formId],
  )

  const queue = useCallback(
    (loaded: Store, submission: Submission<TValues>) => {
      const draft = readSession(draftStorageKey(formId), isRecord)
      loaded.queueAttempt(formId, { values: submission.values as Record<string, unknown>, keys: submission.keys, draft, at: Date.now() })
      hold(loaded, submission.keys.idempotencyKey)
      setQueued(submission)
    },
    [formId, hold],
  )

  /** Sends one try (inFlight already set; its keys came from the loaded store). */
  const send = useCallback(
    async (loaded: Store, values: TValues, keys: SubmissionKeys) => {
      setFailed(null)
      setQueued(null)
      // Other answers than the try this tab held queued: that one is replaced (or was another tab's too).
      if (held.current && held.current.key !== keys.idempotencyKey) {
        held.current.release()
        held.current = null
      }
      let result: TResult
      try {
        setWaitingForTurn(true)
        result = await loaded.exclusively(`form:${formId}:send`, () => {
          setWaitingForTurn(false)
          return mutateAsync({ values, keys })
        })
      } catch (error) {
        setWaitingForTurn(false)
        inFlight.current = false
        // No failure for an abandoned request (the page is leaving).
        const failure = classifySubmitError(error)
        if (!failure || options.current.onFailure?.(error, values)) resetMutation()
        else if (failure.kind === 'offline' && queueOffline) {
          resetMutation()
          queue(loaded, { values, keys })
        } else {
          // An answer of the server's ends the wait; a try that got none stays queued if it was (a Retry sends it).
          if (failure.kind === 'server' || failure.kind === 'invalid') settle(loaded, keys.idempotencyKey)
          const otherMessages = failure.fieldErrors ? options.current.showFieldErrors(failure.fieldErrors) : []
          setFailed({ status: 'failed', failure, otherMessages })
        }
        return
      }
      // Succeeded: the key is spent and the form stays locked while the page moves on.
      settle(loaded, keys.idempotencyKey)
      loaded.clearIdempotencyKeys(formId)
      succeeded.current = true
      options.current.onSuccess(result, values)
    },
    [formId, queueOffline, mutateAsync, resetMutation, queue, settle],
  )

  const submit = useCallback(
    async (values: TValues) => {
      if (inFlight.current) return
      inFlight.current = true
      if (isOffline() && !queueOffline) {
        inFlight.current = false
        setFailed({ status: 'failed', failure: { kind: 'offline' }, otherMessages: [] })
        return
      }
      let loaded: Store
      let keys: SubmissionKeys
      try {
        loaded = await store.load()
        keys = await loaded.keysFor[keying](formId, values)
      } catch {
        inFlight.current = false
        setFailed({ status: 'failed', failure: { kind: isOffline() ? 'offline' : 'network' }, otherMessages: [] })
        return
      }
      if (isOffline()) {
        inFlight.current = false
        setFailed(null)
        queue(loaded, { values, keys })
        return
      }
      await send(loaded, values, keys)
    },
    [formId, keying, queueOffline, queue, send],
  )

  // A queued try goes as soon as the connection is back (at once if it already is).
  useEffect(() => {
    if (!queued) return
    const sendQueued = () => {
      if (inFlight.current) return
      inFlight.current = true
      void store.load().then((loaded) => send(loaded, queued.values, queued.keys))
    }
    if (!isOffline()) sendQueued()
    window.addEventListener('online', sendQueued)
    return () => window.removeEventListener('online', sendQueued)
  }, [queued, send])

  // The newest try queued by a tab that has gone (closed, reloaded, or another page since): this tab
  // takes it over. The store loads only if this form has tries stored at all.
  useEffect(() => {
    if (!queueOffline || !hasSharedAttempts(formId)) return
    let unmounted = false
    void store.load().then(async (loaded) => {
      const [newest] = loaded.queuedAttempts(formId)
      if (!newest || unmounted) return
      const key = newest.queued.keys.idempotencyKey
      const release = await loaded.holdIfFree(queueLockName(formId, key))
      if (!release) return
      const still = loaded.queuedAttempts(formId).find((attempt) => attempt.queued.keys.idempotencyKey === key)
      if (unmounted || !still || inFlight.current) return release()
      loaded.adoptAttempt(formId, still.payload, still.queued.keys)
      options.current.onAdopt?.(still.queued.draft)
      hold(loaded, key, release)
      setQueued({ values: still.queued.values as TValues, keys: still.queued.keys })
    })
    return () => {
      unmounted = true
    }
  }, [formId, queueOffline, hold])

  // Leaving the form (a client-side navigation) lets another mount of it take the queued try over.
  useEffect(
    () => () => {
      held.current?.release()
      held.current = null
    },
    [],
  )

  /** "Cancel" on the queued notice: nothing will be sent; the answers stay in the form. */
  const cancel = useCallback(() => {
    const loaded = store.loaded() // a queued try's keys came from it
    if (!queued || !loaded) return
    settle(loaded, queued.keys.idempotencyKey)
    setQueued(null)
  }, [queued, settle])

  /** A failure that happened before sending (e.g. the validation code could not load offline). */
  const fail = useCallback((failure: SubmitFailure) => setFailed({ status: 'failed', failure, otherMessages: [] }), [])

  /**
   * Validates, then submits: `validate` runs react-hook-form's handleSubmit with `submit`. Validation
   * whose code cannot load (offline before the schema arrived) fails like a send would.
   */
  const validateAndSubmit = useCallback(
    (validate: (onValid: (values: TValues) => Promise<void>) => Promise<void>) => {
      validate(submit).catch(() => fail({ kind: isOffline() ? 'offline' : 'network' }))
    },
    [submit, fail],
  )

  /** Back to idle, e.g. after "Start over" (a queued try is cancelled), or after a success the form stays for (a new password). */
  const reset = useCallback(() => {
    if (inFlight.current && !succeeded.current) return
    inFlight.current = false
    succeeded.current = false
    cancel()
    setFailed(null)
    resetMutation()
  }, [cancel, resetMutation])

  const state: SubmissionState =
    status === 'pending' || waitingForTurn
      ? { status: 'submitting' }
      : status === 'success'
        ? { status: 'succeeded' }
        : queued
          ? { status: 'queued' }
          : (failed ?? { status: 'idle' })
  return { state, submit, validateAndSubmit, fail, reset, cancel, busy: state.status === 'submitting' || state.status === 'succeeded' }
}
