import {
  NOT_SIGNED_IN_CODE,
  NOT_SIGNED_IN_MESSAGE,
  PHONE_TAKEN_MESSAGE,
  WRONG_CODE_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
  WRONG_OLD_PASSWORD_MESSAGE,
  changePassword,
  getClientStatus,
  getProfile,
  getProfileDetail,
  login,
  logout,
  register,
  registerDealer,
  requestPhoneCode,
  updateProfile,
} from '@/contract/passport'
import { mockDb } from '../db'
import { envelopeError, envelopeSuccess, operationHandler, validationError } from '../operation-handler'

/** Seconds before the mock lets the same phone ask for another code (not enforced). */
const RESEND_AFTER_SECONDS = 60

/** The session is the mock database's signed-in account (one per page or process), not a cookie. */
const notSignedIn = () => envelopeError(NOT_SIGNED_IN_CODE, NOT_SIGNED_IN_MESSAGE)

export const passportHandlers = [
  operationHandler(getProfile, () => {
    const profile = mockDb.currentProfile()
    return profile ? envelopeSuccess(profile) : notSignedIn()
  }),

  operationHandler(getProfileDetail, () => {
    const detail = mockDb.currentProfileDetail()
    return detail ? envelopeSuccess(detail) : notSignedIn()
  }),

  operationHandler(logout, () => {
    mockDb.signOut()
    return envelopeSuccess(null)
  }),

  operationHandler(requestPhoneCode, ({ payload }) => {
    mockDb.recordVerificationCodeRequest(payload.phone)
    return envelopeSuccess({ resendAfterSeconds: RESEND_AFTER_SECONDS })
  }),

  operationHandler(login, ({ payload }) => {
    const profile = mockDb.signIn(payload.phone, payload.password)
    return profile ? envelopeSuccess(profile) : envelopeError(NOT_SIGNED_IN_CODE, WRONG_CREDENTIALS_MESSAGE)
  }),

  operationHandler(register, ({ payload }) => {
    if (mockDb.isPhoneRegistered(payload.phone)) return validationError({ phone: PHONE_TAKEN_MESSAGE })
    if (!mockDb.isVerificationCodeValid(payload.phone, payload.code)) return validationError({ code: WRONG_CODE_MESSAGE })
    return envelopeSuccess(mockDb.register(payload))
  }),

  operationHandler(registerDealer, ({ payload }) => {
    const { record } = mockDb.submit('dealerApplication', payload)
    return envelopeSuccess({ reference: record.reference })
  }),

  operationHandler(changePassword, ({ payload }) => {
    const outcome = mockDb.changeCurrentPassword(payload.oldPassword, payload.newPassword)
    if (outcome === 'signed-out') return notSignedIn()
    if (outcome === 'wrong-password') return validationError({ oldPassword: WRONG_OLD_PASSWORD_MESSAGE })
    return envelopeSuccess(null)
  }),

  operationHandler(updateProfile, ({ payload }) => {
    const profile = mockDb.updateCurrentProfile(payload)
    return profile ? envelopeSuccess(profile) : notSignedIn()
  }),

  operationHandler(getClientStatus, () => envelopeSuccess({ loggedIn: mockDb.currentProfile() !== undefined })),
]
