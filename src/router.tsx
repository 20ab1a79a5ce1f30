import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createStore } from 'jotai'
import type { i18n as I18n } from 'i18next'
import { createI18n } from '@/lib/i18n'
import { localeRewrite } from '@/lib/locale-path'
import { parsePageSearch, stringifyPageSearch } from '@/lib/search-params'
import { appStateAtom, createInitialState, type AppState } from '@/lib/state/app-state'
import { RouterError } from '@/components/RouterError'
import { RouterPending } from '@/components/RouterPending'
import { NotFoundPage } from '@/components/NotFoundPage'
import { routeTree } from './routeTree.gen'

export type RouterContext = {
  queryClient: QueryClient
  store: ReturnType<typeof createStore>
  i18n: I18n
}

export const ROUTE_PENDING_MS = 200

/**
 * A fresh router, query cache, state store and i18n instance per render: prerendered pages share
 * nothing. (The browser makes the i18n instance in a task of its own: see main.tsx.)
 */
export function createAppRouter(initialState: AppState = createInitialState(), i18n: I18n = createI18n()) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false },
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
    defaultErrorComponent: RouterError,
    defaultNotFoundComponent: NotFoundPage,
    notFoundMode: 'root',
    scrollRestoration: afterTheHydratedPage(),
    // Search values reach the routes' validators as plain text. The router merges the raw search
    // with each route's validated one, so every validator returns each of its keys (undefined when
    // refused): a refused raw value never reaches a component.
    parseSearch: parsePageSearch,
    stringifySearch: stringifyPageSearch,
    // Runs before the query integration puts the page's queries into the cache (client only).
    hydrate: receivedWithThePage,
  })
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: true })
  return router
}

/**
 * Data prerendered into a page counts as fetched when the page arrived, not when the site was built:
 * the cache time then runs from the visit, and the browser does not fetch again, on every visit of a
 * news page, the article and neighbours its HTML already carries (on a visitor's paid data).
 */
function receivedWithThePage(dehydrated: { query?: { initial?: Array<{ state: { dataUpdatedAt: number } }> } }) {
  const now = Date.now()
  for (const query of dehydrated.query?.initial ?? []) {
    if (query.state.dataUpdatedAt > 0) query.state.dataUpdatedAt = now
  }
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
