import { KEEP_OFFLINE_PAGE, offlinePagePath } from './offline-pages'

/**
 * Registers /sw.js (decision 033); loaded once the visitor's second page view is idle
 * (service-worker.ts, decision 041). Every page asks the worker to keep the offline page of the
 * page's language (once kept, nothing more); a page loaded without it also asks it to keep
 * `documentUrl`, the document the browser loaded (a page reached by a link is not one), and every
 * file it loaded (from the HTTP cache, no new download), so the pages read before it came open
 * offline too.
 */
export async function registerServiceWorker(documentUrl: string) {
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
