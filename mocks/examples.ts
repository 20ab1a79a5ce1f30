import type { ContactData } from '@/contract/contact'
import type { NewsItem } from '@/contract/news'
import type { UserProfile } from '@/contract/passport'
import { contactFixture } from './fixtures/contact'
import { newsFixtures } from './fixtures/news'
import { SEEDED_ACCOUNT } from './db'
import {
  createDealerApplication,
  createRegistration,
  createSurveyRequest,
  createTestDriveRequest,
  createWorkOrderRequest,
  upcomingWeekday,
} from './generators'

/**
 * One valid request and its answer's `data` for every operation of src/contract: the examples of
 * the published contract (docs/api/, fixed values) and the valid calls of `npm run check:api`
 * (fresh keys, dates and phones on every run). Requests are the payload the site sends (query
 * string for get, body otherwise); `undefined` for operations without one.
 */
export type OperationExample = { request: unknown; response: unknown }

export type ExampleContext = {
  /** "Today" for booking dates and reference years. */
  now: Date
  /** A new idempotency key. */
  uuid: () => string
  /** A phone number no account has yet (registration). */
  newPhone: () => string
}

const seededProfile: UserProfile = {
  id: 'user-0001',
  name: `${SEEDED_ACCOUNT.firstName} ${SEEDED_ACCOUNT.lastName}`,
  firstName: SEEDED_ACCOUNT.firstName,
  lastName: SEEDED_ACCOUNT.lastName,
  phone: SEEDED_ACCOUNT.phone,
  email: SEEDED_ACCOUNT.email,
}

/** A short article: the first fixture with its first two blocks. */
function exampleArticle(): NewsItem {
  const [first] = newsFixtures
  if (!first) throw new Error('mocks/fixtures/news.ts has no article')
  return { ...first, blocks: first.blocks.slice(0, 2) }
}

export function operationExamples({ now, uuid, newPhone }: ExampleContext): Record<string, OperationExample> {
  const year = now.getFullYear()
  const reference = (prefix: string) => `${prefix}-${year}-000123`
  const article = exampleArticle()
  const { blocks: _blocks, ...articleSummary } = article
  const registrationPhone = newPhone()
  const testDrive = createTestDriveRequest({ date: upcomingWeekday(now), idempotencyKey: uuid() })
  const contact: ContactData = { ...contactFixture }

  return {
    'passport.getProfile': { request: undefined, response: seededProfile },
    'passport.getProfileDetail': {
      request: undefined,
      response: { ...seededProfile, registeredAt: `${year - 1}-03-14T09:30:00.000Z`, dealerApplication: null },
    },
    'passport.logout': { request: undefined, response: null },
    'passport.requestPhoneCode': { request: { phone: registrationPhone }, response: { resendAfterSeconds: 60 } },
    'passport.login': {
      request: { phone: SEEDED_ACCOUNT.phone, password: SEEDED_ACCOUNT.password },
      response: seededProfile,
    },
    'passport.register': {
      request: createRegistration({ phone: registrationPhone, idempotencyKey: uuid() }),
      response: { id: 'user-0002', name: 'Ngozi Ada Eze', firstName: 'Ngozi', lastName: 'Ada Eze', phone: registrationPhone, email: null },
    },
    'passport.registerDealer': {
      request: createDealerApplication({ message: 'Showroom and workshop on the Kano-Zaria road, 12 staff.', idempotencyKey: uuid() }),
      response: { reference: reference('DR') },
    },
    'passport.changePassword': {
      request: { oldPassword: SEEDED_ACCOUNT.password, newPassword: SEEDED_ACCOUNT.password },
      response: null,
    },
    'passport.updateProfile': {
      request: { firstName: SEEDED_ACCOUNT.firstName, lastName: SEEDED_ACCOUNT.lastName, email: SEEDED_ACCOUNT.email },
      response: seededProfile,
    },
    'passport.getClientStatus': { request: undefined, response: { loggedIn: true } },
    'site.getTest': { request: undefined, response: { status: 'ok', serverTime: `${year}-${String(now.getMonth() + 1).padStart(2, '0')}-01T09:00:00.000Z` } },
    'site.submitWorkOrder': {
      request: createWorkOrderRequest({ preferredDate: upcomingWeekday(now, 10), idempotencyKey: uuid() }),
      response: { reference: reference('WO') },
    },
    'news.list': {
      request: { page: 1, pageSize: 10, locale: 'en-US' },
      response: { content: [articleSummary], page: 1, pageSize: 10, total: 1 },
    },
    'news.detail': { request: { id: article.id, locale: 'en-US' }, response: article },
    'testDrive.book': { request: testDrive, response: { ...testDrive, reference: reference('TD') } },
    'survey.submit': { request: createSurveyRequest({ idempotencyKey: uuid() }), response: { reference: reference('SV') } },
    'contact.get': { request: undefined, response: contact },
  }
}
