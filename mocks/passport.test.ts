import { beforeEach, describe, expect, it } from 'vitest'
import {
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
import { MOCK_VERIFICATION_CODE, SEEDED_ACCOUNT, mockDb } from './db'
import { createDealerApplication, createRegistration } from './generators'
import { sendOperation } from './test-client'

beforeEach(() => mockDb.reset())

const newUser = { phone: '+234 803 555 0101', password: 'Sunshine2026', name: 'Ngozi Ada Eze' }

async function registerNewUser() {
  await sendOperation(requestPhoneCode, { phone: newUser.phone })
  return sendOperation(register, createRegistration({ ...newUser, code: MOCK_VERIFICATION_CODE }))
}

describe('register, log in, profile', () => {
  it('registers with a phone code, then logs out, logs in and reads the profile', async () => {
    const codeAnswer = await sendOperation(requestPhoneCode, { phone: newUser.phone })
    expect(codeAnswer.body).toMatchObject({ code: 200, data: { resendAfterSeconds: 60 } })

    const registered = await sendOperation(register, createRegistration({ ...newUser, code: MOCK_VERIFICATION_CODE }))
    expect(registered.body).toMatchObject({
      code: 200,
      data: { name: 'Ngozi Ada Eze', firstName: 'Ngozi', lastName: 'Ada Eze', phone: newUser.phone, email: null },
    })
    expect((await sendOperation(getClientStatus)).body.data).toEqual({ loggedIn: true })

    expect((await sendOperation(logout)).body).toMatchObject({ code: 200, data: null })
    expect((await sendOperation(getClientStatus)).body.data).toEqual({ loggedIn: false })

    const loggedIn = await sendOperation(login, { phone: '2348035550101', password: newUser.password })
    expect(loggedIn.body).toMatchObject({ code: 200, data: { phone: newUser.phone } })

    const profile = await sendOperation(getProfile)
    expect(getProfile.response.parse(profile.body.data)).toEqual(loggedIn.body.data)
  })

  it('refuses registration without a requested code, or with a wrong one', async () => {
    const withoutRequest = await sendOperation(register, createRegistration({ ...newUser, code: MOCK_VERIFICATION_CODE }))
    expect(withoutRequest.body).toMatchObject({ code: 400, data: { errors: { code: expect.any(String) } } })

    await sendOperation(requestPhoneCode, { phone: newUser.phone })
    const wrongCode = await sendOperation(register, createRegistration({ ...newUser, code: '654321' }))
    expect(wrongCode.body).toMatchObject({ code: 400, data: { errors: { code: expect.any(String) } } })
  })

  it('refuses a phone number that is already registered', async () => {
    await registerNewUser()
    const again = await registerNewUser()
    expect(again.status).toBe(200)
    expect(again.body).toEqual({
      code: 400,
      message: 'This phone number is already registered',
      data: { errors: { phone: 'This phone number is already registered' } },
    })
  })

  it('refuses a wrong password', async () => {
    const answer = await sendOperation(login, { phone: SEEDED_ACCOUNT.phone, password: 'not-the-password' })
    expect(answer.body).toMatchObject({ code: 401, message: 'Incorrect phone number or password' })
    expect((await sendOperation(getClientStatus)).body.data).toEqual({ loggedIn: false })
  })

  it('refuses an unknown phone number with the same message', async () => {
    const answer = await sendOperation(login, { phone: '+1 555 000 9999', password: SEEDED_ACCOUNT.password })
    expect(answer.body.message).toBe('Incorrect phone number or password')
  })

  it('validates the registration payload with the contract', async () => {
    const answer = await sendOperation(register, { phone: '', code: '12', password: 'short', name: '  ' })
    expect(answer.body).toMatchObject({
      code: 400,
      data: {
        errors: {
          phone: 'Please input "Phone number"',
          code: 'Please input right "Verification Code"',
          password: '"Password" must be at least 8 characters',
          name: 'Please input "Name"',
        },
      },
    })
  })

  it('lets the seeded account log in', async () => {
    const answer = await sendOperation(login, { phone: SEEDED_ACCOUNT.phone, password: SEEDED_ACCOUNT.password })
    expect(answer.body).toMatchObject({ code: 200, data: { firstName: 'Ada', email: SEEDED_ACCOUNT.email } })
  })
})

describe('signed-in calls', () => {
  it.each([
    ['getProfile', () => sendOperation(getProfile)],
    ['getProfileDetail', () => sendOperation(getProfileDetail)],
    ['updateProfile', () => sendOperation(updateProfile, { firstName: 'A', lastName: 'B' })],
    ['changePassword', () => sendOperation(changePassword, { oldPassword: 'x', newPassword: 'Longer1234' })],
  ])('%s answers 401 when nobody is signed in', async (_name, call) => {
    expect((await call()).body).toMatchObject({ code: 401, message: "You don't currently have permission to access this" })
  })

  it('updates the profile', async () => {
    await registerNewUser()
    const answer = await sendOperation(updateProfile, { firstName: ' Ngozi ', lastName: 'Eze', email: 'ngozi@example.test' })
    expect(answer.body).toMatchObject({ code: 200, data: { name: 'Ngozi Eze', email: 'ngozi@example.test' } })
    expect((await sendOperation(getProfile)).body.data).toMatchObject({ name: 'Ngozi Eze' })
  })

  it('changes the password after checking the old one', async () => {
    await registerNewUser()
    const wrong = await sendOperation(changePassword, { oldPassword: 'nope', newPassword: 'Moonlight2026' })
    expect(wrong.body).toMatchObject({ code: 400, data: { errors: { oldPassword: expect.any(String) } } })

    const changed = await sendOperation(changePassword, { oldPassword: newUser.password, newPassword: 'Moonlight2026' })
    expect(changed.body).toMatchObject({ code: 200, data: null })

    await sendOperation(logout)
    expect((await sendOperation(login, { phone: newUser.phone, password: newUser.password })).body.code).toBe(401)
    expect((await sendOperation(login, { phone: newUser.phone, password: 'Moonlight2026' })).body.code).toBe(200)
  })

  it('shows the dealer application in the profile detail', async () => {
    await registerNewUser()
    const application = await sendOperation(registerDealer, createDealerApplication({ phone: newUser.phone }))
    expect(application.body).toMatchObject({ code: 200, data: { reference: expect.stringMatching(/^DR-\d{4}-000001$/) } })

    const detail = await sendOperation(getProfileDetail)
    expect(getProfileDetail.response.parse(detail.body.data).dealerApplication).toEqual({
      reference: (application.body.data as { reference: string }).reference,
      companyName: 'Northern Motors Ltd (sample)',
      status: 'pending',
    })
  })

  it('takes dealer applications from visitors who are not signed in, and validates them', async () => {
    const invalid = await sendOperation(registerDealer, { companyName: 'X', email: 'not-an-email' })
    expect(invalid.body).toMatchObject({ code: 400, data: { errors: { email: 'Please input right "Email"', city: 'Please input "City"' } } })
    expect(mockDb.list('dealerApplication')).toHaveLength(0)
  })

  it('refuses a state that is not one of Nigeria\'s, and a message over 2,000 characters, with the site\'s templates', async () => {
    const forged = await sendOperation(registerDealer, { ...createDealerApplication(), state: 'Atlantis', message: 'x'.repeat(2001) })
    expect(forged.body).toMatchObject({
      code: 400,
      data: { errors: { state: 'Please select "State"', message: '"Message" must be at most 2000 characters' } },
    })
  })
})

describe('a lost answer, then the same or changed answers', () => {
  it('answers a repeated dealer application with its first reference, and a changed one with a new application', async () => {
    const application = createDealerApplication()
    const first = await sendOperation(registerDealer, application)
    const retry = await sendOperation(registerDealer, application)
    expect(retry.body).toEqual(first.body)
    expect(mockDb.list('dealerApplication')).toHaveLength(1)

    const changed = await sendOperation(registerDealer, { ...application, companyName: 'Kano Auto Hub (sample)', idempotencyKey: crypto.randomUUID() })
    expect(changed.body.data).toMatchObject({ reference: expect.stringMatching(/-000002$/) })
  })

  it('refuses a key sent again with different answers, storing nothing', async () => {
    const application = createDealerApplication()
    await sendOperation(registerDealer, application)
    const reused = await sendOperation(registerDealer, { ...application, companyName: 'Kano Auto Hub (sample)' })
    expect(reused.body).toMatchObject({ code: 422, message: 'This request was already sent with different details' })
    expect(mockDb.list('dealerApplication')).toHaveLength(1)
  })

  it('answers a repeated registration with the account it created (not "already registered") and signs it in', async () => {
    await sendOperation(requestPhoneCode, { phone: newUser.phone })
    const registration = createRegistration({ ...newUser, code: MOCK_VERIFICATION_CODE })
    const first = await sendOperation(register, registration)
    await sendOperation(logout)
    const retry = await sendOperation(register, registration)
    expect(retry.body).toEqual(first.body)
    expect((await sendOperation(getClientStatus)).body.data).toEqual({ loggedIn: true })

    const otherPassword = await sendOperation(register, { ...registration, password: 'Moonlight2026' })
    expect(otherPassword.body).toMatchObject({ code: 422 })
  })
})
