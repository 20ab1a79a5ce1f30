import { useBrowserStore } from './hydration'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(listener: () => void) {
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', listener)
  return () => media.removeEventListener('change', listener)
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches
}

/** False on the server and during hydration, so prerendered markup never depends on it. */
export function useReducedMotion(): boolean {
  return useBrowserStore(subscribe, prefersReducedMotion, () => false)
}
