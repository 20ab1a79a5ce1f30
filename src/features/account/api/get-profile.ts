import { defineContractApi } from '@/lib/api'
import { getProfile as getProfileOperation } from '@/contract/passport'

/** GET /api/user/profile/: the logged-in visitor's profile (envelope 401 without a session). */
export const getProfile = defineContractApi(getProfileOperation)
