import { describe, expect, it, vi } from 'vitest'
import { throttle } from './throttle'

describe('throttle', () => {
  it('runs at once, then at most once per interval with the latest arguments', () => {
    vi.useFakeTimers()
    const calls: number[] = []
    const throttled = throttle((value: number) => calls.push(value), 200)
    throttled(1)
    throttled(2)
    throttled(3)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(200)
    expect(calls).toEqual([1, 3])
    vi.advanceTimersByTime(1000)
    expect(calls).toEqual([1, 3])
  })

  it('cancel drops the pending call', () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const throttled = throttle(fn, 200)
    throttled()
    throttled()
    throttled.cancel()
    vi.advanceTimersByTime(500)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
