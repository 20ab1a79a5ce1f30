import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserProfile, UserProfileDetail } from '@/contract/passport'
import { onDemandCall } from '@/lib/api/on-demand-call'
import type { Submission } from '@/lib/idempotency'
import type { ProfileValues } from '../form-values'
import { PROFILE_DETAIL_QUERY_KEY } from './get-profile-detail'
import { forgetSessionIfEnded, storeLoggedIn } from './session'

/** PUT /api/user/profile/ → the updated profile. */
export const updateProfile = onDemandCall(async () => (await import('@/contract/passport')).updateProfile)

/**
 * The profile form's mutation (the form kit's try; the call takes no key): the header's greeting and
 * the profile page show the new details at once; a 401 logs the whole site out. Silent: the form
 * shows the server's message.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation<UserProfile, Error, Submission<ProfileValues>>({
    mutationKey: ['passport', 'update-profile'],
    mutationFn: ({ values: { email, ...names } }) => updateProfile({ ...names, ...(email ? { email } : {}) }, { warn: { mode: 'silent' } }),
    onSuccess: (profile) => {
      storeLoggedIn(queryClient, profile)
      queryClient.setQueryData<UserProfileDetail>(PROFILE_DETAIL_QUERY_KEY, (current) => (current ? { ...current, ...profile } : current))
    },
    onError: (error) => forgetSessionIfEnded(queryClient, error),
  })
}
