import { QueryClient, type Query } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { isSharedByPages } from '@/lib/query-meta'
import { createStore } from 'jotai'
import type { i18n as I18n } from 'i18next'
import { createI18n } from '@/lib/i18n'
import { localeRewrite } from '@/lib/locale-path'
import { parsePageSearch, stringifyPageSearch } from '@/lib/search-params'
import { appStateAtom, createInitialState, type AppState } from '@/lib/state/app-state'
import { RouterError } from '@/components/RouterError'
import { RouterPending } from '@/components/RouterPending'
import { NotFoundIsland } from '@/components/not-found-island'
import { markEachPageHydrated, withHydrationMark } from '@/components/page-hydration-mark'
import { routeTree } from './routeTree.gen'

export type RouterContext = {
  queryClient: QueryClient
  store: ReturnType<typeof createStore>
  i18n: I18n
}

export const ROUTE_PENDING_MS = 200

// What the router renders for a page, its error page (a page whose code failed to load) and the
// not-found page each mark the document hydrated once they have (page-hydration-mark.tsx).
const MARKED_ROUTER_ERROR = withHydrationMark(RouterError)
const MARKED_NOT_FOUND = withHydrationMark(NotFoundIsland)

/**
 * A fresh router, query cache, state store and i18n instance per render: prerendered pages share
 * nothing. (The browser makes the i18n instance in a task of its own: see main.tsx.)
 */
export function createAppRouter(initialState: AppState = createInitialState(), i18n: I18n = createI18n()) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: freshFromThePage(Date.now()), retry: 1, refetchOnWindowFocus: false },
    },
  })
  const store = createStore()
  store.set(appStateAtom, initialState)

  const router = createRouter({
    routeTree,
    context: { queryClient, store, i18n },
    trailingSlash: 'always',
    // The language prefix of Chinese addresses (src/lib/locale-path.ts).
    rewrite: localeRewrite,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: ROUTE_PENDING_MS,
    defaultPendingComponent: RouterPending,
    defaultErrorComponent: MARKED_ROUTER_ERROR,
    defaultNotFoundComponent: MARKED_NOT_FOUND,
    notFoundMode: 'root',
    scrollRestoration: afterTheHydratedPage(),
    // Search values reach the routes' validators as plain text. The router merges the raw search
    // with each route's validated one, so every validator returns each of its keys (undefined when
    // refused): a refused raw value never reaches a component.
    parseSearch: parsePageSearch,
    stringifySearch: stringifyPageSearch,
  })
  // A page's HTML carries the data it shows, not what many pages share (src/lib/query-meta.ts); only
  // the server dehydrates.
  const dehydrateOptions = import.meta.env.SSR ? { shouldDehydrateQuery: (query: Query) => !isSharedByPages(query) } : undefined
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: true, dehydrateOptions })
  markEachPageHydrated(router)
  return router
}

const FRESH_MS = 5 * 60_000

/**
 * Data stays fresh for five minutes, and data prerendered into a page counts from the moment the
 * page arrived, not from the build: the browser does not fetch again, on every visit of a news page,
 * the article and neighbours its HTML already carries (on a visitor's paid data). Query's own
 * staleTime-as-a-function, so no private shape of the dehydrated payload is touched
 * (e2e/api-build.spec.ts visits an hour after the build and sees no request).
 */
export function freshFromThePage(pageArrivedAt: number) {
  return (query: { state: { dataUpdatedAt: number } }) => FRESH_MS + Math.max(0, pageArrivedAt - query.state.dataUpdatedAt)
}

/**
 * Scroll restoration for client-side navigations, not for the render that hydrates the
 * prerendered page: the router would scroll it to the top, throwing back a visitor who scrolled
 * while the scripts were on their way (slow networks, and Lite mode, which waits for a tap). The
 * browser has already placed the first page (its hash, or its position after a reload).
 */
function afterTheHydratedPage(): () => boolean {
  let hydrated = typeof window === 'undefined'
  return () => {
    if (hydrated) return true
    hydrated = true
    return false
  }
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
