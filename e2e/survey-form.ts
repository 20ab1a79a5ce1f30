import type { Page } from '@playwright/test'
import { islandHydrated } from './fixtures'

export function surveyForm(page: Page) {
  return page.getByRole('form', { name: 'Your visit' })
}

/** A complete, valid survey, contact details not asked for; it starts once the form (an island) has hydrated. */
export async function answerSurvey(page: Page, { comments = 'Quick and clear explanations.' } = {}) {
  const survey = surveyForm(page)
  await islandHydrated(survey)
  await survey.getByLabel('Showroom').selectOption({ label: 'Maroko, Lagos' })
  await survey.getByRole('group', { name: 'Visit type' }).getByLabel(/^Service/).check()
  await survey.getByRole('group', { name: 'Overall rating' }).getByLabel('4', { exact: true }).check()
  await survey.getByRole('group', { name: 'Recommendation score' }).getByLabel('9', { exact: true }).check()
  const wentWell = survey.getByRole('group', { name: 'What went well?' })
  await wentWell.getByLabel('Friendly staff').check()
  await wentWell.getByLabel('Car ready on time').check()
  await survey.getByLabel('Comments').fill(comments)
}
