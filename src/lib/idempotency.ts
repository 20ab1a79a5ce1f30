import { readSession, removeSession, writeSession } from './session-store'

/**
 * Idempotency keys for form submissions: one key per submission attempt, kept in sessionStorage
 * from the first try until the server confirms success, so a retry after a lost answer (timeout,
 * network failure, reload) carries the same key and the server answers the first result instead of
 * storing a second booking.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** A random version 4 UUID (crypto.randomUUID where available: it needs a secure context). */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const isKey = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)

export function idempotencyStorageKey(formId: string): string {
  return `form:${formId}:idempotency-key`
}

/** The key of the pending submission of a form, made and stored on first use. */
export function pendingIdempotencyKey(formId: string): string {
  const storageKey = idempotencyStorageKey(formId)
  const existing = readSession(storageKey, isKey)
  if (existing) return existing
  const key = createIdempotencyKey()
  writeSession(storageKey, key)
  return key
}

/** Forgets the key once the server confirmed the submission: the next one is a new submission. */
export function clearIdempotencyKey(formId: string): void {
  removeSession(idempotencyStorageKey(formId))
}
