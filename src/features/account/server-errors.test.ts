import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_CONFLICT_CODE, SUPERSEDED_CODE, VALIDATION_ERROR_CODE } from '@/contract/common'
import { NOT_SIGNED_IN_CODE } from '@/contract/passport'
import { ApiError } from '@/lib/api'
import { classifySubmitError } from '@/lib/submit-failure'
import { DOCUMENTED_ENVELOPE_CODES, failureMessage } from './server-errors'

const FALLBACK = 'We could not complete this.'
const OFFLINE = 'You are offline.'
const t = (key: 'error.offline' | 'error.generic') => (key === 'error.offline' ? OFFLINE : FALLBACK)

/** What the account form says about a submit that failed with this error (the kit classifies it first). */
function said(error: unknown, otherMessages: string[] = []) {
  const failure = classifySubmitError(error)
  return failure ? failureMessage({ failure, otherMessages }, t) : undefined
}

describe("an account form's message about a failed submit", () => {
  it('says nothing beside the button when every message went to a field', () => {
    const error = new ApiError('This phone number is already registered', {
      kind: 'envelope',
      code: 400,
      fieldErrors: { phone: 'This phone number is already registered' },
    })
    expect(said(error)).toBeNull()
  })

  it("shows the server's message next to the form when no field carries it", () => {
    expect(said(new ApiError('Incorrect phone number or password', { kind: 'envelope', code: 401 }))).toBe('Incorrect phone number or password')
  })

  it('lists messages of fields the form does not show', () => {
    const error = new ApiError('Bad', { kind: 'envelope', code: 400, fieldErrors: { payload: 'Unreadable request' } })
    expect(said(error, ['Unreadable request'])).toBe('Unreadable request')
  })

  it("shows the fallback, not the server's wording, for an envelope code the account calls do not document", () => {
    for (const code of [500, 503, 0, 418]) {
      expect(said(new ApiError('Database exploded', { kind: 'envelope', code })), String(code)).toBe(FALLBACK)
    }
    expect(said(new ApiError('This request was replaced by a later one', { kind: 'envelope', code: 409 }))).toBe('This request was replaced by a later one')
  })

  it('knows the codes the contract gives the account calls', () => {
    expect([...DOCUMENTED_ENVELOPE_CODES].sort()).toEqual([VALIDATION_ERROR_CODE, NOT_SIGNED_IN_CODE, SUPERSEDED_CODE, IDEMPOTENCY_CONFLICT_CODE].sort())
  })

  it('uses the fallback for transport failures and other errors, the offline message offline, nothing for an abort', () => {
    expect(said(new ApiError('Network Error', { kind: 'network' }))).toBe(FALLBACK)
    expect(said(new ApiError('Timeout', { kind: 'timeout' }))).toBe(FALLBACK)
    expect(said(new Error('boom'))).toBe(FALLBACK)
    expect(failureMessage({ failure: { kind: 'offline' }, otherMessages: [] }, t)).toBe(OFFLINE)
    expect(said(new ApiError('aborted', { kind: 'aborted' }))).toBeUndefined()
  })
})
