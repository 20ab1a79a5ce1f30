import { DOCUMENT_HYDRATED_ATTRIBUTE } from '@/boot/page-signals'
import { savingData } from './save-data'
import { KEEP_OFFLINE_PAGE, offlinePagePath } from './offline-pages'

/** Set at the first page view in this browser (no personal data): the next view registers the worker. */
export const PAGE_SEEN_KEY = 'chery-ng.seen-a-page'

/**
 * Registers the site's service worker (/sw.js, decisions 033 and 041) from the visitor's second page
 * view on: at once on a later visit (a page was seen before), else at the first client-side
 * navigation to another page (`onPageChange`), so a visitor who reads one page and leaves downloads
 * nothing of it. Then once the page has hydrated and the browser is idle: nothing of it competes
 * with the page's own start. Never while saving data (Lite mode, Save-Data): it downloads an offline
 * page. Every page asks it to keep the offline page of the page's language (once kept, nothing
 * more); the page loaded without it also asks it to keep that document and every file it loaded
 * (from the HTTP cache, no new download), so the pages read before it came open offline too.
 */
export function registerServiceWorkerFromSecondView(onPageChange: (listener: () => void) => () => void): void {
  if (!('serviceWorker' in navigator)) return
  const documentUrl = location.href
  const registerWhenIdle = () => {
    if (savingData()) return
    // Safari has no requestIdleCallback: the next task after hydration there.
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback))
    whenHydrated(() => whenIdle(() => void register(documentUrl), { timeout: 10_000 }))
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

async function register(documentUrl: string) {
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' })
    const { active } = await navigator.serviceWorker.ready
    active?.postMessage({ type: KEEP_OFFLINE_PAGE, page: offlinePagePath(location.pathname) })
    if (navigator.serviceWorker.controller) return // this page came through the worker: it has it
    const keep = (urls: Array<string | [string, RequestInit]>) => urls.length > 0 && active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } })
    // The document's HTML as the browser has it: the same deploy's, and no request to revalidate it.
    keep([[documentUrl, { cache: 'force-cache' }]])
    // What it loaded so far (buffered) and what it loads later (a late island, a picture scrolled
    // to, the next page's code): this document is not the worker's, so its requests do not pass through it.
    new PerformanceObserver((list) => keep(list.getEntries().map((entry) => entry.name).filter(isKeptFile))).observe({ type: 'resource', buffered: true })
  } catch {
    // No worker (a host without /sw.js, a private window that refuses it): the site works as without one.
  }
}

const isKeptFile = (url: string) => url.startsWith(`${location.origin}/assets/`) || url.startsWith(`${location.origin}/images/`)

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
