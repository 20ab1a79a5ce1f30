// The site's service worker, in production builds with the mocks off (decisions 033, 037). The build
// bundles this file with the offline pages' file lists as dist/sw.js (scripts/build-service-worker.mjs).
// Only same-origin GETs are ever cached, never an answer other than 200, never anything under the
// API's or the passport's address.
import { registerRoute } from 'workbox-routing'
import type { RouteMatchCallbackOptions } from 'workbox-core'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { KEEP_OFFLINE_PAGE, OFFLINE_FROM_PARAM, PAGES_CACHE, offlinePagePath } from '../lib/offline-pages'

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void }
declare const self: {
  location: Location
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableEvent & { data: unknown }) => void): void
}
/** The API's and the passport's base addresses (the build's env), in case one is on the site's own origin. */
declare const NEVER_CACHED: string[]
/** Each language's offline page and the files it loads, the page last (the build reads them from the prerendered HTML). */
declare const OFFLINE_PAGES: Record<string, string[]>
/** This deploy's cache of offline pages: a new deploy's worker fills its own beside the old one's. */
declare const OFFLINE_CACHE: string
// Each once in the script (the build writes a value at every mention).
const offlinePageFiles = OFFLINE_PAGES
const offlineCache = OFFLINE_CACHE

const DAY = 24 * 60 * 60

const onlyComplete = () => new CacheableResponsePlugin({ statuses: [200] })

function cacheable({ url, sameOrigin, request }: RouteMatchCallbackOptions): boolean {
  return sameOrigin && request.method === 'GET' && !NEVER_CACHED.some((base) => url.href.startsWith(base))
}

/** A page: a navigation, or a page the window asks to keep (CACHE_URLS: loaded before the worker controlled it). */
function isPage(options: RouteMatchCallbackOptions): boolean {
  const { url, request, event } = options
  return cacheable(options) && url.pathname.endsWith('/') && (request.mode === 'navigate' || (event as Event | undefined)?.type === 'message')
}

// The offline page of a language is kept when a page of that language asks (src/lib/service-worker.ts),
// so a visitor never downloads the other language's. Its files come from the HTTP cache when the page
// loaded them; the page is kept last, so a kept page has all its files. Never expired: a deploy's
// worker drops the old deploy's pages once it takes over, and keeps the new ones of the same languages.
const offlinePages = new CacheFirst({ cacheName: offlineCache, plugins: [onlyComplete()] })
const OFFLINE_FILES = new Set(Object.values(offlinePageFiles).flatMap((files) => files.filter((file) => !file.endsWith('/'))))

async function keepOfflinePage(page: string, event: ExtendableEvent): Promise<void> {
  const files = offlinePageFiles[page] ?? []
  const keep = (url: string) => offlinePages.handleAll({ event, request: new Request(url) })[1]
  await Promise.all(files.slice(0, -1).map(keep))
  if (files.length > 0) await keep(files.at(-1)!)
}

const isOfflineCache = (name: string) => name.startsWith('offline-')

self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; page?: unknown } | null
  if (message?.type !== KEEP_OFFLINE_PAGE || typeof message.page !== 'string' || !Object.hasOwn(offlinePageFiles, message.page)) return
  event.waitUntil(keepOfflinePage(message.page, event).catch(() => undefined))
})

// A new deploy's worker keeps the offline pages of the languages the old one had kept.
self.addEventListener('install', (event) =>
  event.waitUntil(
    (async () => {
      const before = (await caches.keys()).filter((name) => isOfflineCache(name) && name !== offlineCache)
      for (const page of Object.keys(offlinePageFiles)) {
        const kept = await Promise.all(before.map(async (name) => (await (await caches.open(name)).match(page)) !== undefined))
        if (kept.includes(true)) await keepOfflinePage(page, event)
      }
    })(),
  ),
)

// Once it takes over (no page of the old deploy is open), the old deploy's offline pages go, and the
// first worker's precache of both languages (decision 033).
self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter((name) => (isOfflineCache(name) && name !== offlineCache) || name.startsWith('workbox-precache-'))
      await Promise.all(old.map((name) => caches.delete(name)))
    })(),
  ),
)

/** The offline page to show for a path: its language's if kept, else the other language's (the one the visitor has). */
async function keptOfflinePage(pathname: string): Promise<string | undefined> {
  const cache = await caches.open(offlineCache)
  for (const page of new Set([offlinePagePath(pathname), ...Object.keys(offlinePageFiles)])) {
    if (await cache.match(page)) return page
  }
  return undefined
}

// Pages from the network whenever it answers, so a new deploy's HTML comes with its own new files;
// the kept copy only when it does not; a page never kept sends to the offline page of its language.
registerRoute(
  isPage,
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    matchOptions: { ignoreSearch: true },
    plugins: [
      onlyComplete(),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY }),
      {
        handlerDidError: async ({ request }) => {
          const asked = new URL(request.url)
          if (request.mode !== 'navigate') return undefined
          const offlinePath = await keptOfflinePage(asked.pathname)
          if (!offlinePath) return undefined
          if (asked.pathname === offlinePath) return (await caches.open(offlineCache)).match(offlinePath)
          // A redirect, not the offline page's HTML at the asked address: the page hydrates where it was prerendered.
          const offline = new URL(offlinePath, self.location.origin)
          offline.searchParams.set(OFFLINE_FROM_PARAM, asked.pathname + asked.search)
          return Response.redirect(offline.href, 302)
        },
      },
    ],
  }),
)

// The offline pages' files: from their deploy's cache, where nothing expires.
registerRoute((options) => cacheable(options) && OFFLINE_FILES.has(options.url.pathname), offlinePages)

// Hashed files never change: from the cache once there (filled from the HTTP cache, not the network).
registerRoute(
  (options) => cacheable(options) && options.url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'assets', plugins: [onlyComplete(), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })] }),
)

/** Offline, a picture never kept: an empty one (the page keeps its layout; no broken-image icon). */
const NO_PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'

// Pictures: from the cache for a week (a picture replaced under the same name shows at most that late), 80 at most.
registerRoute(
  (options) => cacheable(options) && options.url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      onlyComplete(),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
      { handlerDidError: async () => new Response(NO_PICTURE, { headers: { 'Content-Type': 'image/svg+xml' } }) },
    ],
  }),
)
