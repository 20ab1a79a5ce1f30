import { defineContractApi } from '@/lib/api'
import { updateProfile as operation } from '@/contract/passport'

/** PUT /api/user/profile/ → the updated profile. */
export const updateProfile = defineContractApi(operation)
