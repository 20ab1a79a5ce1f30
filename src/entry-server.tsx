import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server'
import { createAppRouter } from './router'
import { createInitialState, type AppState } from '@/lib/state/app-state'

export type RenderResult = {
  html: string
  status: number
  /** Route ids that matched, so the prerender can preload their code chunks. */
  routeIds: string[]
}

/** Renders one URL of the site to a complete HTML document (React's server renderer via TanStack Router SSR). */
export async function render(url: string, initialState: AppState = createInitialState()): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'))
  let routeIds: string[] = []
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter(initialState),
  })
  const response = await handler(({ responseHeaders, router }) => {
    routeIds = router.state.matches.map((match) => match.routeId)
    return renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> })
  })
  return { html: await response.text(), status: response.status, routeIds }
}

export { createInitialState }
export { listPrerenderRoutes, NOT_FOUND_RENDER_PATH } from '../prerender/routes'
export { serializeForScript } from '@/lib/serialize-state'
export { env } from '@/config/env'

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
  return (await allNewsSummaries()).map((summary) => summary.id)
}
