import { MODEL_IDS } from '@/features/models'

export type PrerenderRoute = {
  path: string
  /** Listed in sitemap.xml (account pages and messages after a booking are not). */
  indexable: boolean
}

type RouteSources = { newsIds: string[] }

/** The account screens (src/routes/account/). */
export const ACCOUNT_PATHS = ['/account/login/', '/account/register/', '/account/profile/', '/account/password/', '/account/dealer/'] as const

/** Every URL written to dist/ at build time; sitemap.xml and robots.txt are built from the same list. */
export function listPrerenderRoutes({ newsIds }: RouteSources): PrerenderRoute[] {
  return [
    { path: '/', indexable: true },
    ...MODEL_IDS.map((id) => ({ path: `/models/${id}/`, indexable: true })),
    { path: '/about/', indexable: true },
    { path: '/contact/', indexable: true },
    { path: '/test-drive/', indexable: true },
    { path: '/message/test-drive-success/', indexable: false },
    { path: '/message/work-order-success/', indexable: false },
    { path: '/survey/', indexable: true },
    { path: '/statement/', indexable: true },
    ...newsIds.map((id) => ({ path: `/news/detail/${encodeURIComponent(id)}/`, indexable: true })),
    // Static shells without personal data (the session is only read in the browser): noindex,
    // left out of the sitemap and disallowed in robots.txt.
    ...ACCOUNT_PATHS.map((path) => ({ path, indexable: false })),
  ]
}

/** Rendered to dist/404.html: a path no route matches. */
export const NOT_FOUND_RENDER_PATH = '/404/'
