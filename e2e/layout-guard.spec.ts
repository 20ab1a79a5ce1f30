import type { Page } from '@playwright/test'
import { eachPathInOneTab, expect, test } from './fixtures'
import { expectReadableHeaderAtTopAndScrolled } from './header-contrast'
import { focusProblems, fullyVisibleBelowHeader, layoutProblems } from './layout-check'
import { ACCOUNT_PAGES, NOT_FOUND_PATHS, PAGES, TEMPLATE_PAGES } from './site-routes'

// Issue 24, item 14: every template at four widths, each measurement of a page at a width in one
// page.evaluate (e2e/layout-check.ts says what is measured and with which tolerances). One page of
// each template (e2e/site-routes.ts), in both languages (Chinese lines break and measure differently).
// The comparison with three models, its widest table.
const COMPARE_THREE = '/models/compare/?models=tiggo-9,arrizo-5,tiggo-8-pro-max'
const ENGLISH_ROUTES = [...TEMPLATE_PAGES.map(({ path }) => (path === '/models/compare/' ? COMPARE_THREE : path)), NOT_FOUND_PATHS[0]]
const ROUTES = [...ENGLISH_ROUTES, ...ENGLISH_ROUTES.map((path) => `/zh-CN${path}`)]
const WIDTHS = [320, 412, 768, 1366] as const
// At and above this width the sections share the header's left edge (below it they stack full width).
const DESKTOP = 1366
// Where the header's contrast is measured too, at the top and scrolled (folded): a phone and a desktop.
// Over the top of a page lies its template's own background (a model page's picture lies below its
// title, on the same dark studio for every model); e2e/header-contrast.ts says how it is measured.
const HEADER_WIDTHS: readonly number[] = [412, DESKTOP]

/**
 * A measurement of the page at `path`. Rarely, on a busy machine, the document was replaced while
 * being measured (on the Chinese not-found page and on /account/register/): msw reloads a page its
 * mock worker does not control, as happened when the worker had unregistered itself as the previous
 * page went (no longer: public/mockServiceWorker.js). Should it happen again, the guard measures the
 * page again once it has hydrated, and fails if it is no longer the page it asked for.
 */
async function measuredOnce<T>(page: Page, path: string, measure: () => Promise<T>, reloadsLeft = 2): Promise<T> {
  try {
    return await measure()
  } catch (error) {
    if (reloadsLeft === 0 || !/Execution context was destroyed/.test(String(error))) throw error
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    expect(new URL(page.url()).pathname, 'the guard measures the page it opened').toBe(new URL(path, page.url()).pathname)
    return measuredOnce(page, path, measure, reloadsLeft - 1)
  }
}

/** The stylesheets linked in the page that the browser has not (yet) applied. */
function unappliedStylesheets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.sheet === null).map((link) => link.getAttribute('href')),
  )
}

/**
 * The page at a new width, laid out again: scrolled back to the top with nothing focused (the focus
 * check moved both), after the frames in which the resize, scroll and focus listeners re-render.
 * The frame wait is bounded: headless Chromium has been seen producing no frame for a while.
 */
async function resizedTo(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        ;(document.activeElement as HTMLElement | null)?.blur?.()
        window.scrollTo(0, 0)
        requestAnimationFrame(() => requestAnimationFrame(resolve))
        setTimeout(resolve, 1_000)
      }),
  )
}

test.describe('layout guard', () => {
  // The home sections reveal on scroll; with reduced motion they are all shown at once, as laid out.
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' })

  // Every route is loaded once and measured at the four widths, resized in turn as a phone turned or
  // a window resized would be (a page load costs most of a measurement). The width a route is loaded
  // at rotates with the route, so each width is also the first layout of a quarter of the routes,
  // and a route's two languages are loaded at different widths.
  WIDTHS.forEach((loadWidth, group) => {
    const routes = ROUTES.filter((_, index) => index % WIDTHS.length === group)
    const otherWidths = WIDTHS.filter((width) => width !== loadWidth)
    test(`loaded at ${loadWidth} px, measured at ${WIDTHS.join(', ')} px: no horizontal scroll, no overflowing, clipped or overlapping text, aligned sections, focus below the header, a readable header at ${HEADER_WIDTHS.join(' and ')} px`, async ({ page, navigate }) => {
      const failedFiles: string[] = []
      page.on('requestfailed', (request) => {
        const error = request.failure()?.errorText ?? ''
        if (['stylesheet', 'script'].includes(request.resourceType()) && error !== 'net::ERR_ABORTED') failedFiles.push(`${request.url()} (${error})`)
      })
      await eachPathInOneTab(
        routes,
        async (path) => {
          await page.setViewportSize({ width: loadWidth, height: 900 })
          await navigate(path)
          // The comparison reads its models from the address once hydrated.
          if (path.endsWith(COMPARE_THREE)) await expect(page.locator('main thead th[scope="col"]')).toHaveCount(3)
          expect.soft(failedFiles.splice(0), `${path}: the page's scripts and stylesheets load`).toEqual([])
          for (const width of [loadWidth, ...otherWidths]) {
            if (width !== loadWidth) await resizedTo(page, width)
            const { layout, focus } = await measuredOnce(page, path, async () => {
              // A page measured without one of its stylesheets reports misleading layout problems (it
              // happened once, on a busy machine, on an account page): wait for every sheet, and say
              // so if one never applies.
              await expect.poll(() => unappliedStylesheets(page), `${path}: every stylesheet of the page applied`).toEqual([])
              return { layout: await layoutProblems(page, { checkAlignment: width >= DESKTOP }), focus: await focusProblems(page) }
            })
            expect.soft(layout, `${path} at ${width} px`).toEqual([])
            expect.soft(focus, `${path} at ${width} px: focus`).toEqual([])
            if (HEADER_WIDTHS.includes(width)) await expectReadableHeaderAtTopAndScrolled(page, `${path} at ${width} px`)
          }
        },
        25_000,
      )
    })
  })

  // The other pages of a template differ from the one above in their words and figures only: each
  // is measured in English at the narrowest width, where a long word or figure overflows first
  // (Chinese text breaks between any two characters; its template's page is measured above).
  const OTHER_INSTANCES = [...PAGES, ...ACCOUNT_PAGES].map(({ path }) => path).filter((path) => !TEMPLATE_PAGES.some((page) => page.path === path))
  test(`the other pages of a template at ${WIDTHS[0]} px: no horizontal scroll, no overflowing, clipped or overlapping text`, async ({ page, navigate }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 })
    await eachPathInOneTab(OTHER_INSTANCES, async (path) => {
      await navigate(path)
      const layout = await measuredOnce(page, path, async () => {
        await expect.poll(() => unappliedStylesheets(page), `${path}: every stylesheet of the page applied`).toEqual([])
        return layoutProblems(page, { checkAlignment: false })
      })
      expect.soft(layout, `${path} at ${WIDTHS[0]} px`).toEqual([])
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
