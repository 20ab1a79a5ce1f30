import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { apiRecords, loseFirstAnswer, lostAnswerForms, type LostAnswerForm } from './api-forms'

// What the forms keep in the browser, against the mock API over HTTP: one API for every tab (the
// mock build's worker keeps a store per page), which the test reads (GET /__mock/records/<kind>/).

test.use({ timezoneId: 'Africa/Lagos' })

function defaults(form: LostAnswerForm) {
  return { submitLabel: 'Submit', noAnswerAlert: 'We could not reach our server', showsReference: true, ...form }
}

/** This test's records (its marker in the payload) as [status, reference]. */
async function myRecords(request: Parameters<typeof apiRecords>[0], form: LostAnswerForm, marker: string) {
  const [field] = form.marker
  return (await apiRecords(request, form.recordKind)).filter((record) => record.payload[field] === marker)
}

async function submit(form: LostAnswerForm, filled: Page | Locator) {
  await filled.getByRole('button', { name: defaults(form).submitLabel }).click()
}

/**
 * In the test's first tab: fills the form with a new marker and sends it; the API stores it and the
 * browser loses the answer (the form says it got none). Returns the marker and the filled form.
 */
async function sendAndLoseTheAnswer(form: LostAnswerForm, page: Page, navigate: (path: string) => Promise<void>, allowConsole: (pattern: RegExp) => void) {
  allowConsole(/ERR_CONNECTION_RESET|Failed to load resource/)
  if (form.extraConsole) allowConsole(form.extraConsole)
  const marker = form.marker[1]()
  await loseFirstAnswer(page, form.apiPath)
  await navigate(form.pagePath)
  const filled = await form.fill(page, marker)
  await submit(form, filled)
  await expect(page.getByRole('alert').filter({ hasText: defaults(form).noAnswerAlert })).toBeVisible()
  return { marker, filled }
}

// The tabs share a try's key through src/lib/idempotency.ts, which the booking form kit
// (src/components/form/use-submission.ts) and the dealer application (DealerPage.tsx) call: run on one
// form of each. The work order and the survey reach it through the same kit as the test drive; that
// each one's call carries the keys is in its own spec (e2e/form-helpers.ts, 'own wiring').
const ONE_FORM_PER_KIT = new Set(['test drive', 'dealer application'])

test.describe('two tabs of one browser sending the same answers make one booking', () => {
  for (const form of lostAnswerForms.filter(({ name }) => ONE_FORM_PER_KIT.has(name))) {
    const { showsReference } = defaults(form)

    test(`${form.name}: the first tab's answer lost, then the same answers in a second tab, a retry in the first and a third tab after both were answered: one live record`, async ({ page, navigate, openTab, request, allowConsole }) => {
      const { marker, filled: first } = await sendAndLoseTheAnswer(form, page, navigate, allowConsole)
      expect((await myRecords(request, form, marker)).map((record) => record.status)).toEqual(['live'])

      // The visitor opens the form in a new tab and sends the same answers: the first tab's booking.
      const second = await openTab(form.pagePath)
      await submit(form, await form.fill(second, marker))
      await form.expectSuccess(second)
      const [booked, ...others] = await myRecords(request, form, marker)
      expect(others).toEqual([])
      expect(booked?.status).toBe('live')
      if (showsReference) await expect(second.getByRole('main')).toContainText(booked!.reference)

      // The first tab's retry gets the same booking.
      await submit(form, first)
      await form.expectSuccess(page)
      if (showsReference) await expect(page.getByRole('main')).toContainText(booked!.reference)

      // Both tabs were answered; a third sends the same answers again: still that one booking.
      const third = await openTab(form.pagePath)
      await submit(form, await form.fill(third, marker))
      await form.expectSuccess(third)
      if (showsReference) await expect(third.getByRole('main')).toContainText(booked!.reference)
      expect(await myRecords(request, form, marker)).toEqual([booked])
    })

    test(`${form.name}: other answers in a second tab are a booking of their own, not a replacement of the first tab's`, async ({ page, navigate, openTab, request, allowConsole }) => {
      const { marker } = await sendAndLoseTheAnswer(form, page, navigate, allowConsole)
      const second = await openTab(form.pagePath)
      const other = await form.fill(second, marker)
      await form.change(other)
      await submit(form, other)
      await form.expectSuccess(second)
      const [changedField, first, changed] = form.changed
      const mine = await myRecords(request, form, marker)
      expect(mine.map((record) => [record.payload[changedField], record.status])).toEqual([
        [first, 'live'],
        [changed, 'live'],
      ])
    })
  }
})

/** Everything the page's origin keeps in sessionStorage and localStorage, as text. */
function storedText(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage } }))
}

async function expectNothingPersonalStored(page: Page, personal: string[]) {
  const stored = await storedText(page)
  for (const text of personal) expect(stored, `storage holds "${text}"`).not.toContain(text)
}

/** Leaves by a client navigation (the header's About), then a full page load elsewhere: nothing personal stays. */
async function leaveAndCheck(page: Page, personal: string[]) {
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL('/about/')
  await expectNothingPersonalStored(page, personal)
  await page.reload()
  await waitForHydration(page)
  await expectNothingPersonalStored(page, personal)
}

test.describe('after a success, storage keeps nothing personal, while the success page is open and after leaving it', () => {
  for (const form of lostAnswerForms) {
    test(form.name, async ({ page, navigate, request }) => {
      const marker = form.marker[1]()
      const personal = form.personal(marker)
      await navigate(form.pagePath)
      const filled = await form.fill(page, marker)
      // The draft holds the answers until the submission is confirmed: the check sees them.
      expect(await storedText(page)).toContain(marker)
      await submit(form, filled)
      await form.expectSuccess(page)
      await expectNothingPersonalStored(page, personal)

      const [booked] = await myRecords(request, form, marker)
      if (new URL(page.url()).pathname.startsWith('/message/')) {
        // The success page still shows the booking after a reload, and in the other language.
        await page.reload()
        await waitForHydration(page)
        await expect(page.getByRole('main')).toContainText(booked!.reference)
        await page.getByRole('banner').getByRole('link', { name: '中文' }).click()
        await expect(page).toHaveURL(/\/zh-CN\/message\//)
        await expect(page.getByRole('main')).toContainText(booked!.reference)
        await expectNothingPersonalStored(page, personal)
        await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
        await expect(page).toHaveURL(/^[^?]*\/message\/[^/]+\/$/)
      }
      await leaveAndCheck(page, personal)
    })
  }

  test('registration', async ({ page, navigate }) => {
    const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0')
    const phone = { typed: `0803 ${digits.slice(0, 3)} ${digits.slice(3)}`, sent: `+234 80 3${digits.slice(0, 3)} ${digits.slice(3)}` }
    const personal = ['Ngozi Storage', phone.typed, phone.sent, 'Sunshine2026']
    await navigate('/account/register/')
    await page.getByLabel('Name', { exact: true }).fill('Ngozi Storage')
    await page.getByLabel('Phone number').fill(phone.typed)
    await page.getByRole('button', { name: 'Get Code' }).click()
    await expect(page.getByRole('status').filter({ hasText: `We sent a 6-digit code to ${phone.sent}` })).toBeVisible()
    await page.getByLabel('Verification Code').fill('123456')
    await page.getByLabel('Password', { exact: true }).fill('Sunshine2026')
    expect(await storedText(page)).toContain('Ngozi Storage')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL('/account/profile/')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hello, Ngozi Storage' })).toBeVisible()
    await expectNothingPersonalStored(page, personal)
    await leaveAndCheck(page, personal)
  })
})
