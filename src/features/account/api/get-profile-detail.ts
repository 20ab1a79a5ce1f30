import { queryOptions } from '@tanstack/react-query'
import { onDemandCall } from '@/lib/api/on-demand-call'

/** GET /api/user/profile/detail/: the profile with registration date and dealer application. */
export const getProfileDetail = onDemandCall(async () => (await import('@/contract/passport')).getProfileDetail)

export const PROFILE_DETAIL_QUERY_KEY = ['passport', 'profile-detail'] as const

/** The profile page's data. The page waits for it, so it drives the global spinner (the `loading` flag). */
export const profileDetailQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_DETAIL_QUERY_KEY,
    queryFn: ({ signal }) => getProfileDetail(undefined, { signal, warn: { mode: 'silent' } }),
    meta: { loadingFlag: 'loading' },
    retry: false,
  })
