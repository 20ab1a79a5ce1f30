import { useMemo } from 'react'
import { useRouterState, type HistoryState } from '@tanstack/react-router'
import { useHydrated } from './hydration'

/**
 * Values a page is given in its history entry's state, e.g. the confirmed booking its success page
 * shows: the entry keeps them across a reload and forgets them with the tab, and no other page can
 * read them, unlike storage (nothing personal stays once the visitor has left).
 */

/** The `state` of a navigation that gives the new page `value` under `key` (read with useHistoryValue). */
export function historyValue(key: string, value: unknown): HistoryState {
  return { [key]: value }
}

/**
 * The page's value under `key`, read without breaking hydration: the server render and the
 * hydrating render see `pending: true`; right after, the entry's value (or undefined).
 */
export function useHistoryValue<T>(key: string, isValid: (value: unknown) => value is T): { pending: boolean; value: T | undefined } {
  const hydrated = useHydrated()
  const stored: unknown = useRouterState({ select: (state) => Reflect.get(state.location.state, key) })
  return useMemo(() => (hydrated ? { pending: false, value: isValid(stored) ? stored : undefined } : { pending: true, value: undefined }), [hydrated, stored, isValid])
}
