import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  clearIdempotencyKeys,
  createIdempotencyKey,
  idempotencyKeyFor,
  payloadFingerprint,
  supersedingKeysFor,
} from './idempotency'
import { idempotencyStorageKey, sharedAttemptsStorageKey } from './attempt-storage'
import { DIGEST_SECRET_STORAGE_KEY } from './keyed-digest'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})

/** Another tab of the same browser: its own sessionStorage, the same localStorage. */
const openAnotherTab = () => sessionStorage.clear()

describe('idempotency keys', () => {
  it('keeps one key per set of answers until a submission succeeds', async () => {
    const ada = { firstName: 'Ada', date: '2026-12-01' }
    const first = await idempotencyKeyFor('test-drive', ada)
    expect(first).toMatch(UUID_V4)
    expect(await idempotencyKeyFor('test-drive', { ...ada })).toBe(first)
    expect(await idempotencyKeyFor('survey', ada)).not.toBe(first)

    clearIdempotencyKeys('test-drive')
    expect(await idempotencyKeyFor('test-drive', ada)).not.toBe(first)
  })

  it('gives changed answers a key of their own, and changing back reuses the first key', async () => {
    const ada = await idempotencyKeyFor('test-drive', { firstName: 'Ada' })
    const bola = await idempotencyKeyFor('test-drive', { firstName: 'Bola' })
    expect(bola).toMatch(UUID_V4)
    expect(bola).not.toBe(ada)
    expect(await idempotencyKeyFor('test-drive', { firstName: 'Ada' })).toBe(ada)
    expect(await idempotencyKeyFor('test-drive', { firstName: 'Bola' })).toBe(bola)
  })

  it('finds the key whatever order the answers were written in', async () => {
    expect(payloadFingerprint({ b: 1, a: { d: [2, 1], c: true } })).toBe(payloadFingerprint({ a: { c: true, d: [2, 1] }, b: 1 }))
    expect(payloadFingerprint({ list: [1, 2] })).not.toBe(payloadFingerprint({ list: [2, 1] }))
    expect(await idempotencyKeyFor('work-order', { name: 'Ada', km: 5 })).toBe(await idempotencyKeyFor('work-order', { km: 5, name: 'Ada' }))
  })

  it('stores a digest of the answers, never the answers (a registration has a password)', async () => {
    const key = await idempotencyKeyFor('register', { phone: '+234 80 3123 4567', password: 'Sunshine2026', code: '123456' })
    const stored = sessionStorage.getItem(idempotencyStorageKey('register')) ?? ''
    expect(stored).toContain(key)
    expect(stored).not.toMatch(/Sunshine2026|123456|3123/)
    expect(JSON.parse(stored)).toEqual([{ key, payload: expect.stringMatching(/^[0-9a-f]{64}$/) }])
  })

  it('keeps no plain hash of the answers: the digest is keyed with a random secret of this browser', async () => {
    const registration = { name: 'Ada', phone: '+234 80 3123 4567', password: 'Sunshine2026', code: '123456' }
    const plainSha256 = async (text: string) =>
      Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (byte) => byte.toString(16).padStart(2, '0')).join('')
    const storedDigest = () => (JSON.parse(sessionStorage.getItem(idempotencyStorageKey('register')) ?? '[]') as { payload: string }[])[0]?.payload

    const key = await idempotencyKeyFor('register', registration)
    const digest = storedDigest()
    // A guess at the password hashed the plain way does not match what is stored.
    expect(digest).not.toBe(await plainSha256(payloadFingerprint(registration)))
    expect(localStorage.getItem(DIGEST_SECRET_STORAGE_KEY)).toMatch(/^[0-9a-f]{64}$/)
    expect(await idempotencyKeyFor('register', { ...registration })).toBe(key)

    // Another browser (another secret) stores another digest of the same answers.
    sessionStorage.clear()
    localStorage.setItem(DIGEST_SECRET_STORAGE_KEY, 'ab'.repeat(32))
    await idempotencyKeyFor('register', registration)
    expect(storedDigest()).toMatch(/^[0-9a-f]{64}$/)
    expect(storedDigest()).not.toBe(digest)
  })

  it('starts afresh from a stored value it cannot read', async () => {
    sessionStorage.setItem(idempotencyStorageKey('work-order'), JSON.stringify('not-a-key'))
    expect(await idempotencyKeyFor('work-order', { name: 'Ada' })).toMatch(UUID_V4)
    sessionStorage.setItem(idempotencyStorageKey('work-order'), '[{"key":"nope","payload":"{}"}]')
    expect(await idempotencyKeyFor('work-order', {})).toMatch(UUID_V4)
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
  it('keeps nothing about the answers without Web Crypto (insecure contexts): each try gets a new key', async () => {
    const subtle = Object.getOwnPropertyDescriptor(crypto, 'subtle')
    Object.defineProperty(crypto, 'subtle', { value: undefined, configurable: true })
    try {
      const first = await idempotencyKeyFor('register', { password: 'Sunshine2026' })
      expect(first).toMatch(UUID_V4)
      expect(await idempotencyKeyFor('register', { password: 'Sunshine2026' })).not.toBe(first)
      expect(sessionStorage.getItem(idempotencyStorageKey('register'))).toBeNull()
    } finally {
      if (subtle) Object.defineProperty(crypto, 'subtle', subtle)
      else Reflect.deleteProperty(crypto, 'subtle')
    }
  })
})

describe('keys of a form whose changed answers replace its unanswered tries (supersedingKeysFor)', () => {
  it('keeps the key of unchanged answers, and names every earlier key when the answers change', async () => {
    const ada = await supersedingKeysFor('test-drive', { firstName: 'Ada' })
    expect(ada).toEqual({ idempotencyKey: expect.stringMatching(UUID_V4) })
    expect(await supersedingKeysFor('test-drive', { firstName: 'Ada' })).toEqual(ada)

    const bola = await supersedingKeysFor('test-drive', { firstName: 'Bola' })
    expect(bola).toEqual({ idempotencyKey: expect.stringMatching(UUID_V4), supersedes: [ada.idempotencyKey] })
    expect(await supersedingKeysFor('test-drive', { firstName: 'Bola' })).toEqual(bola)

    const adaAgain = await supersedingKeysFor('test-drive', { firstName: 'Ada' })
    expect(adaAgain.idempotencyKey).not.toBe(ada.idempotencyKey)
    expect(adaAgain.supersedes).toEqual([ada.idempotencyKey, bola.idempotencyKey])

    // After a success: other answers are a new booking; the confirmed answers again are that booking (shared below).
    clearIdempotencyKeys('test-drive')
    expect(await supersedingKeysFor('test-drive', { firstName: 'Chidi' })).toEqual({ idempotencyKey: expect.not.stringMatching(adaAgain.idempotencyKey) })
  })

  it('names at most 19 earlier keys (a form-encoded list keeps 20)', async () => {
    for (let change = 0; change < 25; change += 1) await supersedingKeysFor('dealer', { companyName: `Company ${change}` })
    const last = await supersedingKeysFor('dealer', { companyName: 'Final' })
    expect(last.supersedes).toHaveLength(19)
  })

  it('without Web Crypto (insecure contexts) every try gets a new key that supersedes the earlier ones, and no digest is kept', async () => {
    const subtle = Object.getOwnPropertyDescriptor(crypto, 'subtle')
    Object.defineProperty(crypto, 'subtle', { value: undefined, configurable: true })
    try {
      const first = await supersedingKeysFor('work-order', { name: 'Ada' })
      const retry = await supersedingKeysFor('work-order', { name: 'Ada' })
      expect(retry.idempotencyKey).not.toBe(first.idempotencyKey)
      expect(retry.supersedes).toEqual([first.idempotencyKey])
      expect(JSON.parse(sessionStorage.getItem(idempotencyStorageKey('work-order')) ?? '[]')).toEqual([
        { key: first.idempotencyKey, payload: '' },
        { key: retry.idempotencyKey, payload: '' },
      ])
    } finally {
      if (subtle) Object.defineProperty(crypto, 'subtle', subtle)
      else Reflect.deleteProperty(crypto, 'subtle')
    }
  })
})

describe('the keys of a booking-type form are shared by the tabs of the browser', () => {
  const ada = { firstName: 'Ada', phone: '+234 80 3123 4567', email: 'ada@example.test' }

  it('the same answers from another tab carry the first tab\'s key, unanswered or confirmed, and supersede nothing', async () => {
    const first = await supersedingKeysFor('test-drive', ada)
    openAnotherTab()
    expect(await supersedingKeysFor('test-drive', { ...ada })).toEqual(first)

    // The first tab's try is confirmed (its keys are forgotten there): a third tab still gets its key.
    clearIdempotencyKeys('test-drive')
    openAnotherTab()
    expect(await supersedingKeysFor('test-drive', ada)).toEqual(first)
    expect(await supersedingKeysFor('survey', ada)).not.toEqual(first)
  })

  it('other answers in another tab are a booking of their own; that tab\'s changes supersede its own keys only', async () => {
    const tabA = await supersedingKeysFor('test-drive', ada)
    openAnotherTab()
    const bola = await supersedingKeysFor('test-drive', { ...ada, firstName: 'Bola' })
    expect(bola).toEqual({ idempotencyKey: expect.not.stringMatching(tabA.idempotencyKey) })

    // Tab B changes to tab A's answers: tab A's key, replacing tab B's own unanswered try.
    expect(await supersedingKeysFor('test-drive', ada)).toEqual({ idempotencyKey: tabA.idempotencyKey, supersedes: [bola.idempotencyKey] })
    // And changes again: tab A's booking is not tab B's to cancel.
    const chidi = await supersedingKeysFor('test-drive', { ...ada, firstName: 'Chidi' })
    expect(chidi.supersedes).toEqual([bola.idempotencyKey])
  })

  it('a key a tab superseded is withdrawn: another tab books those answers afresh', async () => {
    const first = await supersedingKeysFor('work-order', ada)
    const changed = await supersedingKeysFor('work-order', { ...ada, firstName: 'Bola' })
    expect(changed.supersedes).toEqual([first.idempotencyKey])
    openAnotherTab()
    const again = await supersedingKeysFor('work-order', ada)
    expect(again).toEqual({ idempotencyKey: expect.not.stringMatching(first.idempotencyKey) })
    // The first tab's changed answers are still shared: the same answers here are that booking.
    expect(await supersedingKeysFor('work-order', { ...ada, firstName: 'Bola' })).toEqual({ idempotencyKey: changed.idempotencyKey, supersedes: [again.idempotencyKey] })
  })

  it('for a day from the key\'s first use (the server keeps keys 24 hours), however often a tab reuses it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'))
    const first = await supersedingKeysFor('survey', ada)
    vi.setSystemTime(new Date('2026-11-24T08:59:00Z'))
    openAnotherTab()
    expect(await supersedingKeysFor('survey', ada)).toEqual(first)
    vi.setSystemTime(new Date('2026-11-24T09:00:01Z'))
    openAnotherTab()
    expect(await supersedingKeysFor('survey', ada)).toEqual({ idempotencyKey: expect.not.stringMatching(first.idempotencyKey) })
  })

  it('shares digests and keys, never the answers', async () => {
    const { idempotencyKey } = await supersedingKeysFor('dealer', ada)
    const shared = localStorage.getItem(sharedAttemptsStorageKey('dealer')) ?? ''
    expect(JSON.parse(shared)).toEqual([{ key: idempotencyKey, payload: expect.stringMatching(/^[0-9a-f]{64}$/), expires: expect.any(Number) }])
    expect(shared).not.toMatch(/Ada|3123|example/)
  })

  it('without localStorage (blocked, or full) a tab keeps its own keys and nothing is shared', async () => {
    const local = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    try {
      const first = await supersedingKeysFor('test-drive', ada)
      expect(first).toEqual({ idempotencyKey: expect.stringMatching(UUID_V4) })
      expect(await supersedingKeysFor('test-drive', ada)).toEqual(first)
      openAnotherTab()
      expect(await supersedingKeysFor('test-drive', ada)).toEqual({ idempotencyKey: expect.not.stringMatching(first.idempotencyKey) })
    } finally {
      if (local) Object.defineProperty(globalThis, 'localStorage', local)
    }

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, ...args) {
      if (this === localStorage) throw new DOMException('Quota exceeded', 'QuotaExceededError')
      return Storage.prototype.setItem.call(this, ...args)
    })
    expect(await supersedingKeysFor('survey', ada)).toEqual({ idempotencyKey: expect.stringMatching(UUID_V4) })
  })
})
