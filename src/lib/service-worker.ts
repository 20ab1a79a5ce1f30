import { DOCUMENT_HYDRATED_ATTRIBUTE } from '@/boot/page-signals'
import { savingData } from './save-data'

/** Set at the first page view in this browser (no personal data): the next view registers the worker. */
export const PAGE_SEEN_KEY = 'chery-ng.seen-a-page'

/**
 * Registers the site's service worker (/sw.js, decisions 033 and 041) from the visitor's second page
 * view on: at once on a later visit (a page was seen before), else at the first client-side
 * navigation to another page (`onPageChange`), so a visitor who reads one page and leaves downloads
 * nothing of it, not even this code's rest (register-service-worker.ts). Then once the page has
 * hydrated and the browser is idle: nothing of it competes with the page's own start. Never while
 * saving data (Lite mode, Save-Data): it downloads an offline page.
 */
export function registerServiceWorkerFromSecondView(onPageChange: (listener: () => void) => () => void): void {
  if (!('serviceWorker' in navigator)) return
  const documentUrl = location.href
  const registerWhenIdle = () => {
    if (savingData()) return
    // Safari has no requestIdleCallback: the next task after hydration there.
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback))
    const register = () => import('./register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker(documentUrl))
    // Offline the code may not load: no worker this time, as on a host without one.
    whenHydrated(() => whenIdle(() => void register().catch(() => undefined), { timeout: 10_000 }))
  }
  if (seenBefore()) return registerWhenIdle()
  const stop = onPageChange(() => {
    stop()
    registerWhenIdle()
  })
}

/** Whether this browser had a page view of the site before this one; records this one. */
function seenBefore(): boolean {
  try {
    const seen = localStorage.getItem(PAGE_SEEN_KEY) !== null
    localStorage.setItem(PAGE_SEEN_KEY, '1')
    return seen
  } catch {
    return false // storage blocked: the worker comes with a navigation within the visit only
  }
}

function whenHydrated(then: () => void) {
  const root = document.documentElement
  if (root.hasAttribute(DOCUMENT_HYDRATED_ATTRIBUTE)) return then()
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(DOCUMENT_HYDRATED_ATTRIBUTE)) return
    observer.disconnect()
    then()
  })
  observer.observe(root, { attributes: true, attributeFilter: [DOCUMENT_HYDRATED_ATTRIBUTE] })
}
