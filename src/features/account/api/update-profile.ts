import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserProfileDetail } from '@/contract/passport'
import { onDemandCall } from '@/lib/api/on-demand-call'
import { PROFILE_DETAIL_QUERY_KEY } from './get-profile-detail'
import { storeLoggedIn } from './session'

/** PUT /api/user/profile/ → the updated profile. */
export const updateProfile = onDemandCall(async () => (await import('@/contract/passport')).updateProfile)

/** The profile form's mutation: the header's greeting and the profile page show the new details at once. Silent: the form shows the server's message. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['passport', 'update-profile'],
    mutationFn: (changes: Parameters<typeof updateProfile>[0]) => updateProfile(changes, { warn: { mode: 'silent' } }),
    onSuccess: (profile) => {
      storeLoggedIn(queryClient, profile)
      queryClient.setQueryData<UserProfileDetail>(PROFILE_DETAIL_QUERY_KEY, (current) => (current ? { ...current, ...profile } : current))
    },
  })
}
