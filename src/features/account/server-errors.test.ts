import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import { applyServerError } from './server-errors'

type Values = { phone: string; password: string }
const FALLBACK = 'We could not complete this.'

describe('showing the server answer of a failed submit', () => {
  it('puts field messages under their fields and focuses the first', () => {
    const setError = vi.fn()
    const error = new ApiError('This phone number is already registered', {
      kind: 'envelope',
      code: 400,
      fieldErrors: { phone: 'This phone number is already registered' },
    })
    expect(applyServerError<Values>(error, ['phone', 'password'], setError, FALLBACK)).toBeNull()
    expect(setError).toHaveBeenCalledWith('phone', { type: 'server', message: 'This phone number is already registered' }, { shouldFocus: true })
  })

  it("shows the server's message next to the form when no field carries it", () => {
    const error = new ApiError('Incorrect phone number or password', { kind: 'envelope', code: 401 })
    expect(applyServerError<Values>(error, ['phone', 'password'], vi.fn(), FALLBACK)).toBe('Incorrect phone number or password')
  })

  it('lists messages of fields the form does not show', () => {
    const error = new ApiError('Bad', { kind: 'envelope', code: 400, fieldErrors: { payload: 'Unreadable request' } })
    expect(applyServerError<Values>(error, ['phone'], vi.fn(), FALLBACK)).toBe('Unreadable request')
  })

  it('uses the fallback for transport failures and other errors, nothing for an abort', () => {
    expect(applyServerError<Values>(new ApiError('Network Error', { kind: 'network' }), ['phone'], vi.fn(), FALLBACK)).toBe(FALLBACK)
    expect(applyServerError<Values>(new Error('boom'), ['phone'], vi.fn(), FALLBACK)).toBe(FALLBACK)
    expect(applyServerError<Values>(new ApiError('aborted', { kind: 'aborted' }), ['phone'], vi.fn(), FALLBACK)).toBeNull()
  })
})
