import { defineContractApi } from '@/lib/api'
import { requestPhoneCode as operation } from '@/contract/passport'

/** POST /api/user/phone/code/ → { resendAfterSeconds } before another code may be asked for. */
export const requestPhoneCode = defineContractApi(operation)
