import { DOCUMENT_HYDRATED_ATTRIBUTE } from '@/boot/page-signals'
import { islandsLoaded, loadIslandsWaitingToBeNear } from '@/components/island'
import { bundlesLoaded } from './i18n'
import { savingData } from './save-data'

/** Set at the first page view in this browser (no personal data): the next view registers the worker. */
export const PAGE_SEEN_KEY = 'chery-ng.seen-a-page'

/**
 * Registers the site's service worker (/sw.js, decisions 033 and 041) from the visitor's second page
 * view on: at once on a later visit (a page was seen before), else at the first client-side
 * navigation to another page (`onPageChange`), so a visitor who reads one page and leaves downloads
 * nothing of it, not even this code's rest (register-service-worker.ts). Then once the page and its
 * islands have hydrated and the browser is idle: nothing of it competes with the page's own start.
 * Never while saving data (Lite mode, Save-Data): it downloads an offline page.
 */
export function registerServiceWorkerFromSecondView(onPageChange: (listener: () => void) => () => void): void {
  if (!('serviceWorker' in navigator)) return
  const documentUrl = location.href
  const registerOnceSettled = async () => {
    if (savingData()) return
    await documentHydrated()
    // The page's islands first: on a later visit's first page a form's code and strings are still
    // coming, and the worker's start (its script, its downloads, its cache writes) would compete with
    // their hydration. A form further down the page (decision 047) is to work offline too: its code
    // comes now, to be kept, and hydrates before the worker starts as well.
    await islandsHydrated()
    loadIslandsWaitingToBeNear()
    await islandsHydrated()
    const { registerServiceWorker } = await import('./register-service-worker')
    await registerServiceWorker(documentUrl)
  }
  // Offline the code may not load: no worker this time, as on a host without one.
  const register = () => void registerOnceSettled().catch(() => undefined)
  if (seenBefore()) return register()
  const stop = onPageChange(() => {
    stop()
    register()
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

function documentHydrated(): Promise<void> {
  const root = document.documentElement
  return new Promise((resolve) => {
    if (root.hasAttribute(DOCUMENT_HYDRATED_ATTRIBUTE)) return resolve()
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(DOCUMENT_HYDRATED_ATTRIBUTE)) return
      observer.disconnect()
      resolve()
    })
    observer.observe(root, { attributes: true, attributeFilter: [DOCUMENT_HYDRATED_ATTRIBUTE] })
  })
}

/**
 * Resolves once the islands whose code has started loading have hydrated: React's work is a task,
 * and idle callbacks wait for the tasks.
 */
async function islandsHydrated(): Promise<void> {
  await islandsLoaded()
  await idle() // React has rendered the islands whose code arrived; those that need strings asked for them
  await bundlesLoaded()
  await idle() // and hydrated them
}

/** The browser's next idle moment (Safari has no requestIdleCallback: the next task there). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 10_000 })
    else setTimeout(resolve)
  })
}
