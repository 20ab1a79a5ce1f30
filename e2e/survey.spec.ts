import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, islandHydrated, test } from './fixtures'
import { MONDAY_10AM_LAGOS, describeNeverLostNeverTwice, expectOneRecordShown, focusedLabel, recordRequests } from './form-helpers'
import { answerSurvey, surveyForm as form } from './survey-form'

test.use({ timezoneId: 'Africa/Lagos' })
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: MONDAY_10AM_LAGOS })
})

const API_PATH = '/api/survey/'

async function expectThanked(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your feedback' })).toBeFocused()
  return expectOneRecordShown(page, 'survey')
}

test.describe('customer survey (/survey/)', () => {
  test('a customer answers the survey and is thanked, with contact details only when they consent', async ({ page, navigate }) => {
    const requests = recordRequests(page, API_PATH)
    await navigate('/survey/')
    const comments = 'The <em>coffee</em> was great <script>alert(1)</script>'
    await answerSurvey(page, { comments })
    const survey = form(page)
    await expect(survey.getByLabel('Name', { exact: true })).toHaveCount(0)
    await survey.getByLabel('You may contact me about my answers.').check()
    await survey.getByLabel('Name', { exact: true }).fill('Ngozi Eze')
    await survey.getByLabel('Phone number').fill('0803 123 4567')
    await survey.getByRole('button', { name: 'Submit' }).click()

    const record = await expectThanked(page)
    expect(record.reference).toBe('SV-2026-000001')
    expect(record.payload).toMatchObject({
      showroomId: 'maroko-lagos',
      visitType: 'service',
      overallRating: 4,
      recommendScore: 9,
      wentWell: ['Friendly staff', 'Car ready on time'],
      comments,
      contactConsent: true,
      name: 'Ngozi Eze',
      phoneCountry: 'NG',
      phone: '+234 80 3123 4567',
    })
    expect(requests).toHaveLength(1)
    await expect(page.getByText('As you asked, we will contact you about your answers.')).toBeVisible()

    await page.getByRole('button', { name: 'Answer another survey' }).click()
    await expect(form(page).getByLabel('Showroom')).toHaveValue('')
  })
})

describeNeverLostNeverTwice('the survey is never lost and never sent twice', {
  noun: 'survey',
  path: '/survey/',
  apiPath: API_PATH,
  kind: 'survey',
  form,
  fill: (page) => answerSurvey(page),
  expectAnswersKept: async (page) => {
    await expect(form(page).getByLabel('Comments')).toHaveValue('Quick and clear explanations.')
    await expect(form(page).getByRole('group', { name: 'Overall rating' }).getByLabel('4', { exact: true })).toBeChecked()
  },
  expectReceived: expectThanked,
  change: {
    apply: (page) => form(page).getByRole('group', { name: 'Overall rating' }).getByLabel('2', { exact: true }).check(),
    payload: { overallRating: 2 },
  },
  draft: {
    title: 'a reload mid-form restores the draft, which can then be sent',
    fill: (page) => answerSurvey(page),
    expectRestored: async (page) => {
      const survey = form(page)
      await expect(survey.getByLabel('Showroom')).toHaveValue('maroko-lagos')
      await expect(survey.getByRole('group', { name: 'Overall rating' }).getByLabel('4', { exact: true })).toBeChecked()
      await expect(survey.getByRole('group', { name: 'What went well?' }).getByLabel('Car ready on time')).toBeChecked()
      await expect(survey.getByLabel('Comments')).toHaveValue('Quick and clear explanations.')
      await survey.getByRole('button', { name: 'Submit' }).click()
      await expectThanked(page)
    },
  },
}, 'own wiring')

test.describe('the survey for keyboard and assistive technology users', () => {
  test('can be completed with the keyboard only', async ({ page, navigate }) => {
    await navigate('/survey/')
    await islandHydrated(form(page))
    await form(page).getByLabel('Showroom').focus()
    await page.keyboard.press('ArrowDown') // Ketu, Lagos
    await page.keyboard.press('Tab')
    expect(await focusedLabel(page)).toMatch(/^Sales/)
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    expect(await focusedLabel(page)).toBe('1')
    await page.keyboard.press('ArrowRight') // 2
    await page.keyboard.press('ArrowRight') // 3
    await page.keyboard.press('ArrowRight') // 4
    await page.keyboard.press('ArrowRight') // 5
    await page.keyboard.press('Tab')
    expect(await focusedLabel(page)).toBe('0')
    for (let score = 0; score < 10; score += 1) await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Tab')
    expect(await focusedLabel(page)).toBe('Friendly staff')
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space') // Car ready on time
    for (let option = 0; option < 6; option += 1) await page.keyboard.press('Tab')
    expect(await focusedLabel(page)).toContain('Comments')
    await page.keyboard.type('All by keyboard.')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await focusedLabel(page)).toBe('Submit')
    await page.keyboard.press('Enter')
    const record = await expectThanked(page)
    expect(record.payload).toMatchObject({
      showroomId: 'ketu-lagos',
      visitType: 'sales',
      overallRating: 5,
      recommendScore: 10,
      wentWell: ['Friendly staff', 'Car ready on time'],
      comments: 'All by keyboard.',
    })
  })

  test('has no axe violations, with errors shown or after sending; without consent, contact details typed are not sent', async ({ page, navigate }) => {
    await navigate('/survey/')
    await islandHydrated(form(page))
    expect(await axeViolations(page)).toEqual([])
    await form(page).getByLabel('You may contact me about my answers.').check()
    await form(page).getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'problems' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await form(page).getByLabel('Name', { exact: true }).fill('<b>Not sent</b>')
    await form(page).getByLabel('You may contact me about my answers.').uncheck()
    await answerSurvey(page)
    await form(page).getByRole('button', { name: 'Submit' }).click()
    const record = await expectThanked(page)
    expect(record.payload).not.toHaveProperty('name')
    expect(record.payload.contactConsent).toBe(false)
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('the survey page at desktop width', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("the hero's heading and intro start at one left edge, the survey column's", async ({ page, navigate }) => {
    await navigate('/survey/')
    /** Where the element's first line of text starts (its text, not its box: a centred line starts further in). */
    const textStart = (text: string) =>
      page.getByText(text, { exact: true }).evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return range.getClientRects()[0]!.left
      })
    const heading = await textStart('How did we do?')
    const intro = await textStart('Two minutes of your time helps us serve you better.')
    const column = (await form(page).boundingBox())!.x
    expect(Math.abs(intro - heading), `heading starts at ${heading} px, intro at ${intro} px`).toBeLessThan(1)
    expect(Math.abs(column - heading), `heading starts at ${heading} px, the survey form at ${column} px`).toBeLessThan(1)
  })
})
