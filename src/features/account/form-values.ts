import { fieldOrder } from '@/components/form/form-values'
import type { NigerianState } from '@/contract/nigerian-states'
import type { PhoneCountry } from '@/lib/phone'

/** What the account forms hold while the visitor types (validated by ./validation on submit). */
export type LoginValues = { phoneCountry: PhoneCountry; phone: string; password: string }
export type RegisterValues = { name: string; phoneCountry: PhoneCountry; phone: string; code: string; password: string }
export type ProfileValues = { firstName: string; lastName: string; email: string }
export type PasswordValues = { oldPassword: string; newPassword: string; confirmPassword: string }
export type DealerValues = {
  companyName: string
  contactName: string
  phoneCountry: PhoneCountry
  phone: string
  email: string
  city: string
  state: string
  message: string
}
/** The dealer form's values once its rules passed: the state is one of the list. */
export type DealerOutput = Omit<DealerValues, 'state'> & { state: NigerianState }

export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'NG'

/** Each form's fields in the order it shows them: the error summary and the first field focused follow it. */
export const LOGIN_FIELDS = fieldOrder<LoginValues>()(['phoneCountry', 'phone', 'password'])
export const REGISTER_FIELDS = fieldOrder<RegisterValues>()(['name', 'phoneCountry', 'phone', 'code', 'password'])
export const PROFILE_FIELDS = fieldOrder<ProfileValues>()(['firstName', 'lastName', 'email'])
export const PASSWORD_FIELDS = fieldOrder<PasswordValues>()(['oldPassword', 'newPassword', 'confirmPassword'])
export const DEALER_FIELDS = fieldOrder<DealerValues>()(['companyName', 'contactName', 'phoneCountry', 'phone', 'email', 'city', 'state', 'message'])
