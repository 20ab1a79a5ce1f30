import type { Query } from '@tanstack/react-query'
import type { LoadingFlag } from '@/lib/api/types'

/** What a query or mutation may say about itself in its `meta`. */
type LoadingMeta = {
  /**
   * The shared loading flag of SPEC §3 it drives (on from the start of its request to its end,
   * whatever the outcome; overlapping ones keep the flag on until the last ends): src/lib/loading-flags.ts.
   */
  loadingFlag?: LoadingFlag
}

type QueryMeta = LoadingMeta & {
  /**
   * Data many pages read but none carries in its HTML (the whole news list, from which each article
   * takes its neighbours): the prerender hands it from one page's cache to the next (entry-server.tsx).
   */
  sharedByPages?: true
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta
    mutationMeta: LoadingMeta
  }
}

export const isSharedByPages = (query: Query) => query.meta?.sharedByPages === true
