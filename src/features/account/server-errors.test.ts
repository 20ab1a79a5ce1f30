import { describe, expect, it, vi } from 'vitest'
import { IDEMPOTENCY_CONFLICT_CODE, SUPERSEDED_CODE, VALIDATION_ERROR_CODE } from '@/contract/common'
import { NOT_SIGNED_IN_CODE } from '@/contract/passport'
import { ApiError } from '@/lib/api'
import { DOCUMENTED_ENVELOPE_CODES, applyServerError } from './server-errors'

const FALLBACK = 'We could not complete this.'
const none = () => [] as string[]

describe('showing the server answer of a failed submit', () => {
  it("hands field messages to the form's error display", () => {
    const show = vi.fn(none)
    const error = new ApiError('This phone number is already registered', {
      kind: 'envelope',
      code: 400,
      fieldErrors: { phone: 'This phone number is already registered' },
    })
    expect(applyServerError(error, show, FALLBACK)).toBeNull()
    expect(show).toHaveBeenCalledWith({ phone: 'This phone number is already registered' })
  })

  it("shows the server's message next to the form when no field carries it", () => {
    const error = new ApiError('Incorrect phone number or password', { kind: 'envelope', code: 401 })
    expect(applyServerError(error, none, FALLBACK)).toBe('Incorrect phone number or password')
  })

  it('lists messages of fields the form does not show', () => {
    const error = new ApiError('Bad', { kind: 'envelope', code: 400, fieldErrors: { payload: 'Unreadable request' } })
    expect(applyServerError(error, () => ['Unreadable request'], FALLBACK)).toBe('Unreadable request')
  })

  it('shows the fallback, not the server\'s wording, for an envelope code the account calls do not document', () => {
    for (const code of [500, 503, 0, 418]) {
      expect(applyServerError(new ApiError('Database exploded', { kind: 'envelope', code }), none, FALLBACK), String(code)).toBe(FALLBACK)
    }
    expect(applyServerError(new ApiError('This request was replaced by a later one', { kind: 'envelope', code: 409 }), none, FALLBACK)).toBe('This request was replaced by a later one')
  })

  it('knows the codes the contract gives the account calls', () => {
    expect([...DOCUMENTED_ENVELOPE_CODES].sort()).toEqual([VALIDATION_ERROR_CODE, NOT_SIGNED_IN_CODE, SUPERSEDED_CODE, IDEMPOTENCY_CONFLICT_CODE].sort())
  })

  it('uses the fallback for transport failures and other errors, nothing for an abort', () => {
    expect(applyServerError(new ApiError('Network Error', { kind: 'network' }), none, FALLBACK)).toBe(FALLBACK)
    expect(applyServerError(new Error('boom'), none, FALLBACK)).toBe(FALLBACK)
    expect(applyServerError(new ApiError('aborted', { kind: 'aborted' }), none, FALLBACK)).toBeNull()
  })
})
