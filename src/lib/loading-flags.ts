import { useCallback, useSyncExternalStore } from 'react'
import { notifyManager, useQueryClient, type Mutation, type Query, type QueryClient } from '@tanstack/react-query'
import type { LoadingFlag } from '@/lib/api/types'

/**
 * The shared loading flags of SPEC §3, driven by the queries and mutations whose `meta.loadingFlag`
 * names them (src/lib/query-meta.ts). The flags are read from TanStack Query, nowhere else.
 */
export type { LoadingFlag }

const queryDrives = (flag: LoadingFlag) => (query: Query) => query.meta?.loadingFlag === flag
const mutationDrives = (flag: LoadingFlag) => (mutation: Mutation) => mutation.options.meta?.loadingFlag === flag

/** Whether a fetching query or a pending mutation drives the flag, read once from a query client. */
export function isLoadingFlagOn(queryClient: QueryClient, flag: LoadingFlag): boolean {
  return queryClient.isFetching({ predicate: queryDrives(flag) }) + queryClient.isMutating({ predicate: mutationDrives(flag) }) > 0
}

/**
 * Whether a flag is on (SPEC §3 `loading`, `loadingForm`, `loadingTable`): what `useIsFetching` and
 * `useIsMutating` count, filtered on the flag, in one subscription to the query and mutation caches
 * (`useIsMutating` would bring `useMutationState` into every page's first load for one number).
 */
export function useLoadingFlag(flag: LoadingFlag): boolean {
  const queryClient = useQueryClient()
  const subscribe = useCallback(
    (onChange: () => void) => {
      const notify = notifyManager.batchCalls(onChange)
      const stopQueries = queryClient.getQueryCache().subscribe(notify)
      const stopMutations = queryClient.getMutationCache().subscribe(notify)
      return () => {
        stopQueries()
        stopMutations()
      }
    },
    [queryClient],
  )
  const read = () => isLoadingFlagOn(queryClient, flag)
  return useSyncExternalStore(subscribe, read, read)
}
