import { CHINESE_PREFIX, isChinesePath } from '@/boot/page-signals'

/**
 * What the service worker (src/service-worker/sw.ts) and the offline page agree on: the Cache
 * Storage cache of the pages a visitor has opened, and where the offline page of each language is.
 */
export const PAGES_CACHE = 'pages'
export const OFFLINE_PAGE_PATH = '/offline/'
/** The message a page sends the worker to have the offline page of its language kept: `{ type, page }`. */
export const KEEP_OFFLINE_PAGE = 'KEEP_OFFLINE_PAGE'
/** On the offline page's address: the page the visitor asked for (to try again once online). */
export const OFFLINE_FROM_PARAM = 'from'

/** The offline page in the language of a site path. */
export function offlinePagePath(pathname: string): string {
  return isChinesePath(pathname) ? `${CHINESE_PREFIX}${OFFLINE_PAGE_PATH}` : OFFLINE_PAGE_PATH
}

export type CachedPage = { path: string; title: string }

/** The pages of one language the service worker has kept (their titles read from the kept HTML), home first. */
export async function cachedPages(chinese: boolean): Promise<CachedPage[]> {
  if (typeof caches === 'undefined' || !(await caches.has(PAGES_CACHE))) return []
  const cache = await caches.open(PAGES_CACHE)
  const pages = new Map<string, CachedPage>()
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url)
    if (pages.has(pathname) || isChinesePath(pathname) !== chinese || pathname === offlinePagePath(pathname)) continue
    const html = await (await cache.match(request))?.text()
    const title = html ? new DOMParser().parseFromString(html, 'text/html').title : ''
    if (title) pages.set(pathname, { path: pathname, title })
  }
  return [...pages.values()].sort((a, b) => a.path.length - b.path.length || a.path.localeCompare(b.path))
}
