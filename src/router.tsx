import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createStore } from 'jotai'
import type { i18n as I18n } from 'i18next'
import { createI18n } from '@/lib/i18n'
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

/** A fresh router, query cache, state store and i18n instance per render: prerendered pages share nothing. */
export function createAppRouter(initialState: AppState = createInitialState()) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  })
  const store = createStore()
  store.set(appStateAtom, initialState)
  const i18n = createI18n()

  const router = createRouter({
    routeTree,
    context: { queryClient, store, i18n },
    trailingSlash: 'always',
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: ROUTE_PENDING_MS,
    defaultPendingComponent: RouterPending,
    defaultErrorComponent: RouterError,
    defaultNotFoundComponent: NotFoundPage,
    notFoundMode: 'root',
    scrollRestoration: true,
    // Search values reach the routes' validators as plain text. The router merges the raw search
    // with each route's validated one, so every validator returns each of its keys (undefined when
    // refused): a refused raw value never reaches a component.
    parseSearch: parsePageSearch,
    stringifySearch: stringifyPageSearch,
  })
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: true })
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
