import type { ComponentType } from 'react'
import { I18nextProvider } from 'react-i18next'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { beforeAll } from 'vitest'
import { islandsLoaded } from '@/components/island'
import { createI18n } from '@/lib/i18n'

type PageRoute = { path: string; validateSearch?: (search: Record<string, unknown>) => object; component: ComponentType<{ search: never }> }

/**
 * Renders pages through a router on a memory history, with the site's i18n and a query client: the middle layer of
 * the tests (a page or form with the msw handlers, without a build or a browser). Each route's
 * component gets its validated search; `url` is the address to open.
 */
export function renderPage(url: string, pages: readonly PageRoute[]) {
  const rootRoute = createRootRoute({ component: Outlet })
  const routes = pages.map((page) => {
    const route = createRoute({
      getParentRoute: () => rootRoute,
      path: page.path,
      ...(page.validateSearch ? { validateSearch: page.validateSearch } : {}),
      component: function Page() {
        const Component = page.component as ComponentType<{ search: unknown }>
        return <Component search={route.useSearch()} />
      },
    })
    return route
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [url] }),
    trailingSlash: 'always',
  })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={createI18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  )
  return router
}

/** How long a page's code may take to load on a loaded machine: a ceiling for a broken load, not a wait. */
const PAGE_CODE_CEILING_MS = 120_000

/**
 * Before the file's tests, waits for the code its page loads on demand: the islands its modules
 * started loading, and `loads` (the form's rules and API call, loaded on first focus or submit). The
 * tests then wait for what they look for, not for a module transform racing a 1 s default, which a
 * busy machine loses.
 */
export function loadPageCode(...loads: ReadonlyArray<() => Promise<unknown>>) {
  beforeAll(async () => {
    await Promise.all(loads.map((load) => load()))
    await islandsLoaded()
  }, PAGE_CODE_CEILING_MS)
}
