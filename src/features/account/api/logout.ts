import { defineContractApi } from '@/lib/api'
import { logout as operation } from '@/contract/passport'

/** DELETE /api/user/logout/. */
export const logout = defineContractApi(operation)
