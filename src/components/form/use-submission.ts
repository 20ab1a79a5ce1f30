import { useCallback, useEffect, useRef, useState } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import { clearIdempotencyKeys, supersedingKeysFor, type Submission } from '@/lib/idempotency'
import { classifySubmitError, isOffline, type SubmitFailure } from '@/lib/submit-failure'

export type SubmissionState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'succeeded' }
  | { status: 'failed'; failure: SubmitFailure; otherMessages: string[] }

/** The form's mutation hook's result (features/<feature>/api/<operation>.ts): sends the values with the submission's keys. */
export type SubmissionMutation<TValues, TResult> = Pick<UseMutationResult<TResult, Error, Submission<TValues>>, 'mutateAsync' | 'reset' | 'status'>

type UseSubmissionOptions<TValues, TResult> = {
  formId: string
  /** Sends the values with the submission's idempotency key and the unanswered keys it supersedes. */
  mutation: SubmissionMutation<TValues, TResult>
  onSuccess: (result: TResult, values: TValues) => void
  /**
   * Shows the server's field messages on the form's fields; returns the messages of fields the form
   * does not have, which the failure alert lists instead.
   */
  showFieldErrors: (errors: Record<string, string>) => string[]
}

/**
 * Never twice: one submission at a time (a second click while sending is ignored), and every try
 * of the same answers carries the same idempotency key until the server confirms one, so a retry
 * after a lost answer gets the first result instead of a second record. Changed answers get a key
 * of their own: they are booked, not answered with the earlier booking, and they name the keys of
 * the unanswered tries they replace (`supersedes`), so the server cancels whichever of those it
 * stored and refuses any that arrives late: one booking stays, the last one sent. Offline, nothing is sent.
 * The sending itself is the form's TanStack Query mutation (`useIsMutating` sees it); Query never
 * retries it on its own: a retry is the visitor's, with the same key.
 */
export function useSubmission<TValues, TResult>({ formId, mutation, onSuccess, showFieldErrors }: UseSubmissionOptions<TValues, TResult>) {
  const options = useRef({ onSuccess, showFieldErrors })
  useEffect(() => {
    options.current = { onSuccess, showFieldErrors }
  })
  // The last failure as the visitor is told it, classified when it happened (the connection may
  // come back later); also a failure before anything was sent (offline, validation code not loaded).
  const [failed, setFailed] = useState<Extract<SubmissionState, { status: 'failed' }> | null>(null)
  const inFlight = useRef(false)
  const { mutateAsync, reset: resetMutation, status } = mutation

  const submit = useCallback(
    async (values: TValues) => {
      if (inFlight.current) return
      if (isOffline()) {
        setFailed({ status: 'failed', failure: { kind: 'offline' }, otherMessages: [] })
        return
      }
      inFlight.current = true
      setFailed(null)
      let result: TResult
      try {
        result = await mutateAsync({ values, keys: await supersedingKeysFor(formId, values) })
      } catch (error) {
        inFlight.current = false
        // No failure for an abandoned request (the page is leaving).
        const failure = classifySubmitError(error)
        if (failure) {
          const otherMessages = failure.fieldErrors ? options.current.showFieldErrors(failure.fieldErrors) : []
          setFailed({ status: 'failed', failure, otherMessages })
        } else resetMutation()
        return
      }
      // Succeeded: the key is spent and the form stays locked while the page moves on.
      clearIdempotencyKeys(formId)
      options.current.onSuccess(result, values)
    },
    [formId, mutateAsync, resetMutation],
  )

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

  /** Back to idle, e.g. after "Start over". */
  const reset = useCallback(() => {
    if (inFlight.current) return
    setFailed(null)
    resetMutation()
  }, [resetMutation])

  const state: SubmissionState =
    status === 'pending' ? { status: 'submitting' } : status === 'success' ? { status: 'succeeded' } : (failed ?? { status: 'idle' })
  return { state, submit, validateAndSubmit, fail, reset, busy: state.status === 'submitting' || state.status === 'succeeded' }
}
