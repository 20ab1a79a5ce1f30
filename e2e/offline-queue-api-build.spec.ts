import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiOrigin, apiRecords, bookableDate, lostAnswerForms, type LostAnswerForm } from './api-forms'
import { axeViolations } from './axe'
import { watchFormRules } from './form-helpers'
import { fillTestDriveDetails, testDriveForm } from './test-drive-form'

// A booking made offline waits for the connection and goes on its own (decision 036), on the
// production build against the mock API over HTTP: one API for every tab, whose records the test
// reads back (GET /__mock/records/<kind>/).

test.use({ timezoneId: 'Africa/Lagos' })

const [testDrive, workOrder, survey] = lostAnswerForms as [LostAnswerForm, LostAnswerForm, LostAnswerForm]

const QUEUED = {
  en: { title: "You're offline", body: "We'll send your booking as soon as you're back online", surveyBody: "We'll send your answers as soon as you're back online", cancel: 'Cancel sending' },
  zh: { title: '您已离线', body: '网络恢复后，我们会立即发送您的预约', cancel: '取消发送' },
} as const

/** This test's records of a form (its marker in the payload). */
async function myRecords(request: Parameters<typeof apiRecords>[0], form: LostAnswerForm, marker: string) {
  const [field] = form.marker
  return (await apiRecords(request, form.recordKind)).filter((record) => record.payload[field] === marker)
}

/** The notice of a queued submission, in a language (the survey's body speaks of answers, not a booking). */
const queuedNotice = (page: Page, language: keyof typeof QUEUED = 'en') =>
  page.getByRole('status').filter({ has: page.getByRole('heading', { name: QUEUED[language].title }) })

/**
 * Offline, what the page was still loading (an island, a picture) fails in the browser's log; the
 * booking's own requests are checked by the records.
 */
const allowOfflineLoads = (allowConsole: (pattern: RegExp) => void) => allowConsole(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/)

/** Submits offline: the booking is queued, nothing is stored. */
async function submitOffline(form: LostAnswerForm, page: Page, filled: Page | Locator, marker: string, request: Parameters<typeof apiRecords>[0]) {
  await filled.getByRole('button', { name: 'Submit' }).click()
  await expect(queuedNotice(page)).toBeVisible()
  await expect(queuedNotice(page)).toContainText(form.recordKind === 'survey' ? QUEUED.en.surveyBody : QUEUED.en.body)
  expect(await myRecords(request, form, marker)).toEqual([])
}

/** The success page shows the reference of the one live record the marker has. */
async function expectOneBookingShown(form: LostAnswerForm, page: Page, request: Parameters<typeof apiRecords>[0], marker: string) {
  await form.expectSuccess(page)
  const records = await myRecords(request, form, marker)
  expect(records.map((record) => record.status)).toEqual(['live'])
  if (form.showsReference !== false) await expect(page.getByRole('main')).toContainText(records[0]!.reference)
  return records[0]!
}

for (const form of [testDrive, workOrder, survey]) {
  test(`${form.name}: queued offline, sent on its own when the connection returns: one live record, its reference shown`, async ({ page, navigate, context, request, allowConsole }) => {
    allowOfflineLoads(allowConsole)
    const marker = form.marker[1]()
    const rulesLoaded = watchFormRules(page)
    await navigate(form.pagePath)
    const filled = await form.fill(page, marker)
    await expect.poll(rulesLoaded).toBe(true)
    await context.setOffline(true)
    await submitOffline(form, page, filled, marker, request)
    expect(await axeViolations(page)).toEqual([])
    await context.setOffline(false)
    await expectOneBookingShown(form, page, request, marker)
  })
}

test('test drive: the answer lost after the API stored it while the connection went: queued with its key, sent again on its own, still one record', async ({ page, navigate, context, request, allowConsole }) => {
  allowOfflineLoads(allowConsole)
  allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to load resource/)
  const marker = testDrive.marker[1]()
  let lost = false
  await page.route(`${apiOrigin}${testDrive.apiPath}`, async (route) => {
    if (route.request().method() !== 'POST' || lost) return route.continue()
    lost = true
    const stored = await route.fetch()
    expect((await stored.json()) as { code: number }).toMatchObject({ code: 200 })
    await context.setOffline(true)
    await route.abort('internetdisconnected')
  })
  await navigate(testDrive.pagePath)
  const filled = await testDrive.fill(page, marker)
  await filled.getByRole('button', { name: 'Submit' }).click()
  await expect(queuedNotice(page)).toBeVisible()
  const [stored] = await myRecords(request, testDrive, marker)
  expect(stored?.status).toBe('live')

  await context.setOffline(false)
  expect(await expectOneBookingShown(testDrive, page, request, marker)).toEqual(stored)
})

