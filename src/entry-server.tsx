import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server'
import { createAppRouter } from './router'
import { serverIslands } from '@/components/island'
import type { Thing } from '@/lib/structured-data'
import { createInitialState, type AppState } from '@/lib/state/app-state'
import { serializeForScript } from '@/lib/serialize-state'
import { lastModifiedOf, pageThings, structuredData } from './structured-data'
import { PAGE_NAMESPACES_ELEMENT_ID, createI18n, loadAllNamespaces, pageNamespaces, type Locale } from '@/lib/i18n'
import { localeOfPath } from '@/lib/locale-path'
import { isSharedByPages } from '@/lib/query-meta'

/**
 * What many pages read but none carries in its HTML (the whole news list: src/lib/query-meta.ts).
 * Each page renders with a fresh query cache, so it is handed from one page's cache to the next:
 * read once for the whole prerender (while fresh), not once per article.
 */
let sharedByPages: DehydratedState | undefined

function createPageRouter(...args: Parameters<typeof createAppRouter>) {
  const router = createAppRouter(...args)
  if (sharedByPages) hydrate(router.options.context.queryClient, sharedByPages)
  return router
}

function keepSharedByPages(queryClient: QueryClient) {
  sharedByPages = dehydrate(queryClient, { shouldDehydrateQuery: (query) => isSharedByPages(query) && query.state.status === 'success' })
}

/** The text of an HTML fragment's entities (React escapes &, <, >, " and ' in text). */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name] ?? entity)
}

export type RenderResult = {
  html: string
  status: number
  /** Route ids that matched, so the prerender can preload their code chunks. */
  routeIds: string[]
  /** The page's schema.org JSON-LD, safe inside a <script> element (see src/structured-data.ts). */
  structuredData: string | undefined
  /** Source modules of the islands the page rendered (island.tsx), whose stylesheets its <head> links. */
  islandModules: string[]
  /** Of those, the ones whose code loads when the island comes near (not preloaded by the boot loader). */
  islandModulesLoadedWhenNear: string[]
  /** The page's language (its address's: src/lib/locale-path.ts). */
  locale: Locale
  /** The translation namespaces the page used: a page in another language than English loads them before it hydrates. */
  namespaces: string[]
  /** The element listing them, for the page's <head>. */
  namespacesElement: string
  /** When the page's content last changed, where its data says (news articles); the sitemap's lastmod. */
  lastModified: string | undefined
}

/** Renders one URL of the site to a complete HTML document (React's server renderer via TanStack Router SSR). */
export async function render(url: string, initialState: AppState = createInitialState()): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'))
  const locale = localeOfPath(request.url ? new URL(request.url).pathname : url)
  const i18n = createI18n(locale)
  // A page's translations are loaded before it renders (the server render does not wait for them).
  await loadAllNamespaces(i18n, locale)
  let routeIds: string[] = []
  let pageRouteId: string | undefined
  let things: Thing[] = []
  const islands = serverIslands()
  const handler = createRequestHandler({
    request,
    createRouter: () => createPageRouter({ ...initialState, locale }, i18n),
  })
  const response = await handler(async ({ responseHeaders, router }) => {
    routeIds = router.state.matches.map((match) => match.routeId)
    const page = router.state.matches.at(-1)
    pageRouteId = page?.routeId
    things = pageThings(page, router.options.context.queryClient, locale)
    keepSharedByPages(router.options.context.queryClient)
    // The router has loaded the page: its modules have run and defined its islands (island.tsx).
    await islands.load()
    return renderRouterToString({ responseHeaders, router, children: islands.provide(<RouterServer router={router} />) })
  })
  const html = await response.text()
  const islandModules = islands.finish(url, html)
  const islandModulesLoadedWhenNear = islands.loadedWhenNear()
  const namespaces = pageNamespaces(i18n)
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim() ?? ''
  const path = new URL(url, 'http://localhost').pathname
  const jsonLd = response.status === 200 ? structuredData({ routeId: pageRouteId, things, path, heading: decodeEntities(heading), locale }) : undefined
  return { html, status: response.status, routeIds, structuredData: jsonLd, islandModules, islandModulesLoadedWhenNear, locale, namespaces, lastModified: lastModifiedOf(things), namespacesElement: `<script type="application/json" id="${PAGE_NAMESPACES_ELEMENT_ID}">${serializeForScript(namespaces)}</script>` }
}

export { createInitialState }
export { listPrerenderRoutes, NOT_FOUND_RENDER_PATH } from '../prerender/routes'
export { serializeForScript }
export { env } from '@/config/env'
export { SUPPORTED_LOCALES } from '@/lib/i18n'

type MockServer = { listen(options: { onUnhandledRequest: 'error' }): void; close(): void }
let mockServer: MockServer | undefined

/** With mocking on, the prerender's API calls are answered by the same msw handlers as the browser's. */
export async function startPrerenderMocks(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING === 'off') return
  const { server } = await import('../mocks/node')
  mockServer = server
  server.listen({ onUnhandledRequest: 'error' })
}

export async function stopPrerenderMocks(): Promise<void> {
  mockServer?.close()
}

/** Every news id the news API lists (through the mocks when they are on), so each article gets a page. */
export async function fetchNewsIds(): Promise<string[]> {
  const { allNewsSummaries } = await import('@/features/news/api/list-news')
  const { queryClient } = createPageRouter().options.context
  const ids = (await allNewsSummaries(queryClient)).map((summary) => summary.id)
  keepSharedByPages(queryClient)
  return ids
}
