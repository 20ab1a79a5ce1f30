import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
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

test.describe('two tabs of one browser sending the same answers make one booking', () => {
  for (const form of lostAnswerForms) {
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
