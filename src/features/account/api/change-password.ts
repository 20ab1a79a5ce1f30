import { defineContractApi } from '@/lib/api'
import { changePassword as operation } from '@/contract/passport'

/** PUT /api/user/password/; envelope 400 on oldPassword when it is wrong. */
export const changePassword = defineContractApi(operation)
