/**
 * JSON values in the browser's storage: sessionStorage (one tab) for form drafts and idempotency
 * keys, localStorage (every tab of the browser) for what the tabs share: the keys of the answers
 * sent (lib/idempotency.ts). Every access is guarded: storage may be missing (server render), full,
 * or blocked by privacy settings; the forms then simply work without it.
 */
type Area = 'sessionStorage' | 'localStorage'

function store(area: Area): Storage | undefined {
  try {
    return typeof globalThis[area] === 'undefined' ? undefined : globalThis[area]
  } catch {
    return undefined
  }
}

function read<T>(area: Area, key: string, isValid: (value: unknown) => value is T): T | undefined {
  try {
    const text = store(area)?.getItem(key)
    if (text === null || text === undefined) return undefined
    const value = JSON.parse(text) as unknown
    return isValid(value) ? value : undefined
  } catch {
    return undefined
  }
}

function write(area: Area, key: string, value: unknown): void {
  try {
    store(area)?.setItem(key, JSON.stringify(value))
  } catch {
    // Quota exceeded or storage blocked: the value is not kept, the form keeps working.
  }
}

function remove(area: Area, key: string): void {
  try {
    store(area)?.removeItem(key)
  } catch {
    // Nothing to remove when storage is blocked.
  }
}

export const readSession = <T>(key: string, isValid: (value: unknown) => value is T) => read('sessionStorage', key, isValid)
export const writeSession = (key: string, value: unknown) => write('sessionStorage', key, value)
export const removeSession = (key: string) => remove('sessionStorage', key)
export const readLocal = <T>(key: string, isValid: (value: unknown) => value is T) => read('localStorage', key, isValid)
export const writeLocal = (key: string, value: unknown) => write('localStorage', key, value)

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
