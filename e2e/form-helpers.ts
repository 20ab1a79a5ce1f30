import type { Locator, Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'

/** Helpers shared by the form specs (test drive, work order, survey). */

/** Monday 23 November 2026, 10:00 in Lagos: every date and slot in the form specs is relative to it. */
export const MONDAY_10AM_LAGOS = new Date('2026-11-23T09:00:00Z')

export type SubmissionKind = 'testDrive' | 'workOrder' | 'survey' | 'dealerApplication'
export type StoredRecord = { reference: string; payload: Record<string, unknown>; status: 'live' | 'superseded' }

/**
 * Whether a form's rules (its validation chunk, loaded on the first focus) have arrived; call it
 * before the page loads. An offline test waits for them before the connection goes.
 */
export function watchFormRules(page: Page): () => boolean {
  let loaded = false
  page.on('requestfinished', (request) => (loaded ||= /\/assets\/validation-[^/]+\.js$/.test(request.url())))
  return () => loaded
}

/**
 * Moves the test clock a quarter second at a time until `shown` is visible, e.g. the alert of a
 * request the client gave up on (15 s). The request may start a moment after the click (a mock build
 * loads its mocks at the first request), so the clock cannot be moved 15 s at once. Small steps: a
 * step taken while the alert is still rendering overshoots, and the tests that change the answers
 * before the first try reaches the server (at 20 s) need what is left of those 5 s.
 */
export async function runClockUntilVisible(page: Page, shown: Locator) {
  // Each step looks once, without waiting in real time (a wait of 50 ms a step made the 15 s take 6 s
  // of the test's): what renders just after a step is seen after the next, at most a step late.
  for (let elapsed = 0; elapsed <= 45_000; elapsed += 250) {
    await page.clock.runFor(250)
    if (await shown.isVisible()) return shown
  }
  await expect(shown, 'shown within 45 s of the test clock').toBeVisible({ timeout: 1 })
  return shown
}

const runUntilTimedOut = (page: Page) => runClockUntilVisible(page, page.getByRole('alert').filter({ hasText: 'Our server did not answer in time' }))

/** What the mock API stored in this page (window.__mockDb, set by mocks/on-demand.ts). */
export async function storedRecords(page: Page, kind: SubmissionKind): Promise<StoredRecord[]> {
  return page.evaluate((name) => (window as unknown as { __mockDb: { list: (kind: string) => Promise<StoredRecord[]> } }).__mockDb.list(name), kind)
}

/** The keys of the requests the mock API refused because a later one superseded them (409). */
export async function refusedKeys(page: Page, kind: SubmissionKind): Promise<string[]> {
  return page.evaluate((name) => (window as unknown as { __mockDb: { refused: (kind: string) => Promise<string[]> } }).__mockDb.refused(name), kind)
}

/** The records a later submission has not superseded (mocks/db.ts). */
export async function liveRecords(page: Page, kind: SubmissionKind): Promise<StoredRecord[]> {
  return (await storedRecords(page, kind)).filter((record) => record.status === 'live')
}

/** After a successful submission: exactly one record of this kind is stored and its reference is shown; returns it. */
export async function expectOneRecordShown(page: Page, kind: SubmissionKind): Promise<StoredRecord> {
  const records = await storedRecords(page, kind)
  expect(records).toHaveLength(1)
  await expect(page.getByText(records[0]!.reference, { exact: true })).toBeVisible()
  return records[0]!
}

/** Every request the page sends to an API path (e.g. '/api/test-drive/'), to prove nothing (or one thing) was sent. */
export function recordRequests(page: Page, path: string, method = 'POST'): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path && request.method() === method) requests.push(request)
  })
  return requests
}

/** The element that has focus, described by its accessible name or label (for focus assertions). */
export async function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element) return ''
    const labelled = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null
    return (labelled?.textContent ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
  })
}

export async function expectNoRequests(requests: Request[]) {
  // Give a wrongly sent request the chance to show up before asserting there is none.
  await new Promise((resolve) => setTimeout(resolve, 300)) // Kept: proves that something does NOT happen within this time (no request is sent)
  expect(requests.map((request) => request.url())).toEqual([])
}

/** Escapes text for use inside a RegExp (to match a message within an accessible description). */
export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A form's answers by field name, the name react-hook-form registers each control under. */
export type AnswersByName = Readonly<Record<string, string | boolean>>

