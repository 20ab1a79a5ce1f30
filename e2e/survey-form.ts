import type { Page } from '@playwright/test'
import { expect } from './fixtures'

export function surveyForm(page: Page) {
  return page.getByRole('form', { name: 'Your visit' })
}

/**
 * Waits until the form, an island, has hydrated. Until then the boot loader holds a tap on it and
 * replays it after hydration (what a visitor needs; src/lib/held-click.react.test.tsx), but
 * Playwright's check() wants the radio checked the moment it clicks.
 */
export async function surveyHydrated(page: Page) {
  await expect(surveyForm(page)).toHaveAttribute('data-island', 'hydrated')
}

/** A complete, valid survey, contact details not asked for. */
export async function answerSurvey(page: Page, { comments = 'Quick and clear explanations.' } = {}) {
  await surveyHydrated(page)
  const survey = surveyForm(page)
  await survey.getByLabel('Showroom').selectOption({ label: 'Maroko, Lagos' })
  await survey.getByRole('group', { name: 'Visit type' }).getByLabel(/^Service/).check()
  await survey.getByRole('group', { name: 'Overall rating' }).getByLabel('4', { exact: true }).check()
  await survey.getByRole('group', { name: 'Recommendation score' }).getByLabel('9', { exact: true }).check()
  const wentWell = survey.getByRole('group', { name: 'What went well?' })
  await wentWell.getByLabel('Friendly staff').check()
  await wentWell.getByLabel('Car ready on time').check()
  await survey.getByLabel('Comments').fill(comments)
}
