import { randomInt, randomUUID } from 'node:crypto'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { addDays, format, isSunday } from 'date-fns'
import { expect } from './fixtures'
import { TYPED_BOOKING, fillTestDriveDetails } from './test-drive-form'
import { fillWorkOrder, workOrderForm } from './work-order-form'
import { answerSurvey, surveyForm } from './survey-form'

// The booking-type forms as the api-build specs drive them, on what the distributor deploys: the
// site built with the mocks off against an API on another origin (here the msw handlers served over
// HTTP by scripts/mock-api.mjs, which the build also read).
export const apiOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 2}`

/** A bookable date on the API's real clock: a few days ahead, not a Sunday. */
export function bookableDate() {
  const day = addDays(new Date(), 3)
  return format(isSunday(day) ? addDays(day, 1) : day, 'yyyy-MM-dd')
}

type ApiRecord = { reference: string; payload: Record<string, unknown>; status: 'live' | 'superseded' }
type RecordKind = 'testDrive' | 'workOrder' | 'survey' | 'dealerApplication'

/** What the mock API stored of a kind (its read-only test hook, scripts/lib/mock-api-server.mjs). */
export async function apiRecords(request: APIRequestContext, kind: RecordKind): Promise<ApiRecord[]> {
  const answer = await request.get(`${apiOrigin}/__mock/records/${kind}/`)
  return ((await answer.json()) as { records: ApiRecord[] }).records
}

/**
 * The browser loses the answer of the first POST to `path`: the request reaches the API, which
 * stores it, and then the connection drops before the page reads the answer (the form's own code
 * and the API know nothing of it). Later POSTs pass.
 */
export async function loseFirstAnswer(page: Page, path: string) {
  let lost = false
  await page.route(`${apiOrigin}${path}`, async (route) => {
    if (route.request().method() !== 'POST' || lost) return route.continue()
    lost = true
    const stored = await route.fetch()
    expect((await stored.json()) as { code: number }).toMatchObject({ code: 200 })
    await route.abort('connectionreset')
  })
}

export type LostAnswerForm = {
  name: string
  pagePath: string
  /** The form's POST, whose first answer the browser loses, and the kind of record it stores. */
  apiPath: string
  recordKind: RecordKind
  /** A payload field and a value new to this run for it: finds this test's records among the API's. */
  marker: [field: string, newValue: () => string]
  /** Fills the form with valid answers (and the marker); returns what holds its submit button. */
  fill: (page: Page, marker: string) => Promise<Page | Locator>
  /** Changes one answer after the lost try: `field` goes from `first` to `retried`. */
  change: (form: Page | Locator) => Promise<void>
  changed: [field: string, first: unknown, retried: unknown]
  expectSuccess: (page: Page) => Promise<void>
  submitLabel?: string
  /** The alert shown when the form got no answer. */
  noAnswerAlert?: string
  /** Console lines the lost answer causes besides the lost connection's. */
  extraConsole?: RegExp
  /** False when the success message shows no reference. */
  showsReference?: boolean
  /** What `fill` typed that is personal (names, phone as typed and as sent, e-mail, free text), for the storage checks. */
  personal: (marker: string) => string[]
}

export const lostAnswerForms: LostAnswerForm[] = [
  {
    name: 'test drive',
    pagePath: '/test-drive/',
    apiPath: '/api/test-drive/',
    recordKind: 'testDrive',
    marker: ['email', () => `lost.${randomUUID()}@example.test`],
    fill: async (page, email) => {
      const booking = page.getByRole('form', { name: /Your test drive|Your details/ })
      await booking.getByLabel('Model').selectOption({ label: 'Tiggo 9' })
      await booking.getByLabel('Showroom').selectOption({ label: 'Ikeja, Lagos' })
      await booking.getByLabel('Date').fill(bookableDate())
      await booking.getByLabel('Time').selectOption('10:30')
      await booking.getByRole('button', { name: 'Next' }).click()
      await fillTestDriveDetails(booking, { email })
      return booking
    },
    change: (booking) => booking.getByLabel('First name').fill('Bola'),
    changed: ['firstName', TYPED_BOOKING.firstName, 'Bola'],
    expectSuccess: (page) => expect(page).toHaveURL('/message/test-drive-success/'),
    personal: (email) => [TYPED_BOOKING.firstName, TYPED_BOOKING.lastName, TYPED_BOOKING.phone, '+234 80 3123 4567', email, TYPED_BOOKING.message],
  },
  {
    name: 'work order',
    pagePath: '/contact/',
    apiPath: '/api/work-order/',
    recordKind: 'workOrder',
    marker: ['registrationOrVin', () => `KJA-${randomInt(100, 999)}-${randomInt(10, 99)}`],
    fill: async (page, registration) => {
      await fillWorkOrder(page, { preferredDate: bookableDate(), registration })
      return workOrderForm(page)
    },
    change: (order) => order.getByLabel('Description').fill('Only the squeak from the front left wheel.'),
    changed: ['description', '40,000 km service and a squeak from the front left wheel.', 'Only the squeak from the front left wheel.'],
    expectSuccess: (page) => expect(page).toHaveURL('/message/work-order-success/'),
    personal: (registration) => ['Amina Bello', '+234 803 123 4567', '+234 80 3123 4567', 'amina.bello@example.test', registration, 'squeak from the front left wheel'],
  },
  {
    name: 'survey',
    pagePath: '/survey/',
    apiPath: '/api/survey/',
    recordKind: 'survey',
    marker: ['comments', () => `Lost answer ${randomUUID()}`],
    fill: async (page, comments) => {
      await answerSurvey(page, { comments })
      const survey = surveyForm(page)
      await survey.getByLabel('You may contact me about my answers.').check()
      await survey.getByLabel('Name', { exact: true }).fill('Ngozi Eze')
      await survey.getByLabel('Phone number').fill('0803 123 4567')
      return survey
    },
    change: (survey) => survey.getByRole('group', { name: 'Overall rating' }).getByLabel('5', { exact: true }).check(),
    changed: ['overallRating', 4, 5],
    expectSuccess: (page) => expect(page.getByRole('heading', { level: 2, name: 'Thank you for your feedback' })).toBeFocused(),
    showsReference: false,
    personal: (comments) => ['Ngozi Eze', '0803 123 4567', '+234 80 3123 4567', comments],
  },
  {
    name: 'dealer application',
    pagePath: '/account/dealer/',
    apiPath: '/api/user/register/dealer/',
    recordKind: 'dealerApplication',
    marker: ['email', () => `dealer.${randomUUID()}@example.test`],
    fill: async (page, email) => {
      await page.getByLabel('Company name').fill('Northern Motors Ltd (sample)')
      await page.getByLabel('Name', { exact: true }).fill('Musa Bello')
      await page.getByLabel('Phone number').fill('0803 555 0199')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('City').fill('Kano')
      await page.getByLabel('State').selectOption('Kano')
      return page
    },
    change: (page) => page.getByLabel('City').fill('Zaria'),
    changed: ['city', 'Kano', 'Zaria'],
    expectSuccess: (page) => expect(page.getByRole('heading', { name: 'Application received' })).toBeFocused(),
    submitLabel: 'Send application',
    noAnswerAlert: 'We could not complete this',
    extraConsole: /passport\.registerDealer failed/,
    personal: (email) => ['Northern Motors', 'Musa Bello', '0803 555 0199', '+234 80 3555 0199', email],
  },
]

