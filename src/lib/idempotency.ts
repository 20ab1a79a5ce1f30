import { keyedDigest } from './keyed-digest'
import { idempotencyStorageKey, sharedAttemptsStorageKey } from './attempt-storage'
import { isRecord, readLocal, readSession, removeSession, writeLocal, writeSession } from './session-store'

/**
 * Idempotency keys for form submissions. A key belongs to one payload: every try of the same
 * answers carries the same key until the server confirms one of them (a retry after a lost answer,
 * a timeout or a reload gets the first result instead of a second record), while changed answers
 * are a different submission with a key of their own (the server must book them, not answer the
 * earlier ones). Keys live in sessionStorage, one list per form (with a digest of each payload),
 * forgotten on success.
 *
 * Booking-type forms (supersedingKeysFor) also name the keys of their earlier unanswered tries in
 * `supersedes`: one of them may have been stored with its answer lost, or may still arrive late,
 * and the server cancels or refuses it, so only the last answers sent stay booked. Their keys are
 * also shared by the browser's tabs (localStorage, a day): the same answers sent from another tab,
 * whether the first tab's try is unanswered or confirmed, carry its key and get its result, never
 * a second booking; a tab's changed answers replace only that tab's own tries.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/**
 * Payloads tried since the last success, newest last. More than one when the visitor changed the
 * form after an unanswered try; changing back to earlier answers reuses their key (idempotencyKeyFor;
 * supersedingKeysFor makes a new one). Also the most keys a try supersedes plus one (a
 * form-encoded array keeps at most 20 items: MAX_SUPERSEDED_KEYS of the contract).
 */
const MAX_PENDING = 20

/**
 * `payload` is the digest of the answers, or '' where none can be made (no Web Crypto). `shared`:
 * the key came from the tabs' shared attempts (another tab sent these answers, or this tab before
 * its last success): this tab's changed answers never supersede it.
 */
type PendingSubmission = { key: string; payload: string; shared?: true }

/**
 * A try queued to be sent when the connection returns (the visitor was offline): the validated
 * answers with the keys they go with, the form's draft (to show them again in the form), and when.
 * The answers themselves are kept only while queued: sent, refused or cancelled, they are removed.
 */
export type QueuedAttempt = { values: Record<string, unknown>; keys: SubmissionKeys; draft: unknown; at: number }

/**
 * A key sent with these answers (their digest) by some tab of this browser, until `expires` (ms
 * since the epoch); `queued` while its answers wait for the connection (kept past `expires`: a
 * booking made offline is never dropped unsent).
 */
type SharedAttempt = { key: string; payload: string; expires: number; queued?: QueuedAttempt }

/**
 * How long the tabs share a key: the server keeps a key and its answer at least 24 hours (docs/api,
 * idempotency), so within a day the same answers from any tab get the first result.
 */
const SHARED_ATTEMPT_LIFETIME_MS = 24 * 60 * 60 * 1000

/** An idempotency key and the keys of the unanswered tries it replaces (none: left out). */
export type SubmissionKeys = { idempotencyKey: string; supersedes?: string[] }

/** What a booking form's mutation sends: the validated answers and the submission's keys. */
export type Submission<TValues> = { values: TValues; keys: SubmissionKeys }

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
  isRecord(value) && typeof value.key === 'string' && UUID.test(value.key) && typeof value.payload === 'string' && (value.shared === undefined || value.shared === true)

const isPendingList = (value: unknown): value is PendingSubmission[] => Array.isArray(value) && value.every(isPending)

const isKeyList = (value: unknown): value is string[] => Array.isArray(value) && value.every((key) => typeof key === 'string' && UUID.test(key))

const isSubmissionKeys = (value: unknown): value is SubmissionKeys =>
  isRecord(value) && typeof value.idempotencyKey === 'string' && UUID.test(value.idempotencyKey) && (value.supersedes === undefined || isKeyList(value.supersedes))

const isQueuedAttempt = (value: unknown): value is QueuedAttempt =>
  isRecord(value) && isRecord(value.values) && isSubmissionKeys(value.keys) && typeof value.at === 'number'

const isSharedAttempt = (value: unknown): value is SharedAttempt => {
  if (!isPending(value)) return false
  const { expires, queued } = value as { expires?: unknown; queued?: unknown }
  return typeof expires === 'number' && (queued === undefined || isQueuedAttempt(queued))
}

const isSharedList = (value: unknown): value is SharedAttempt[] => Array.isArray(value) && value.every(isSharedAttempt)


function sharedAttempts(formId: string, now: number): SharedAttempt[] {
  return (readLocal(sharedAttemptsStorageKey(formId), isSharedList) ?? []).filter((attempt) => attempt.expires > now || attempt.queued)
}

/**
 * Shares the key of these answers (their digest) with the other tabs, and withdraws the keys this
 * try supersedes: the server cancels or refuses them, so no tab may send them again. A key already
 * shared keeps its first expiry: the server's day counts from the key's first use.
 */
