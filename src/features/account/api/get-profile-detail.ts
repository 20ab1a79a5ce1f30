import { queryOptions } from '@tanstack/react-query'
import type { RequestOptions } from '@/lib/api/types'
import type { passportCalls } from './calls'

/** GET /api/user/profile/detail/: the profile with registration date and dealer application. */
export async function getProfileDetail(payload: Parameters<typeof passportCalls.getProfileDetail>[0], options?: RequestOptions) {
  return (await import('./calls')).passportCalls.getProfileDetail(payload, options)
}

export const PROFILE_DETAIL_QUERY_KEY = ['passport', 'profile-detail'] as const

/** The profile page's data. The page waits for it, so it drives the global spinner (the `loading` flag). */
export const profileDetailQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_DETAIL_QUERY_KEY,
    queryFn: ({ signal }) => getProfileDetail(undefined, { signal, warn: { mode: 'silent' } }),
    meta: { loadingFlag: 'loading' },
    retry: false,
  })
