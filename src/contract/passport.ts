import { z } from 'zod'
import { defineOperation } from './operation'
import { NIGERIAN_STATES } from './nigerian-states'
import {
  emailSchema,
  idempotencyKeySchema,
  noPayloadSchema,
  optionalText,
  passwordSchema,
  phoneSchema,
  referenceSchema,
  requiredChoice,
  requiredText,
  supersedesSchema,
  validationText,
} from './common'

/**
 * Account ("passport") service, SPEC §7. Every call sends cookies (credentials: 'include') and the
 * user-client header; bodies are form-encoded. Calls that need a signed-in visitor answer envelope
 * code 401 otherwise.
 */
/** The longest text each account field takes (the account forms' schemas use the same figures). */
export const ACCOUNT_TEXT_MAX = { name: 100, companyName: 150, city: 100, firstName: 50, lastName: 50 } as const

export const NOT_SIGNED_IN_CODE = 401
export const NOT_SIGNED_IN_MESSAGE = "You don't currently have permission to access this"
export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect phone number or password'
export const PHONE_TAKEN_MESSAGE = 'This phone number is already registered'
export const WRONG_CODE_MESSAGE = 'The verification code is incorrect or has expired'
export const WRONG_OLD_PASSWORD_MESSAGE = 'The current password is incorrect'

export const userProfileSchema = z.object({
  id: z.string(),
  /** Display name: first and last name joined. */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  /** Null until the visitor gives one. */
  email: z.email().nullable(),
  /** Image path or full address, see imageUrl(). */
  avatar: z.string().optional(),
})
export type UserProfile = z.infer<typeof userProfileSchema>

export const userProfileDetailSchema = userProfileSchema.extend({
  registeredAt: z.iso.datetime(),
  dealerApplication: z
    .object({
      reference: referenceSchema('DR'),
      companyName: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
    })
    .nullable(),
})
export type UserProfileDetail = z.infer<typeof userProfileDetailSchema>

export const verificationCodeSchema = z
  .string({ error: validationText.required('Verification Code') })
  .trim()
  .regex(/^\d{6}$/, validationText.invalid('Verification Code'))
  // The published pattern is over the value as sent: the spaces zod trims first may surround it.
  .meta({ pattern: '^\\s*\\d{6}\\s*$' })

export const loginRequestSchema = z.object({
  phone: phoneSchema,
  password: z.string({ error: validationText.required('Password') }).min(1, validationText.required('Password')),
})

export const phoneCodeRequestSchema = z.object({ phone: phoneSchema })
export const phoneCodeResponseSchema = z.object({
  /** Seconds before another code may be requested for the same phone. */
  resendAfterSeconds: z.number().int().nonnegative(),
})

export const registerRequestSchema = z.object({
  phone: phoneSchema,
  code: verificationCodeSchema,
  password: passwordSchema(),
  name: requiredText('Name', ACCOUNT_TEXT_MAX.name),
  /** A retry of the same registration (its answer lost) answers the account it created. */
  idempotencyKey: idempotencyKeySchema,
})
export type RegisterRequest = z.infer<typeof registerRequestSchema>

export const DEALER_MESSAGE_MAX = 2000


export const dealerRegistrationRequestSchema = z.object({
  companyName: requiredText('Company name', ACCOUNT_TEXT_MAX.companyName),
  contactName: requiredText('Name', ACCOUNT_TEXT_MAX.name),
  phone: phoneSchema,
  email: emailSchema,
  city: requiredText('City', ACCOUNT_TEXT_MAX.city),
  state: requiredChoice('State', NIGERIAN_STATES),
  message: optionalText('Message', DEALER_MESSAGE_MAX),
  idempotencyKey: idempotencyKeySchema,
  supersedes: supersedesSchema,
})
export type DealerRegistrationRequest = z.infer<typeof dealerRegistrationRequestSchema>
export const dealerRegistrationResponseSchema = z.object({ reference: referenceSchema('DR') })

export const changePasswordRequestSchema = z.object({
  oldPassword: z
    .string({ error: validationText.required('Password') })
    .min(1, validationText.required('Password')),
  newPassword: passwordSchema('New password'),
})

export const updateProfileRequestSchema = z.object({
  firstName: requiredText('First name', ACCOUNT_TEXT_MAX.firstName),
  lastName: requiredText('Last name', ACCOUNT_TEXT_MAX.lastName),
  email: emailSchema.optional(),
  avatar: z.string({ error: validationText.invalid('Avatar') }).trim().max(500, validationText.maxLength('Avatar', 500)).optional(),
})

export const clientStatusSchema = z.object({ loggedIn: z.boolean() })
export type ClientStatus = z.infer<typeof clientStatusSchema>

export const getProfile = defineOperation({
  name: 'passport.getProfile',
  service: 'passport',
  method: 'get',
  path: '/api/user/profile/',
  bodyType: 'form',
  request: noPayloadSchema,
  response: userProfileSchema,
})

export const getProfileDetail = defineOperation({
  name: 'passport.getProfileDetail',
  service: 'passport',
  method: 'get',
  path: '/api/user/profile/detail/',
  bodyType: 'form',
  request: noPayloadSchema,
  response: userProfileDetailSchema,
})

export const logout = defineOperation({
  name: 'passport.logout',
  service: 'passport',
  method: 'delete',
  path: '/api/user/logout/',
  bodyType: 'form',
  request: noPayloadSchema,
  response: z.null(),
})

export const requestPhoneCode = defineOperation({
  name: 'passport.requestPhoneCode',
  service: 'passport',
  method: 'post',
  path: '/api/user/phone/code/',
  bodyType: 'form',
  request: phoneCodeRequestSchema,
  response: phoneCodeResponseSchema,
})

export const login = defineOperation({
  name: 'passport.login',
  service: 'passport',
  method: 'post',
  path: '/api/user/login/',
  bodyType: 'form',
  request: loginRequestSchema,
  response: userProfileSchema,
})

/** Signs the new account in, like login. */
export const register = defineOperation({
  name: 'passport.register',
  service: 'passport',
  method: 'post',
  path: '/api/user/register/',
  bodyType: 'form',
  request: registerRequestSchema,
  response: userProfileSchema,
})

/** Open to anyone: a company applying to become a dealer. */
export const registerDealer = defineOperation({
  name: 'passport.registerDealer',
  service: 'passport',
  method: 'post',
  path: '/api/user/register/dealer/',
  bodyType: 'form',
  request: dealerRegistrationRequestSchema,
  response: dealerRegistrationResponseSchema,
})

export const changePassword = defineOperation({
  name: 'passport.changePassword',
  service: 'passport',
  method: 'put',
  path: '/api/user/password/',
  bodyType: 'form',
  request: changePasswordRequestSchema,
  response: z.null(),
})

export const updateProfile = defineOperation({
  name: 'passport.updateProfile',
  service: 'passport',
  method: 'put',
  path: '/api/user/profile/',
  bodyType: 'form',
  request: updateProfileRequestSchema,
  response: userProfileSchema,
})

/** Never fails for a signed-out visitor: answers { loggedIn: false }. */
export const getClientStatus = defineOperation({
  name: 'passport.getClientStatus',
  service: 'passport',
  method: 'get',
  path: '/api/user/client/status/',
  bodyType: 'form',
  request: noPayloadSchema,
  response: clientStatusSchema,
})

export const passportOperations = [
  getProfile,
  getProfileDetail,
  logout,
  requestPhoneCode,
  login,
  register,
  registerDealer,
  changePassword,
  updateProfile,
  getClientStatus,
] as const
