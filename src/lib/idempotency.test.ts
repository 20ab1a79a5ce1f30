import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearIdempotencyKey, createIdempotencyKey, idempotencyStorageKey, pendingIdempotencyKey } from './idempotency'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => sessionStorage.clear())

describe('idempotency keys', () => {
  it('keeps one key per form until the submission succeeds', () => {
    const first = pendingIdempotencyKey('test-drive')
    expect(first).toMatch(UUID_V4)
    expect(pendingIdempotencyKey('test-drive')).toBe(first)
    expect(sessionStorage.getItem(idempotencyStorageKey('test-drive'))).toBe(JSON.stringify(first))
    expect(pendingIdempotencyKey('survey')).not.toBe(first)

    clearIdempotencyKey('test-drive')
    expect(pendingIdempotencyKey('test-drive')).not.toBe(first)
  })

  it('replaces a stored value that is not a UUID', () => {
    sessionStorage.setItem(idempotencyStorageKey('work-order'), JSON.stringify('not-a-key'))
    expect(pendingIdempotencyKey('work-order')).toMatch(UUID_V4)
  })

  it('makes version 4 UUIDs without crypto.randomUUID (insecure contexts)', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues')
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const keys = new Set(Array.from({ length: 50 }, () => createIdempotencyKey()))
      expect(keys.size).toBe(50)
      for (const key of keys) expect(key).toMatch(UUID_V4)
      expect(spy).toHaveBeenCalledTimes(50)
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID')
    }
  })
})
