import { eachPathInOneTab, expect, test } from './fixtures'
import { fullyVisibleBelowHeader, layoutProblems, measuredOnce, unappliedStylesheets } from './layout-check'
import { ACCOUNT_PAGES, PAGES, TEMPLATE_PAGES } from './site-routes'

// Issue 24, item 14. One page of each template is measured at four widths in both languages by the
// whole-site sweep (e2e/routes.spec.ts, in the same visit as its other checks); e2e/layout-check.ts
// says what is measured and with which tolerances. Here: the template's other pages, and the forms'
// error summaries.
// The narrowest width measured, where a long word or figure overflows first.
const NARROWEST = 320

test.describe('layout guard', () => {
  // The home sections reveal on scroll; with reduced motion they are all shown at once, as laid out.
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' })

  // The other pages of a template differ from the one the sweep measures in their words and figures
  // only: each is measured in English at the narrowest width (Chinese text breaks between any two
  // characters; its template's page is measured in the sweep).
  const OTHER_INSTANCES = [...PAGES, ...ACCOUNT_PAGES].map(({ path }) => path).filter((path) => !TEMPLATE_PAGES.some((page) => page.path === path))
  test(`the other pages of a template at ${NARROWEST} px: no horizontal scroll, no overflowing, clipped or overlapping text`, async ({ page, navigate }) => {
    await page.setViewportSize({ width: NARROWEST, height: 900 })
    await eachPathInOneTab(OTHER_INSTANCES, async (path) => {
      await navigate(path)
      const layout = await measuredOnce(page, path, async () => {
        await expect.poll(() => unappliedStylesheets(page), `${path}: every stylesheet of the page applied`).toEqual([])
        return layoutProblems(page, { checkAlignment: false })
      })
      expect.soft(layout, `${path} at ${NARROWEST} px`).toEqual([])
    })
  })
})

const FORMS = [
  { path: '/test-drive/', submit: 'Next' },
  { path: '/survey/', submit: 'Submit' },
  { path: '/contact/', submit: 'Submit' },
] as const

test.describe('after a failed submit', () => {
  for (const width of [412, 1366] as const) {
    test(`at ${width} px the error summary and the focused field are both in view below the header`, async ({ page, navigate }) => {
      await page.setViewportSize({ width, height: 900 })
      await eachPathInOneTab(
        FORMS.map(({ path }) => path),
        async (path) => {
          const { submit } = FORMS.find((form) => form.path === path)!
          await navigate(path)
          await page.locator('main form').getByRole('button', { name: submit, exact: true }).click()
          const summary = page.locator('main form [role="alert"]').first()
          await expect(summary).toBeVisible()
          // Focus moves to the first field in error in the frame after the summary appears.
          await expect.poll(() => page.evaluate(() => document.activeElement?.matches('main form :is(input, select, textarea)') ?? false)).toBe(true)
          await expect.poll(() => fullyVisibleBelowHeader(page, 'main form [role="alert"]'), `${path}: the summary`).toBeNull()
          await expect.poll(() => fullyVisibleBelowHeader(page, ':focus'), `${path}: the focused element`).toBeNull()
        },
        20_000,
      )
    })
  }
})
