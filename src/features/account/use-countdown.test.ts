import { describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { useCountdown } from './use-countdown'

describe('resend countdown', () => {
  it('counts 60 seconds down to zero, then allows another code', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useCountdown())
    expect(result.current.running).toBe(false)

    act(() => result.current.start(60))
    expect(result.current).toMatchObject({ secondsLeft: 60, running: true })

    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.secondsLeft).toBe(59)

    act(() => vi.advanceTimersByTime(58_000))
    expect(result.current).toMatchObject({ secondsLeft: 1, running: true })

    act(() => vi.advanceTimersByTime(1000))
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false })
  })

  it('does not run for a wait of zero', () => {
    const { result } = renderHook(() => useCountdown())
    act(() => result.current.start(0))
    expect(result.current.running).toBe(false)
  })
})
