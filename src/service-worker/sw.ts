// The site's service worker, in production builds with the mocks off (decision 033). The build
// bundles this file and Workbox's injectManifest writes the precache list into it as dist/sw.js
// (scripts/build-service-worker.mjs). Only same-origin GETs are ever cached, never an answer other
// than 200, never anything under the API's or the passport's address.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import type { RouteMatchCallbackOptions } from 'workbox-core'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { OFFLINE_FROM_PARAM, PAGES_CACHE, offlinePagePath } from '../lib/offline-pages'

declare const self: { __WB_MANIFEST: Array<PrecacheEntry | string>; location: Location }
/** The API's and the passport's base addresses (the build's env), in case one is on the site's own origin. */
declare const NEVER_CACHED: string[]

const DAY = 24 * 60 * 60

// The offline pages of both languages and the files they need (the app shell): a new worker
// installs them whole beside the old one's, and drops the old ones only once it takes over.
// Served whatever the query (the offline page's ?from=, a campaign's parameters).
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] })
cleanupOutdatedCaches()

const onlyComplete = () => new CacheableResponsePlugin({ statuses: [200] })

function cacheable({ url, sameOrigin, request }: RouteMatchCallbackOptions): boolean {
  return sameOrigin && request.method === 'GET' && !NEVER_CACHED.some((base) => url.href.startsWith(base))
}

/** A page: a navigation, or a page the window asks to keep (CACHE_URLS: loaded before the worker controlled it). */
function isPage(options: RouteMatchCallbackOptions): boolean {
  const { url, request, event } = options
  return cacheable(options) && url.pathname.endsWith('/') && (request.mode === 'navigate' || (event as Event | undefined)?.type === 'message')
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
          const offlinePath = offlinePagePath(asked.pathname)
          if (request.mode !== 'navigate') return undefined
          if (asked.pathname === offlinePath) return matchPrecache(offlinePath)
          if (!(await matchPrecache(offlinePath))) return undefined
          // A redirect, not the offline page's HTML at the asked address: the page hydrates where it was prerendered.
          const offline = new URL(offlinePath, self.location.origin)
          offline.searchParams.set(OFFLINE_FROM_PARAM, asked.pathname + asked.search)
          return Response.redirect(offline.href, 302)
        },
      },
    ],
  }),
)

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
