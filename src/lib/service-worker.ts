import { DOCUMENT_HYDRATED_ATTRIBUTE } from '@/boot/page-signals'
import { savingData } from './save-data'
import { KEEP_OFFLINE_PAGE, offlinePagePath } from './offline-pages'

/**
 * Registers the site's service worker (/sw.js, decision 033) once the page has hydrated and the
 * browser is idle: nothing of it competes with the page's own start. Never while saving data (Lite
 * mode, Save-Data): it downloads an offline page. Every page asks it to keep the offline page of the
 * page's language (once kept, nothing more); the first page also asks it to keep this page and every
 * file it loads (from the HTTP cache, no new download), so the first page visited opens offline too.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator) || savingData()) return
  // Safari has no requestIdleCallback: the next task after hydration there.
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback))
  whenHydrated(() => whenIdle(() => void register(), { timeout: 10_000 }))
}

async function register() {
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' })
    const { active } = await navigator.serviceWorker.ready
    active?.postMessage({ type: KEEP_OFFLINE_PAGE, page: offlinePagePath(location.pathname) })
    if (navigator.serviceWorker.controller) return // this page came through the worker: it has it
    const keep = (urls: Array<string | [string, RequestInit]>) => urls.length > 0 && active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } })
    // The page's own HTML as the browser has it: the same deploy's, and no request to revalidate it.
    keep([[location.href, { cache: 'force-cache' }]])
    // What it loaded so far (buffered) and what it loads later (a late island, a picture scrolled
    // to): this page is not the worker's, so its later requests do not pass through it.
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
