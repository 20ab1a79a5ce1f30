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
  type UserProfile,
} from '@/contract/passport'
import { validationText } from '@/contract/common'
import { mockDb, PASSPORT_STORAGE_KEY, type PassportSnapshot } from '../db'
import { faultResponse } from '../fault-response'
import { envelopeError, envelopeSuccess, idempotentAnswer, operationHandler as plainOperationHandler, validationError } from '../operation-handler'

/** Seconds before the mock lets the same phone ask for another code (not enforced). */
const RESEND_AFTER_SECONDS = 60

/**
 * The session is the mock database's signed-in account, not a cookie. In the browser the accounts
 * and the session are also kept in sessionStorage, like a session cookie would be: a reload or a
 * link opened in the same tab stays logged in, a new tab or browser starts from the seed.
 */
const notSignedIn = () => envelopeError(NOT_SIGNED_IN_CODE, NOT_SIGNED_IN_MESSAGE)

function isSnapshot(value: unknown): value is PassportSnapshot {
  const snapshot = value as Partial<PassportSnapshot> | null
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    Array.isArray(snapshot.accounts) &&
    Array.isArray(snapshot.phonesWithCode) &&
    Array.isArray(snapshot.dealerApplications) &&
    typeof snapshot.nextAccountNumber === 'number'
  )
}

/** Only the browser worker keeps state across pages; unit tests (reset per case) and the prerender do not. */
function createTabStorage() {
  if (typeof window === 'undefined' || import.meta.env.MODE === 'test') return undefined
  let restored = false
  return {
    restore() {
      if (restored) return
      restored = true
      try {
        const saved: unknown = JSON.parse(window.sessionStorage.getItem(PASSPORT_STORAGE_KEY) ?? 'null')
        if (isSnapshot(saved)) mockDb.importPassportState(saved)
      } catch {
        // Unreadable or blocked storage: start from the seed.
      }
    },
    save() {
      try {
        window.sessionStorage.setItem(PASSPORT_STORAGE_KEY, JSON.stringify(mockDb.exportPassportState()))
      } catch {
        // Blocked storage: the session lasts as long as the page.
      }
    },
  }
}

const tabStorage = createTabStorage()

/** A passport handler that reads the tab's saved accounts first and saves them after answering. */
const operationHandler: typeof plainOperationHandler = (operation, resolve, options) =>
  plainOperationHandler(
    operation,
    async (validated) => {
      tabStorage?.restore()
      const response = await resolve(validated)
      tabStorage?.save()
      return response
    },
    options,
  )

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

  operationHandler(
    register,
    ({ payload }) => {
      const { idempotencyKey, ...registration } = payload
      // A repeated key answers the account it created (its answer may have been lost) and signs it in again.
      const known = mockDb.replay<UserProfile>('register', idempotencyKey, registration)
      if (known.status === 'conflict') return idempotentAnswer(known, () => null)
      if (known.status === 'replayed') {
        mockDb.signIn(registration.phone, registration.password)
        return envelopeSuccess(known.result)
      }
      if (mockDb.isPhoneRegistered(payload.phone)) return validationError({ phone: PHONE_TAKEN_MESSAGE })
      if (!mockDb.isVerificationCodeValid(payload.phone, payload.code)) return validationError({ code: WRONG_CODE_MESSAGE })
      return idempotentAnswer(
        mockDb.once('register', idempotencyKey, registration, () => mockDb.register(registration)),
        (profile) => profile,
      )
    },
    { before: () => faultResponse('name', validationText.invalid('Name')) },
  ),

  operationHandler(
    registerDealer,
    ({ payload }) => idempotentAnswer(mockDb.submit('dealerApplication', payload, payload.idempotencyKey), (record) => ({ reference: record.reference })),
    { before: () => faultResponse('companyName', validationText.invalid('Company name')) },
  ),

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
