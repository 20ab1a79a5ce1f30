// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { memoiseUntilRejected } from './memoise-until-rejected.mjs'

describe('memoiseUntilRejected (the dev server starts its mocks with it)', () => {
  it('starts once for simultaneous calls, and every caller waits for that start', async () => {
    let finish = () => {}
    const start = vi.fn(() => new Promise((resolve) => (finish = () => resolve('started'))))
    const startOnce = memoiseUntilRejected(start)
    const calls = [startOnce(), startOnce(), startOnce()]
    finish()
    await expect(Promise.all(calls)).resolves.toEqual(['started', 'started', 'started'])
    await startOnce()
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed start', async () => {
    const start = vi.fn().mockRejectedValueOnce(new Error('first start failed')).mockResolvedValue('started')
    const startOnce = memoiseUntilRejected(start)
    await expect(startOnce()).rejects.toThrow('first start failed')
    await expect(startOnce()).resolves.toBe('started')
    expect(start).toHaveBeenCalledTimes(2)
  })
})