function shareAttempt(formId: string, key: string, payload: string, superseded: readonly string[]): void {
  const now = Date.now()
  const attempts = sharedAttempts(formId, now).filter((attempt) => !superseded.includes(attempt.key))
  const known = attempts.find((attempt) => attempt.payload === payload && attempt.key === key)
  const others = attempts.filter((attempt) => attempt.payload !== payload)
  writeLocal(sharedAttemptsStorageKey(formId), [...others, known ?? { key, payload, expires: now + SHARED_ATTEMPT_LIFETIME_MS }].slice(-MAX_PENDING))
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

/**
 * The keys of these answers for a form whose changed answers replace its unanswered tries: the
 * same answers as the last try keep its key (and what it superseded); answers another tab of this
 * browser sent (or this tab, before its last success) within a day reuse that key, and get that
 * try's result; other answers get a new key. A changed try supersedes every earlier key this tab
 * made since its last success, including answers the visitor changed back to (their key is already
 * superseded, so it cannot be reused), never a key shared from another tab: a second tab's other
 * answers are a booking of their own. Without Web Crypto nothing can tell a retry from a change:
 * every try gets a new key and supersedes the earlier ones, and nothing is shared.
 */
export async function supersedingKeysFor(formId: string, payload: unknown): Promise<SubmissionKeys> {
  const fingerprint = await storedFingerprint(payload)
  const storageKey = idempotencyStorageKey(formId)
  const pending = readSession(storageKey, isPendingList) ?? []
  const withSuperseded = (idempotencyKey: string, earlier: PendingSubmission[]): SubmissionKeys => {
    const supersedes = earlier.filter((entry) => !entry.shared).map((entry) => entry.key)
    if (fingerprint) shareAttempt(formId, idempotencyKey, fingerprint, supersedes)
    return supersedes.length > 0 ? { idempotencyKey, supersedes } : { idempotencyKey }
  }
  const last = pending.at(-1)
  if (fingerprint && last?.payload === fingerprint) return withSuperseded(last.key, pending.slice(0, -1))
  const shared = fingerprint ? sharedAttempts(formId, Date.now()).find((attempt) => attempt.payload === fingerprint) : undefined
  const entry: PendingSubmission = shared ? { key: shared.key, payload: shared.payload, shared: true } : { key: createIdempotencyKey(), payload: fingerprint ?? '' }
  // A key dropped here was named by each of the tries that followed it.
  const earlier = pending.slice(-(MAX_PENDING - 1))
  writeSession(storageKey, [...earlier, entry])
  return withSuperseded(entry.key, earlier)
}

/** Forgets the form's keys once the server confirmed a submission: the next one is a new submission. */
export function clearIdempotencyKeys(formId: string): void {
  removeSession(idempotencyStorageKey(formId))
}

/**
 * Queues a try whose keys supersedingKeysFor gave (the device is offline): its answers wait in the
 * tabs' shared attempts, under its key, until a tab sends them (queuedAttempts, on the `online`
 * event or the next visit to the form) or the visitor cancels or changes them.
 */
export function queueAttempt(formId: string, queued: QueuedAttempt): void {
  const now = Date.now()
  const key = queued.keys.idempotencyKey
  const attempts = sharedAttempts(formId, now)
  const known = attempts.find((attempt) => attempt.key === key)
  const others = attempts.filter((attempt) => attempt.key !== key)
  // Without Web Crypto the answers have no digest: nothing else can share the key, but it still waits.
  writeLocal(sharedAttemptsStorageKey(formId), [...others, { ...(known ?? { key, payload: '', expires: now + SHARED_ATTEMPT_LIFETIME_MS }), queued }].slice(-MAX_PENDING))
}

/** The try's answers are no longer waiting: sent and answered, refused, or cancelled. Its key stays shared. */
export function unqueueAttempt(formId: string, key: string): void {
  const attempts = readLocal(sharedAttemptsStorageKey(formId), isSharedList)
  if (!attempts?.some((attempt) => attempt.key === key && attempt.queued)) return
  const sent = ({ key, payload, expires }: SharedAttempt): SharedAttempt => ({ key, payload, expires })
  writeLocal(sharedAttemptsStorageKey(formId), attempts.map((attempt) => (attempt.key === key ? sent(attempt) : attempt)))
}

/** The tries of a form waiting for the connection, newest first, with the digest of their answers. */
export function queuedAttempts(formId: string): Array<{ payload: string; queued: QueuedAttempt }> {
  return sharedAttempts(formId, Date.now())
    .flatMap(({ payload, queued }) => (queued ? [{ payload, queued }] : []))
    .sort((a, b) => b.queued.at - a.queued.at)
}

/**
 * A tab takes over a queued try whose tab has gone (the next visit): its key, and the keys it
 * supersedes, become this tab's own, so a Retry of the same answers carries them again and changed
 * answers supersede them all.
 */
export function adoptAttempt(formId: string, payload: string, { idempotencyKey, supersedes = [] }: SubmissionKeys): void {
  writeSession(idempotencyStorageKey(formId), [...supersedes.map((key) => ({ key, payload: '' })), { key: idempotencyKey, payload }].slice(-MAX_PENDING))
}
