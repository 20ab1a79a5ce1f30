import { island } from './island'

/**
 * The not-found page, an island: most pages never show it, so its code (and <Image>'s) is not in
 * every page's first load. It loads when first rendered: on a page prerendered with it (404.html),
 * while the page hydrates (its prerendered HTML stays on screen meanwhile).
 */
const notFound = island(() => import('./NotFoundPage').then((module) => module.NotFoundPage), { whenRendered: true })

// The router's not-found props are left out: new objects on every render, they would reach the
// island's boundary while it waits for its code (island.tsx, memo).
export function NotFoundIsland() {
  return <notFound.Island />
}
