import { defineContractApi } from '@/lib/api'
import * as passport from '@/contract/passport'

/**
 * The passport calls of SPEC §7 bound to their contract operations (zod schemas included). Loaded on
 * demand by each operation's module (./login.ts, ./logout.ts…), which holds the call's hook: the
 * pages, and the header, never carry zod or the request client in their first load.
 */
export const passportCalls = {
  getProfileDetail: defineContractApi(passport.getProfileDetail),
  login: defineContractApi(passport.login),
  logout: defineContractApi(passport.logout),
  requestPhoneCode: defineContractApi(passport.requestPhoneCode),
  register: defineContractApi(passport.register),
  registerDealer: defineContractApi(passport.registerDealer),
  changePassword: defineContractApi(passport.changePassword),
  updateProfile: defineContractApi(passport.updateProfile),
}
