import { queryOptions } from '@tanstack/react-query'

export const PROFILE_DETAIL_QUERY_KEY = ['passport', 'profile-detail'] as const

/** The profile page's data; the api module (and zod) load with the first request. */
export const profileDetailQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_DETAIL_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const { getProfileDetail } = await import('./get-profile-detail')
      return getProfileDetail(undefined, { signal, warn: { mode: 'silent' } })
    },
    retry: false,
  })
