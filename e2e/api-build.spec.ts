import { expect, test } from './fixtures'
import { apiOrigin, apiRecords, bookableDate, loseFirstAnswer, lostAnswerForms } from './api-forms'
import { fillWorkOrder, workOrderForm } from './work-order-form'

test.use({ timezoneId: 'Africa/Lagos' })

test.describe('built against an API, mocks off', () => {
  test('ships no mock service worker: registers its own, at the site root, revalidated at every load', async ({ page, navigate, request }) => {
    expect((await request.get('/mockServiceWorker.js')).status()).toBe(404)
    const headers = await (await request.get('/')).headersArray()
    const csp = headers.find((header) => header.name.toLowerCase() === 'content-security-policy')?.value
    expect(csp).toContain(`connect-src 'self' ${apiOrigin}`)
    expect(csp).toContain("worker-src 'self'")
    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache')
    await navigate('/about/') // the first page view registers nothing (decision 041)
    await navigate('/')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    const registrations = await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      return (await navigator.serviceWorker.getRegistrations()).map((registration) => [registration.scope, registration.active?.scriptURL])
    })
    expect(registrations).toEqual([[new URL('/', page.url()).href, new URL('/sw.js', page.url()).href]])
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
