import type { ReactNode } from 'react'
import type { AnyRoute, AnyRouter } from '@tanstack/react-router'
import { useMarkDocumentHydrated } from '@/lib/held-input/clicks'

/** A route's component; a code-split one carries `preload`, which the router calls to load its chunk. */
type PageComponent<P> = ((props: P) => ReactNode) & { preload?: () => Promise<void> | undefined }

function DocumentHydratedMark() {
  useMarkDocumentHydrated()
  return null
}

/**
 * The page, then the document's hydration mark, in the same <Suspense> boundary: the router renders
 * each page in boundaries of its own, which React hydrates after the shell (TanStack Router issue
 * 8306), so the mark's effect runs once the page's own content has hydrated, its islands aside
 * (decision 043). It renders nothing: the prerendered HTML is the same with it.
 */
export function withHydrationMark<P extends object>(Page: PageComponent<P>): PageComponent<P> {
  const MarkedPage: PageComponent<P> = (props: P) => (
    <>
      <Page {...props} />
      <DocumentHydratedMark />
    </>
  )
  if (Page.preload) MarkedPage.preload = Page.preload
  return MarkedPage
}

const marked = new WeakSet<AnyRoute>()

/**
 * Gives every page route's component the mark, once per route: the route tree is a module shared
 * by every router made from it (the prerender makes one per page). Layout routes get none.
 */
export function markEachPageHydrated(router: AnyRouter): void {
  for (const route of Object.values<AnyRoute>(router.routesById)) {
    const Page = route.options.component as PageComponent<object> | undefined
    // A layout route (one with children) renders its pages in boundaries of their own: its mark would come before theirs.
    if (route.isRoot || route.children || !Page || marked.has(route)) continue
    marked.add(route)
    route.update({ component: withHydrationMark(Page) })
  }
}
