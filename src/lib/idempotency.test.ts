import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearIdempotencyKeys, createIdempotencyKey, idempotencyKeyFor, idempotencyStorageKey, payloadFingerprint, sendWithIdempotencyKey } from './idempotency'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => sessionStorage.clear())

describe('idempotency keys', () => {
  it('keeps one key per set of answers until a submission succeeds', () => {
    const ada = { firstName: 'Ada', date: '2026-12-01' }
    const first = idempotencyKeyFor('test-drive', ada)
    expect(first).toMatch(UUID_V4)
    expect(idempotencyKeyFor('test-drive', { ...ada })).toBe(first)
    expect(idempotencyKeyFor('survey', ada)).not.toBe(first)

    clearIdempotencyKeys('test-drive')
    expect(idempotencyKeyFor('test-drive', ada)).not.toBe(first)
  })

  it('gives changed answers a key of their own, and changing back reuses the first key', () => {
    const ada = idempotencyKeyFor('test-drive', { firstName: 'Ada' })
    const bola = idempotencyKeyFor('test-drive', { firstName: 'Bola' })
    expect(bola).toMatch(UUID_V4)
    expect(bola).not.toBe(ada)
    expect(idempotencyKeyFor('test-drive', { firstName: 'Ada' })).toBe(ada)
    expect(idempotencyKeyFor('test-drive', { firstName: 'Bola' })).toBe(bola)
  })

  it('finds the key whatever order the answers were written in', () => {
    expect(payloadFingerprint({ b: 1, a: { d: [2, 1], c: true } })).toBe(payloadFingerprint({ a: { c: true, d: [2, 1] }, b: 1 }))
    expect(payloadFingerprint({ list: [1, 2] })).not.toBe(payloadFingerprint({ list: [2, 1] }))
    expect(idempotencyKeyFor('work-order', { name: 'Ada', km: 5 })).toBe(idempotencyKeyFor('work-order', { km: 5, name: 'Ada' }))
  })

  it('starts afresh from a stored value it cannot read', () => {
    sessionStorage.setItem(idempotencyStorageKey('work-order'), JSON.stringify('not-a-key'))
    expect(idempotencyKeyFor('work-order', { name: 'Ada' })).toMatch(UUID_V4)
    sessionStorage.setItem(idempotencyStorageKey('work-order'), '[{"key":"nope","payload":"{}"}]')
    expect(idempotencyKeyFor('work-order', {})).toMatch(UUID_V4)
  })

  it('sends with the key of the answers and forgets the keys only once the server confirmed', async () => {
    const send = vi.fn(async (request: { name: string; idempotencyKey: string }) => {
      if (send.mock.calls.length === 1) throw new Error('Network Error')
      return { reference: 'DR-2026-000001', key: request.idempotencyKey }
    })
    await expect(sendWithIdempotencyKey('dealer', { name: 'Ada' }, send)).rejects.toThrow('Network Error')
    const firstKey = send.mock.calls[0]?.[0].idempotencyKey
    expect(firstKey).toMatch(UUID_V4)

    const result = await sendWithIdempotencyKey('dealer', { name: 'Ada' }, send)
    expect(result.key).toBe(firstKey)
    expect(sessionStorage.getItem(idempotencyStorageKey('dealer'))).toBeNull()
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
