import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-errors'

describe('isChunkLoadError', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'), true],
    [Object.assign(new Error('Loading chunk 12 failed'), { name: 'ChunkLoadError' }), true],
    [new Error('CSS_CHUNK_LOAD_FAILED'), true],
    [new Error('Unable to preload CSS for /assets/a.css'), true],
    [new Error('Cannot read properties of undefined'), false],
    [undefined, false],
  ])('%s → %s', (error, expected) => expect(isChunkLoadError(error)).toBe(expected))
})

describe('reloadOnceForChunkError', () => {
  it('reloads the first time and refuses the second time for the same address', () => {
    const reload = vi.fn()
    const location = { pathname: '/about/', reload } as unknown as Location
    expect(reloadOnceForChunkError(window.sessionStorage, location)).toBe(true)
    expect(reloadOnceForChunkError(window.sessionStorage, location)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    window.sessionStorage.clear()
  })
})