/**
 * Answers every named control of `form` (in page order) from `answers`: a checkbox is ticked or
 * left as the answer says, a radio is chosen when it holds the answer, a select gets the option of
 * that value, a text field the text. A control without an answer fails the test, so a new field
 * cannot be left empty unnoticed.
 */
export async function fillByName(form: Locator, answers: AnswersByName) {
  for (const control of await form.locator('input[name], select[name], textarea[name]').all()) {
    const { name, tag, type, value } = await control.evaluate((element: HTMLInputElement) => ({
      name: element.name,
      tag: element.tagName,
      type: element.type,
      value: element.value,
    }))
    const answer = answers[name]
    if (answer === undefined) throw new Error(`fillByName: no answer for "${name}"`)
    if (type === 'checkbox') await control.setChecked(answer === true)
    else if (type === 'radio') {
      if (value === answer) await control.check()
    } else if (tag === 'SELECT') await control.selectOption(String(answer))
    else await control.fill(String(answer))
  }
}

/** One booking form, as the shared "never lost, never twice" tests need to know it. */
export type FormUnderTest = {
  /** What one submission is called in test titles: 'booking', 'work order', 'survey'. */
  noun: string
  /** The page the form is on, e.g. '/contact/' (a mock fault is added as ?mockFault=…). */
  path: string
  /** The API path the form posts to, e.g. '/api/work-order/'. */
  apiPath: string
  kind: SubmissionKind
  form: (page: Page) => Locator
  /** On the form's page, just loaded: answers every question (through any earlier step), ready for Submit. */
  fill: (page: Page) => Promise<void>
  /** After a failed submission: the answers given by fill are all still there. */
  expectAnswersKept: (page: Page) => Promise<void>
  /** After a successful submission: exactly one record is stored and its reference shown; returns it. */
  expectReceived: (page: Page) => Promise<StoredRecord>
  /**
   * After a failed submission, on the form as it was left: changes one answer (e.g. the first name
   * to Bola); `payload` is what the stored record of the changed answers must contain.
   */
  change: { apply: (page: Page) => Promise<void>; payload: Record<string, unknown> }
  /** A draft left half-way, and what a reload must bring back (then the test's own follow-up checks). */
  draft: { title: string; fill: (page: Page) => Promise<void>; expectRestored: (page: Page, navigate: (path: string) => Promise<void>) => Promise<void> }
}

function submitButton(spec: FormUnderTest, page: Page) {
  return spec.form(page).getByRole('button', { name: 'Submit' })
}

/**
 * Which of the shared tests a form runs. Every booking form is built on one kit
 * (src/components/form/use-form-kit.ts: use-submission keeps the idempotency key for a retry,
 * names superseded tries and refuses to send offline; use-form-draft keeps the draft; FormNotices
 * shows the alerts), so the kit's behaviour runs in full on one form ('whole kit': the test drive,
 * the one with two steps) and on the others what each form wires itself ('own wiring': its Submit's
 * busy state, its answers kept, its mutation and API call carrying both keys to its handler, its
 * draft). The mock API's refusal of a superseded try is checked per call in mocks/supersede.test.ts.
 */
export type NeverLostCoverage = 'whole kit' | 'own wiring'

/**
 * Registers, in a describe block of the calling spec, the tests that prove in a real browser that a
 * form never loses an answer and never sends twice: a timeout on the test clock (answered late, then
 * with changed answers), offline (queued, then sent on its own), and a reload mid-form. The server error, network failure, server
 * field error and double click are page tests in vitest (src/test/never-lost.tsx). The spec must
 * install page.clock in its beforeEach (the timeout tests move the clock past the 15 s limit).
 */
