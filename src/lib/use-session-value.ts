import { useMemo } from 'react'
import { useBrowserStore } from './hydration'
import { readSession } from './session-store'

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

function rawValue(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

/**
 * A value kept in sessionStorage, read without breaking hydration: the server render and the
 * hydrating render see `pending: true`; right after, the browser's stored value (or undefined).
 */
export function useSessionValue<T>(key: string, isValid: (value: unknown) => value is T): { pending: boolean; value: T | undefined } {
  const raw = useBrowserStore(
    subscribe,
    () => rawValue(key),
    () => undefined,
  )
  return useMemo(() => (raw === undefined ? { pending: true, value: undefined } : { pending: false, value: raw === null ? undefined : readSession(key, isValid) }), [raw, key, isValid])
}
