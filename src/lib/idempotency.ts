import { keyedDigest } from './keyed-digest'
import { isRecord, readSession, removeSession, writeSession } from './session-store'

/**
 * Idempotency keys for form submissions. A key belongs to one payload: every try of the same
 * answers carries the same key until the server confirms one of them (a retry after a lost answer,
 * a timeout or a reload gets the first result instead of a second record), while changed answers
 * are a different submission with a key of their own (the server must book them, not answer the
 * earlier ones). Keys live in sessionStorage, one list per form (with a digest of each payload),
 * forgotten on success.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/**
 * Payloads tried since the last success, newest last. More than one when the visitor changed the
 * form after an unanswered try; changing back to earlier answers reuses their key.
 */
const MAX_PENDING = 20

type PendingSubmission = { key: string; payload: string }

/** A random version 4 UUID (crypto.randomUUID where available: it needs a secure context). */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const isPending = (value: unknown): value is PendingSubmission =>
  isRecord(value) && typeof value.key === 'string' && UUID.test(value.key) && typeof value.payload === 'string'

const isPendingList = (value: unknown): value is PendingSubmission[] => Array.isArray(value) && value.every(isPending)

export function idempotencyStorageKey(formId: string): string {
  return `form:${formId}:idempotency-keys`
}

/**
 * The same answers give the same text whatever order their keys were set in, so a form that
 * rebuilds its values object still finds the key of the answers it sent.
 */
export function payloadFingerprint(payload: unknown): string {
  return JSON.stringify(payload, (_key, value: unknown) =>
    isRecord(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value,
  )
}

/**
 * What is stored of a payload to recognise it again: a digest of its fingerprint keyed with this
 * browser's secret (keyed-digest.ts), never the answers themselves nor a plain hash of them (a
 * registration carries a password and an SMS code, which a plain hash would let anyone guess
 * offline). Undefined where the page has no Web Crypto (an insecure context): nothing about the
 * answers is kept there.
 */
async function storedFingerprint(payload: unknown): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle) return undefined
  return keyedDigest(payloadFingerprint(payload))
}

/** The key of these answers: the one already used for them since the last success, or a new one. */
export async function idempotencyKeyFor(formId: string, payload: unknown): Promise<string> {
  const fingerprint = await storedFingerprint(payload)
  if (!fingerprint) return createIdempotencyKey()
  const storageKey = idempotencyStorageKey(formId)
  const pending = readSession(storageKey, isPendingList) ?? []
  const known = pending.find((entry) => entry.payload === fingerprint)
  if (known) return known.key
  const key = createIdempotencyKey()
  writeSession(storageKey, [...pending, { key, payload: fingerprint }].slice(-MAX_PENDING))
  return key
}

/** Forgets the form's keys once the server confirmed a submission: the next one is a new submission. */
export function clearIdempotencyKeys(formId: string): void {
  removeSession(idempotencyStorageKey(formId))
}

/**
 * Sends a payload that creates a record with the key of these answers, and forgets the form's keys
 * once the server confirmed it.
 */
export async function sendWithIdempotencyKey<TPayload extends object, TResult>(
  formId: string,
  payload: TPayload,
  send: (request: TPayload & { idempotencyKey: string }) => Promise<TResult>,
): Promise<TResult> {
  const result = await send({ ...payload, idempotencyKey: await idempotencyKeyFor(formId, payload) })
  clearIdempotencyKeys(formId)
  return result
}
