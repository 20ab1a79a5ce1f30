import { defineContractApi } from '@/lib/api'
import { login as operation } from '@/contract/passport'

/** POST /api/user/login/ → the profile; envelope 401 'Incorrect phone number or password'. */
export const login = defineContractApi(operation)
