/**
 * A digest that recognises the same text again without letting anyone test guesses against it:
 * HMAC-SHA-256 keyed with a random secret of this browser. A plain SHA-256 of a registration's
 * answers, left in sessionStorage, would let a weak password or the SMS code be found offline by
 * hashing guesses; keyed, the stored digest says nothing without the secret.
 *
 * The secret lives in localStorage (it must outlive a reload, or a retry after a reload would get a
 * new idempotency key, and the tabs must make the same digest of the same answers to share a
 * booking's key). Where localStorage is blocked, a secret for this page's life is used: a retry
 * after a reload then counts as a new submission, and nothing is shared.
 */
export const DIGEST_SECRET_STORAGE_KEY = 'form:digest-secret'

const HEX_SECRET = /^[0-9a-f]{64}$/

let pageSecret: string | undefined
let imported: { secret: string; key: Promise<CryptoKey> } | undefined

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index++) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  return bytes
}

function browserSecret(): string {
  try {
    const stored = localStorage.getItem(DIGEST_SECRET_STORAGE_KEY)
    if (stored && HEX_SECRET.test(stored)) return stored
    const fresh = toHex(crypto.getRandomValues(new Uint8Array(32)))
    localStorage.setItem(DIGEST_SECRET_STORAGE_KEY, fresh)
    return fresh
  } catch {
    pageSecret ??= toHex(crypto.getRandomValues(new Uint8Array(32)))
    return pageSecret
  }
}

function hmacKey(secret: string): Promise<CryptoKey> {
  if (imported?.secret !== secret) {
    imported = { secret, key: crypto.subtle.importKey('raw', fromHex(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']) }
  }
  return imported.key
}

/** The keyed digest of `text` (64 hex digits). Needs Web Crypto (a secure context). */
export async function keyedDigest(text: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(browserSecret()), new TextEncoder().encode(text))
  return toHex(new Uint8Array(signature))
}
