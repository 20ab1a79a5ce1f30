import { DOCUMENT_HYDRATED_ATTRIBUTE } from '@/boot/page-signals'

/**
 * Code of the site that failed to load: a route's chunk, its strings or its stylesheet (Vite reports
 * each failed dynamic import with the error it rethrows). Offline, or after a deploy removed the old
 * files, a client-side navigation fails on them; a full load of the same address answers instead:
 * the service worker (the kept page, or the offline page) or the server (the new deploy's page).
 */
const failedLoads = new WeakSet<object>()

export function recordMissingCode(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown }
    if (typeof payload === 'object' && payload !== null) failedLoads.add(payload)
  })
}

const FULL_LOAD_KEY = 'full-load-after-missing-code'

/**
 * Whether a route error is code that did not load on a client-side navigation, to be answered by a
 * full load of the address (fullLoad). Once per address a session: if the full load fails the same
 * way, or the worker is off and the browser offline, the error shows, no loop. Never while the first
 * page hydrates (that was a full load).
 */
export function fullLoadAnswers(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !failedLoads.has(error)) return false
  if (!document.documentElement.hasAttribute(DOCUMENT_HYDRATED_ATTRIBUTE)) return false
  try {
    return sessionStorage.getItem(FULL_LOAD_KEY) !== location.href
  } catch {
    return false // no storage to remember the attempt: no full load that could repeat
  }
}

export function fullLoad(reload: () => void = () => location.reload()): void {
  sessionStorage.setItem(FULL_LOAD_KEY, location.href)
  reload()
}
