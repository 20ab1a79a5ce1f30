import { defineContractApi } from '@/lib/api'
import { registerDealer as operation } from '@/contract/passport'

/** POST /api/user/register/dealer/ → { reference }; open to visitors who are not logged in. */
export const registerDealer = defineContractApi(operation)
