import { expect, type Locator, type Page } from '@playwright/test'
import { TEST_DRIVE_TYPED } from '../mocks/test-drive-example'
import { fillByName, focusedLabel, type AnswersByName } from './form-helpers'

/** What the specs type into the booking's details (mocks/test-drive-example.ts). */
export const TYPED_BOOKING = TEST_DRIVE_TYPED

export type TypedBooking = typeof TYPED_BOOKING

/** The booking form on either step, in any language. */
export function testDriveForm(page: Page): Locator {
  return page.locator('form[aria-labelledby="test-drive-step-title"]')
}

/**
 * On step 2: answers every field from TYPED_BOOKING, but for the overrides. Waits for step 2's
 * fields first: Next shows them only once it has checked step 1 (its rules may still be loading).
 */
export async function fillTestDriveDetails(form: Locator, overrides: Partial<TypedBooking> = {}) {
  await expect(form.locator('input[name="firstName"]')).toBeVisible()
  await fillByName(form, { ...TYPED_BOOKING, ...overrides })
}

/**
 * On step 2, from its focused heading: moves through the form with Tab alone, typing each text
 * answer and ticking each checkbox whose answer is yes (a select must already hold its answer), until
 * Submit has focus. Returns the label of every stop on the way, Submit last.
 */
export async function typeTestDriveDetails(page: Page, overrides: Partial<TypedBooking> = {}): Promise<string[]> {
  const answers: AnswersByName = { ...TYPED_BOOKING, ...overrides }
  const stops: string[] = []
  while (stops.at(-1) !== 'Submit') {
    if (stops.length > 40) throw new Error(`typeTestDriveDetails: no Submit after ${stops.join(' → ')}`)
    await page.keyboard.press('Tab')
    stops.push(await focusedLabel(page))
    const { name, type, value } = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null
      return { name: element?.name ?? '', type: element?.type ?? '', value: element?.value ?? '' }
    })
    const answer = answers[name]
    if (!name || answer === undefined || type === 'submit' || type === 'button') continue
    if (type === 'checkbox') {
      if (answer === true) await page.keyboard.press('Space')
    } else if (type.startsWith('select')) {
      if (value !== answer) throw new Error(`typeTestDriveDetails: "${name}" holds ${value}, not ${String(answer)}`)
    } else await page.keyboard.type(String(answer))
  }
  return stops
}
