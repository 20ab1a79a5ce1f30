import { afterEach, describe, expect, it, vi } from 'vitest'
import { hasSharedAttempts, sharedAttemptsStorageKey } from './attempt-storage'

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('hasSharedAttempts', () => {
  it('is true only for a non-empty list of tries stored for that form', () => {
    expect(hasSharedAttempts('work-order')).toBe(false)
    localStorage.setItem(sharedAttemptsStorageKey('work-order'), '[]')
    expect(hasSharedAttempts('work-order')).toBe(false)
    localStorage.setItem(sharedAttemptsStorageKey('work-order'), '[{"digest":"a","queued":true}]')
    expect(hasSharedAttempts('work-order')).toBe(true)
    expect(hasSharedAttempts('test-drive')).toBe(false)
  })

  it('is false for what is not a list (another script\'s value, broken JSON) and where storage throws', () => {
    localStorage.setItem(sharedAttemptsStorageKey('work-order'), '{"digest":"a"}')
    expect(hasSharedAttempts('work-order')).toBe(false)
    localStorage.setItem(sharedAttemptsStorageKey('work-order'), '[{')
    expect(hasSharedAttempts('work-order')).toBe(false)
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(hasSharedAttempts('work-order')).toBe(false)
  })
})
