import { defineContractApi } from '@/lib/api'
import { register as operation } from '@/contract/passport'

/** POST /api/user/register/ → the new profile, logged in; envelope 400 with field messages (phone taken, wrong code). */
export const register = defineContractApi(operation)
