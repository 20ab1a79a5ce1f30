import { useIsFetching, useIsMutating, type Mutation, type Query, type QueryClient } from '@tanstack/react-query'
import type { LoadingFlag } from '@/lib/api/types'

/**
 * What a query or mutation may say about itself in its `meta`: the shared loading flag of SPEC §3
 * it drives (on from the start of its request to its end, whatever the outcome; overlapping ones
 * keep the flag on until the last ends). The flags are read from TanStack Query, nowhere else.
 */
type LoadingMeta = { loadingFlag?: LoadingFlag }

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: LoadingMeta
    mutationMeta: LoadingMeta
  }
}

export type { LoadingFlag }

const queryDrives = (flag: LoadingFlag) => (query: Query) => query.meta?.loadingFlag === flag
const mutationDrives = (flag: LoadingFlag) => (mutation: Mutation) => mutation.options.meta?.loadingFlag === flag

/** Whether a fetching query or a pending mutation drives the flag (SPEC §3 `loading`, `loadingForm`, `loadingTable`). */
export function useLoadingFlag(flag: LoadingFlag): boolean {
  const fetching = useIsFetching({ predicate: queryDrives(flag) })
  const mutating = useIsMutating({ predicate: mutationDrives(flag) })
  return fetching + mutating > 0
}

/** The same, read once from a query client (outside React, and in tests). */
export function isLoadingFlagOn(queryClient: QueryClient, flag: LoadingFlag): boolean {
  return queryClient.isFetching({ predicate: queryDrives(flag) }) + queryClient.isMutating({ predicate: mutationDrives(flag) }) > 0
}
