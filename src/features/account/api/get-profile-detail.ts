import { defineContractApi } from '@/lib/api'
import { getProfileDetail as getProfileDetailOperation } from '@/contract/passport'

/** GET /api/user/profile/detail/: the profile with registration date and dealer application. */
export const getProfileDetail = defineContractApi(getProfileDetailOperation)