test('test drive: two tabs queued the same answers and both see the connection return: one live record, both show its reference; a third tab sends nothing', async ({ page, navigate, openTab, context, request, allowConsole }) => {
  allowOfflineLoads(allowConsole)
  const marker = testDrive.marker[1]()
  await navigate(testDrive.pagePath)
  const second = await openTab(testDrive.pagePath)
  const third = await openTab(testDrive.pagePath)
  // Filled online: step 1's Next has loaded the form's rules before the connection goes.
  const first = await testDrive.fill(page, marker)
  const again = await testDrive.fill(second, marker)
  await context.setOffline(true)
  await submitOffline(testDrive, page, first, marker, request)
  await submitOffline(testDrive, second, again, marker, request)

  await context.setOffline(false)
  const booked = await expectOneBookingShown(testDrive, page, request, marker)
  await testDrive.expectSuccess(second)
  await expect(second.getByRole('main')).toContainText(booked.reference)
  // The third tab's form neither took the booking over nor sent anything.
  await expect(queuedNotice(third)).toHaveCount(0)
  await expect(testDriveForm(third)).toBeVisible()
  expect(await myRecords(request, testDrive, marker)).toEqual([booked])
})

// The service form's code waits until the visitor nears it (decision 047), unless a booking of it is
// queued. Without a service worker (blocked here: a private window, a host without one), whose
// registration would load it anyway, the page alone must take the booking over.
test.describe('no service worker', () => {
  test.use({ serviceWorkers: 'block' })

  for (const form of [testDrive, workOrder]) {
    test(`${form.name}: the tab closed while queued; the next visit to the page sends it once, unscrolled, and shows its reference`, async ({ page, navigate, openTab, context, request, allowConsole }) => {
      allowOfflineLoads(allowConsole)
      allowConsole(/^Service Worker registration blocked by Playwright$/)
      const marker = form.marker[1]()
      const closed = await openTab(form.pagePath)
      const filled = await form.fill(closed, marker)
      await context.setOffline(true)
      await submitOffline(form, closed, filled, marker, request)
      await closed.close()
      await context.setOffline(false)
      expect(await myRecords(request, form, marker)).toEqual([])

      // A new tab: its own session, the browser's storage.
      await navigate(form.pagePath)
      const booked = await expectOneBookingShown(form, page, request, marker)
      expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(marker)

      // Sent: the form opened again has nothing to send.
      await navigate(form.pagePath)
      await expect(page.getByRole('form').first()).toBeVisible()
      await expect(queuedNotice(page)).toHaveCount(0)
      expect(await myRecords(request, form, marker)).toEqual([booked])
    })
  }
})

/** The booking form in Chinese, step 1 by the controls' names (Next loads the rules), step 2 with the typed booking. */
async function fillInChinese(page: Page, email: string): Promise<Locator> {
  const booking = testDriveForm(page)
  await booking.locator('select[name="modelId"]').selectOption('tiggo-9')
  await booking.locator('select[name="showroomId"]').selectOption({ index: 1 })
  await booking.locator('input[name="date"]').fill(bookableDate())
  await booking.locator('select[name="time"]').selectOption('10:30')
  await booking.getByRole('button', { name: '下一步' }).click()
  await fillTestDriveDetails(booking, { email })
  return booking
}

test('test drive in Chinese: the queued notice in the page\'s language; Cancel keeps the answers and nothing goes when the connection returns', async ({ page, navigate, context, request, allowConsole }) => {
  allowOfflineLoads(allowConsole)
  const marker = testDrive.marker[1]()
  await navigate(`/zh-CN${testDrive.pagePath}`)
  const booking = await fillInChinese(page, marker)
  await context.setOffline(true)
  await booking.getByRole('button', { name: '提交' }).click()
  const notice = queuedNotice(page, 'zh')
  await expect(notice).toContainText(QUEUED.zh.body)
  await notice.getByRole('button', { name: QUEUED.zh.cancel }).click()
  await expect(notice).toHaveCount(0)
  await expect(booking.locator('input[name="email"]')).toHaveValue(marker)
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(marker)

  // Back online the cancelled booking stays unsent: the visitor's own submit is the one record.
  await context.setOffline(false)
  await booking.getByRole('button', { name: '提交' }).click()
  await expect(page).toHaveURL('/zh-CN/message/test-drive-success/')
  const records = await myRecords(request, testDrive, marker)
  expect(records.map((record) => record.status)).toEqual(['live'])
  await expect(page.getByRole('main')).toContainText(records[0]!.reference)
})
