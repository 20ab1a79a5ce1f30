import type { Locator, Page } from '@playwright/test'
import { sourceChunk } from './build-manifest'
import { expect, holdRequests, slowPhone, test, waitForHydration, type SlowPhone } from './fixtures'

// A visitor on a slow phone, in Lite mode, taps a field and types at once: the first tap starts the
// scripts (src/boot/boot-loader.ts), and everything typed before the page has hydrated must be in the
// field afterwards, known to the form, with the focus still in it (src/lib/held-input/typing.ts).

const LITE_COOKIE = { name: 'lite', value: '1', url: 'http://127.0.0.1' }

const saveData = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: Object.assign(new EventTarget(), { saveData: true }) })
  })

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true')
type TapRecord = { __hydratedAtTap?: boolean }

/**
 * Taps the field and types into it at once: the tap comes before hydration, and the typing goes on
 * while the slow phone hydrates. The tap waits for the page the visitor sees (its stylesheets in, the
 * load event; in Lite mode and with Save-Data the scripts still wait for the tap): a tap aimed while
 * the unstyled page was laid out could land beside the field, or outside the viewport.
 */
async function typeEarly(page: Page, field: Locator, text: string, phone?: SlowPhone) {
  await page.waitForLoadState('load')
  // The throttle slows the scripts the tap starts, which the typing must beat (every key lands before
  // hydration, read by the page at each keydown; throttled from the start, the same, at twice the CPU).
  await phone?.slowCpu()
  // Read at the tap, by the page: asked afterwards, a hydration that ended meanwhile (the scripts
  // cached from an earlier visit, the test's process slow on a busy machine) looked like a late tap.
  await page.evaluate(() =>
    document.addEventListener('pointerdown', () => ((window as TapRecord).__hydratedAtTap = document.documentElement.dataset.hydrated === 'true'), { capture: true, once: true }),
  )
  await field.click({ force: true })
  expect(await page.evaluate(() => (window as TapRecord).__hydratedAtTap), 'tapped before hydration').toBe(false)
  await expect(field, 'the tap put the focus in the field').toBeFocused()
  await page.keyboard.type(text)
}

/** The form's own state has the value: its submit marks an empty field in error, but not that one. */
async function expectKnownToTheForm(form: Locator, submit: string, field: Locator, emptyField: Locator) {
  await form.getByRole('button', { name: submit, exact: true }).click()
  await expect(emptyField).toHaveAttribute('aria-invalid', 'true')
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
}

