import { randomInt, randomUUID } from 'node:crypto'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { addDays, format, isSunday } from 'date-fns'
import { expect, test } from './fixtures'
import { TYPED_BOOKING, fillTestDriveDetails } from './test-drive-form'
import { fillWorkOrder, workOrderForm } from './work-order-form'
import { answerSurvey, surveyForm } from './survey-form'

// What the distributor deploys: the site built with the mocks off against an API on another origin
// (here the msw handlers served over HTTP by scripts/mock-api.mjs, which the build also read).
const apiOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 2}`

/** A bookable date on the API's real clock: a few days ahead, not a Sunday. */
function bookableDate() {
  const day = addDays(new Date(), 3)
  return format(isSunday(day) ? addDays(day, 1) : day, 'yyyy-MM-dd')
}

test.use({ timezoneId: 'Africa/Lagos' })

test.describe('built against an API, mocks off', () => {
  test('ships no mock service worker and registers none', async ({ page, navigate, request }) => {
    expect((await request.get('/mockServiceWorker.js')).status()).toBe(404)
    const headers = await (await request.get('/')).headersArray()
    const csp = headers.find((header) => header.name.toLowerCase() === 'content-security-policy')?.value
    expect(csp).toContain(`connect-src 'self' ${apiOrigin}`)
    await navigate('/')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
  })

  test('news pages were prerendered from the API and hydrate without asking it again', async ({ page, navigate, request }) => {
    const html = await (await request.get('/news/detail/5/')).text()
    expect(html).toContain('<title>The Tiggo 9 arrives in Nigeria')
    const asked: string[] = []
    page.on('request', (sent) => {
      if (sent.url().startsWith(`${apiOrigin}/api/`)) asked.push(`${sent.method()} ${new URL(sent.url()).pathname}`)
    })
    // A visitor comes an hour after the build: past the cache time (5 min) counted from the build.
    await page.clock.install({ time: Date.now() + 60 * 60_000 })
    await navigate('/news/detail/5/')
    await expect(page.getByRole('heading', { level: 1, name: 'The Tiggo 9 arrives in Nigeria' })).toBeVisible()
    // The article and its neighbours came with the page: a visitor's data is not spent on them twice.
    await page.waitForLoadState('networkidle')
    expect(asked).toEqual([])
    // A page the visitor moves to is asked for.
    await page.getByRole('navigation', { name: 'More news' }).getByRole('link', { name: /Next article/ }).click()
    await expect(page).toHaveURL('/news/detail/6/')
    await expect.poll(() => asked).toContain('GET /api/news/detail/')
  })

  test('a service booking goes to the API once and shows its reference', async ({ page, navigate }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(`${apiOrigin}/api/work-order/`) && request.method() === 'POST') sent.push(request.url())
    })
    await navigate('/contact/')
    await fillWorkOrder(page, { preferredDate: bookableDate() })
    await workOrderForm(page).getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL('/message/work-order-success/')
    await expect(page.getByRole('main')).toContainText(/WO-\d{4}-\d{6}/)
    expect(sent).toHaveLength(1)
  })

  test('logging in calls the passport on its own origin with the user-client header', async ({ page, navigate }) => {
    const passportCalls: { url: string; userClient: string | null }[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(`${apiOrigin}/api/user/`) && request.method() !== 'OPTIONS') {
        passportCalls.push({ url: request.url(), userClient: request.headers()['user-client'] ?? null })
      }
    })
    await navigate('/account/login/')
    await page.getByLabel('Phone number').fill('+234 800 000 0100')
    await page.getByLabel('Password', { exact: true }).fill('Password123')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL('/account/profile/')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hello, Ada Sample' })).toBeVisible()
    expect(passportCalls.map((call) => new URL(call.url).pathname)).toContain('/api/user/login/')
    expect(passportCalls.every((call) => call.userClient === 'chery-ng-web')).toBe(true)
  })
})

type ApiRecord = { reference: string; payload: Record<string, unknown>; status: 'live' | 'superseded' }
type RecordKind = 'testDrive' | 'workOrder' | 'survey' | 'dealerApplication'

/** What the mock API stored of a kind (its read-only test hook, scripts/lib/mock-api-server.mjs). */
async function apiRecords(request: APIRequestContext, kind: RecordKind): Promise<ApiRecord[]> {
  const answer = await request.get(`${apiOrigin}/__mock/records/${kind}/`)
  return ((await answer.json()) as { records: ApiRecord[] }).records
}

/**
 * The browser loses the answer of the first POST to `path`: the request reaches the API, which
 * stores it, and then the connection drops before the page reads the answer (the form's own code
 * and the API know nothing of it). Later POSTs pass.
 */
async function loseFirstAnswer(page: Page, path: string) {
  let lost = false
  await page.route(`${apiOrigin}${path}`, async (route) => {
    if (route.request().method() !== 'POST' || lost) return route.continue()
    lost = true
    const stored = await route.fetch()
    expect((await stored.json()) as { code: number }).toMatchObject({ code: 200 })
    await route.abort('connectionreset')
  })
}

type LostAnswerForm = {
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
}

const lostAnswerForms: LostAnswerForm[] = [
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
  },
  {
    name: 'survey',
    pagePath: '/survey/',
    apiPath: '/api/survey/',
    recordKind: 'survey',
    marker: ['comments', () => `Lost answer ${randomUUID()}`],
    fill: async (page, comments) => {
      await answerSurvey(page, { comments })
      return surveyForm(page)
    },
    change: (survey) => survey.getByRole('group', { name: 'Overall rating' }).getByLabel('5', { exact: true }).check(),
    changed: ['overallRating', 4, 5],
    expectSuccess: (page) => expect(page.getByRole('heading', { level: 2, name: 'Thank you for your feedback' })).toBeFocused(),
    showsReference: false,
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
  },
]

test.describe('a changed retry after a lost answer replaces the lost booking (one live record: the last one sent)', () => {
  for (const form of lostAnswerForms) {
    test(form.name, async ({ page, navigate, request, allowConsole }) => {
      const { submitLabel = 'Submit', noAnswerAlert = 'We could not reach our server', showsReference = true } = form
      allowConsole(/ERR_CONNECTION_RESET|Failed to load resource/)
      if (form.extraConsole) allowConsole(form.extraConsole)
      const [markerField, newMarker] = form.marker
      const marker = newMarker()
      await loseFirstAnswer(page, form.apiPath)
      await navigate(form.pagePath)
      const filled = await form.fill(page, marker)
      await filled.getByRole('button', { name: submitLabel }).click()
      await expect(page.getByRole('alert').filter({ hasText: noAnswerAlert })).toBeVisible()

      await form.change(filled)
      await filled.getByRole('button', { name: submitLabel }).click()
      await form.expectSuccess(page)
      const [changedField, first, retried] = form.changed
      const mine = (await apiRecords(request, form.recordKind)).filter((record) => record.payload[markerField] === marker)
      expect(mine.map((record) => [record.payload[changedField], record.status])).toEqual([
        [first, 'superseded'],
        [retried, 'live'],
      ])
      if (showsReference) await expect(page.getByRole('main')).toContainText(mine[1]!.reference)
    })
  }
})
