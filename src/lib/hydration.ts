import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}
const nothing = () => 0

/**
 * Whether this component has hydrated: false in the prerender and in the render that hydrates it,
 * true from a transition right after (and at once in a component mounted after hydration, or
 * rendered without a prerender). An island that hydrates late (its code arrived after the page's)
 * hydrates as prerendered too.
 */
export function useHydrated(): boolean {
  // React reads getServerSnapshot only in the server render and while hydrating: which of the two
  // it asked for is how a render tells (equal snapshots: nothing is re-rendered for it).
  let hydrating = false
  /* eslint-disable react-hooks/immutability -- the getter runs during this render, before the line that reads the flag, never later */
  useSyncExternalStore(subscribeNever, nothing, () => {
    hydrating = true
    return 0
  })
  /* eslint-enable react-hooks/immutability */
  const [hydrated, setHydrated] = useState(!hydrating)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}

/**
 * useSyncExternalStore for a value only the browser knows (a cookie, storage, the clock, a media
 * query): the prerender and the hydrating render read `getServerSnapshot`, the browser's value
 * comes in useHydrated's transition. Plain useSyncExternalStore re-renders every such component
 * synchronously right after hydration whenever the two differ: one long task on a slow phone,
 * where a transition renders in slices.
 */
export function useBrowserStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const hydrated = useHydrated()
  return useSyncExternalStore(subscribe, hydrated ? getSnapshot : getServerSnapshot, getServerSnapshot)
}
