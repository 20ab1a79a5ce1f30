import { createRouter, type AnyRoute } from '@tanstack/react-router'
import { MODEL_IDS } from '@/features/models'
import { newsIndexPagesAfterFirst } from '@/features/news/pagination'
import { routeTree } from '@/routeTree.gen'
import '@/routes/-route-static-data'

export type PrerenderRoute = {
  path: string
  /** Listed in sitemap.xml (account pages and messages after a booking are not). */
  indexable: boolean
}

type RouteSources = { newsIds: string[] }

/** The values each route with a path parameter is prerendered for: the data decides, not the router. */
const IDS_BY_ROUTE: Record<string, (sources: RouteSources) => readonly string[]> = {
  '/models/$id': () => MODEL_IDS,
  '/news/detail/$id': ({ newsIds }) => newsIds,
  // The news index's pages after the first (/news/ is page 1), as many as the articles fill.
  '/news/page/$page': ({ newsIds }) => newsIndexPagesAfterFirst(newsIds.length).map(String),
}

function pageRoutes(route: AnyRoute): AnyRoute[] {
  const children = Object.values((route.children ?? {}) as Record<string, AnyRoute>)
  return children.length > 0 ? children.flatMap(pageRoutes) : [route]
}

const withTrailingSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`)

/**
 * Every URL written to dist/ at build time, from the router's own route tree: each page route once,
 * a route with an id once per id. sitemap.xml and robots.txt are built from the same list.
 */
export function listPrerenderRoutes(sources: RouteSources): PrerenderRoute[] {
  // A router resolves each route's full path from the tree.
  createRouter({ routeTree: routeTree as AnyRoute })
  return pageRoutes(routeTree as AnyRoute).flatMap((route) => {
    const fullPath: string = route.fullPath
    const indexable = route.options.staticData?.inSitemap !== false
    if (!fullPath.includes('$')) return [{ path: withTrailingSlash(fullPath), indexable }]
    const ids = IDS_BY_ROUTE[fullPath]
    if (!ids) throw new Error(`The route ${fullPath} has a parameter but no list of ids to prerender (prerender/routes.ts)`)
    // One parameter per route: its value replaces it, escaped.
    return ids(sources).map((id) => ({ path: withTrailingSlash(fullPath.replace(/\$\w+/, encodeURIComponent(id))), indexable }))
  })
}

/** Rendered to dist/404.html: a path no route matches. */
export const NOT_FOUND_RENDER_PATH = '/404/'
