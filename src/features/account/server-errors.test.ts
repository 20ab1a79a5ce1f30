import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import { applyServerError } from './server-errors'

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

  it('uses the fallback for transport failures and other errors, nothing for an abort', () => {
    expect(applyServerError(new ApiError('Network Error', { kind: 'network' }), none, FALLBACK)).toBe(FALLBACK)
    expect(applyServerError(new Error('boom'), none, FALLBACK)).toBe(FALLBACK)
    expect(applyServerError(new ApiError('aborted', { kind: 'aborted' }), none, FALLBACK)).toBeNull()
  })
})
