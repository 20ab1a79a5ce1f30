/**
 * JSON values in sessionStorage (one browser tab), for form drafts, idempotency keys and the
 * results shown on the success pages. Every access is guarded: storage may be missing (server
 * render), full, or blocked by privacy settings; the forms then simply work without it.
 */
function store(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined
  }
}

export function readSession<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  try {
    const text = store()?.getItem(key)
    if (text === null || text === undefined) return undefined
    const value = JSON.parse(text) as unknown
    return isValid(value) ? value : undefined
  } catch {
    return undefined
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    store()?.setItem(key, JSON.stringify(value))
  } catch {
    // Quota exceeded or storage blocked: the draft is not kept, the form keeps working.
  }
}

export function removeSession(key: string): void {
  try {
    store()?.removeItem(key)
  } catch {
    // Nothing to remove when storage is blocked.
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