test.describe('what is typed before the page hydrates is kept', () => {
  test.beforeEach(() => test.slow())

  test('Lite switch, service booking on /contact/: the name typed at once', async ({ page, context }) => {
    await context.addCookies([LITE_COOKIE])
    const slow = await slowPhone(page, { latencyMs: 300 })
    await page.goto('/contact/', { waitUntil: 'commit' })
    const order = page.getByRole('form', { name: 'Book a service' })
    const name = order.getByLabel('Name', { exact: true })
    await typeEarly(page, name, 'Ada Obi', slow)
    await slow.hydrated()
    await expect(name).toHaveValue('Ada Obi')
    await expect(name).toBeFocused()
    await page.keyboard.type('-Eze')
    await expect(name).toHaveValue('Ada Obi-Eze')
    await expectKnownToTheForm(order, 'Submit', name, order.getByLabel('Email'))
  })

  test('Lite switch, service booking with a draft from earlier: what is typed wins, the draft fills the rest', async ({ page, context, navigate }) => {
    // The form's draft mirrors its state, which is what a submit sends.
    const draftHolds = (text: string) => page.evaluate((wanted) => Object.values(sessionStorage).some((draft) => draft.includes(wanted)), text)
    await navigate('/contact/')
    const order = page.getByRole('form', { name: 'Book a service' })
    await order.getByLabel('Name', { exact: true }).fill('Ada Obi')
    await order.getByLabel('Email').fill('ada@example.test')
    await expect.poll(() => draftHolds('ada@example.test')).toBe(true)

    // The same tab comes back in Lite mode: the prerendered form is empty, the draft waits in the tab,
    // and the scripts wait for the tap. The form's code waits until the e-mail is typed: a busy
    // machine's test process once typed only after the form had hydrated and restored the draft into
    // the focused field, which then held both. With that hold no throttling is needed (a throttled
    // page, throttled from a second DevTools session once it had loaded, once never hydrated in CI).
    await context.addCookies([LITE_COOKIE])
    const releaseFormCode = await holdRequests(page, `**/${sourceChunk('src/features/work-order/BookServiceSection.tsx')}`)
    await page.goto('/contact/', { waitUntil: 'commit' })
    const email = order.getByLabel('Email')
    await typeEarly(page, email, 'ngozi@example.test')
    releaseFormCode()
    await waitForHydration(page)
    await expect(email).toHaveValue('ngozi@example.test')
    await expect(order.getByLabel('Name', { exact: true })).toHaveValue('Ada Obi')
    await expect(email).toBeFocused()
    await expectKnownToTheForm(order, 'Submit', email, order.getByLabel('Phone number'))
    // The typed e-mail, not the draft's.
    await expect.poll(() => draftHolds('ngozi@example.test'), { message: 'the form holds the e-mail typed before hydration' }).toBe(true)
    expect(await draftHolds('ada@example.test')).toBe(false)
  })

  test('Save-Data, /account/login/: every phone digit typed at once', async ({ page }) => {
    await saveData(page)
    const slow = await slowPhone(page, { latencyMs: 300 })
    await page.goto('/account/login/', { waitUntil: 'commit' })
    const phone = page.getByLabel('Phone number')
    await typeEarly(page, phone, '8031234567', slow)
    await slow.hydrated()
    await expect(phone).toBeFocused()
    await expect.poll(async () => (await phone.inputValue()).replace(/\D/g, '')).toBe('8031234567')
    await expectKnownToTheForm(page.locator('form#login'), 'Log in', phone, page.getByLabel('Password', { exact: true }))
  })

  test('Lite switch, /survey/ (an island): the comments typed and the showroom picked', async ({ page, context }) => {
    await context.addCookies([LITE_COOKIE])
    const slow = await slowPhone(page, { latencyMs: 300 })
    await page.goto('/survey/', { waitUntil: 'commit' })
    const survey = page.getByRole('form', { name: 'Your visit' })
    await survey.getByLabel('Showroom').selectOption({ label: 'Kano' }, { force: true })
    const comments = survey.getByLabel('Comments')
    await typeEarly(page, comments, 'Quick and clear.', slow)
    await slow.hydrated()
    await expect(comments).toHaveValue('Quick and clear.')
    await expect(comments).toBeFocused()
    await expect(survey.getByLabel('Showroom')).not.toHaveValue('')
    await expectKnownToTheForm(survey, 'Submit', survey.getByLabel('Showroom'), survey.getByRole('radio', { name: /^Sales/ }))
  })

  test('Save-Data, /test-drive/: the model picked at once', async ({ page }) => {
    await saveData(page)
    const slow = await slowPhone(page, { latencyMs: 300 })
    await slow.slowCpu()
    await page.goto('/test-drive/', { waitUntil: 'commit' })
    const booking = page.getByRole('form', { name: 'Your test drive' })
    await booking.getByLabel('Model').selectOption({ label: 'Tiggo 4 Pro' }, { force: true })
    expect(await hydrated(page), 'picked before hydration').toBe(false)
    await booking.getByLabel('Model').focus()
    await slow.hydrated()
    await expect(booking.getByLabel('Model')).toHaveValue('tiggo-4-pro')
    await expectKnownToTheForm(booking, 'Next', booking.getByLabel('Model'), booking.getByLabel('Showroom'))
  })
})
