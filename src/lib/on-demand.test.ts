import { describe, expect, it, vi } from 'vitest'
import { onDemand } from './on-demand'

describe('onDemand', () => {
  it('loads once however often it is asked, preload included', async () => {
    const load = vi.fn(async () => 'module')
    const code = onDemand(load)
    code.preload()
    await expect(Promise.all([code.load(), code.load()])).resolves.toEqual(['module', 'module'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed load (offline), so the next try loads again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('module')
    const code = onDemand(load)
    code.preload()
    await expect(code.load()).rejects.toThrow('Failed to fetch')
    await expect(code.load()).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