export function describeNeverLostNeverTwice(title: string, spec: FormUnderTest, coverage: NeverLostCoverage) {
  const wholeKit = coverage === 'whole kit'
  test.describe(title, () => {
    if (wholeKit) test(`Submit stays disabled while sending; after a timeout (15 s) Retry sends one ${spec.noun}, even when the first try arrives late`, async ({ page, navigate }) => {
      await navigate(`${spec.path}?mockFault=timeout-once`)
      await spec.fill(page)
      const submit = submitButton(spec, page)
      await submit.click()
      await expect(submit).toBeDisabled()
      await expect(page.getByRole('status').filter({ hasText: 'Sending…' })).toBeAttached()

      const alert = await runUntilTimedOut(page)
      await expect(submit).toBeEnabled()
      await spec.expectAnswersKept(page)

      await alert.getByRole('button', { name: 'Retry' }).click()
      const record = await spec.expectReceived(page)
      // The first try is answered now, 20 s in: same idempotency key, so still one record.
      await page.clock.runFor(10_000)
      expect(await storedRecords(page, spec.kind)).toEqual([record])
    })

    test(`Submit stays disabled while sending; after a timeout whose answer the server stored late, changed answers replace the first ${spec.noun}: one live record, the changed one`, async ({ page, navigate }) => {
      await navigate(`${spec.path}?mockFault=timeout-once`)
      await spec.fill(page)
      const submit = submitButton(spec, page)
      await submit.click()
      await expect(submit).toBeDisabled()
      await expect(page.getByRole('status').filter({ hasText: 'Sending…' })).toBeAttached()
      await runUntilTimedOut(page)
      await expect(submit).toBeEnabled()
      await spec.expectAnswersKept(page)
      // The first try reaches the server 20 s in: stored, but its answer went nowhere.
      await page.clock.runFor(10_000)
      await expect.poll(async () => (await storedRecords(page, spec.kind)).length).toBe(1)

      await spec.change.apply(page)
      await submitButton(spec, page).click()
      await expect.poll(async () => (await storedRecords(page, spec.kind)).length).toBe(2)
      const [first, changed] = await storedRecords(page, spec.kind)
      expect(changed).toMatchObject({ status: 'live', payload: spec.change.payload })
      // Not an orphan the visitor never saw: cancelled by the changed answers.
      expect(first!.status).toBe('superseded')
      expect(first!.payload).not.toMatchObject(spec.change.payload)
      await expect(page.getByText(changed!.reference, { exact: true })).toBeVisible()
      await expect(page.getByText(first!.reference, { exact: true })).toHaveCount(0)
    })

    if (wholeKit) test(`after a timeout, changed answers sent before the first try arrives stay the only ${spec.noun}: the late first try is refused`, async ({ page, navigate }) => {
      await navigate(`${spec.path}?mockFault=timeout-once`)
      await spec.fill(page)
      await submitButton(spec, page).click()
      await runUntilTimedOut(page)
      // 15 s in: the first try is still on its way (it reaches the server at 20 s).
      await spec.change.apply(page)
      await submitButton(spec, page).click()
      await expect.poll(async () => (await storedRecords(page, spec.kind)).length).toBe(1)
      const [changed] = await storedRecords(page, spec.kind)
      expect(changed).toMatchObject({ status: 'live', payload: spec.change.payload })
      await expect(page.getByText(changed!.reference, { exact: true })).toBeVisible()

      // The first try arrives now: refused, so the newest record for this prospect is still the changed one.
      await page.clock.runFor(10_000)
      await expect.poll(async () => (await refusedKeys(page, spec.kind)).length).toBe(1)
      expect(await storedRecords(page, spec.kind)).toEqual([changed])
    })

    if (wholeKit) test(`offline, nothing is sent: the ${spec.noun} is queued, and back online it is sent once on its own`, async ({ page, navigate, context, allowConsole }) => {
      // Code the page was still loading when the connection went (filling scrolls: back to top) fails
      // in the browser's log; the form's own request is counted below, none may go.
      allowConsole(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/)
      const requests = recordRequests(page, spec.apiPath)
      // The form's rules (loaded on its first focus) are in before the connection goes (decision 036).
      const rulesLoaded = watchFormRules(page)
      await navigate(spec.path)
      await spec.fill(page)
      await expect.poll(rulesLoaded).toBe(true)
      await context.setOffline(true)
      await submitButton(spec, page).click()
      await expect(page.getByRole('status').filter({ has: page.getByRole('heading', { name: "You're offline" }) })).toBeVisible()
      await expectNoRequests(requests)
      await spec.expectAnswersKept(page)

      await context.setOffline(false)
      await spec.expectReceived(page)
      expect(requests).toHaveLength(1)
    })

    test(spec.draft.title, async ({ page, navigate }) => {
      await navigate(spec.path)
      await spec.draft.fill(page)
      await page.reload()
      await expect(page.getByText('We kept the answers you started in this tab.')).toBeVisible()
      await spec.draft.expectRestored(page, navigate)
    })
  })
}
