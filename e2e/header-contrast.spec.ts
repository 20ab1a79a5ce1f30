import { routeChunk } from './build-manifest'
import { expect, test } from './fixtures'
import { expectReadableHeader, expectReadableHeaderAtTopAndScrolled } from './header-contrast'
import { NOT_FOUND_PATHS } from './site-routes'

// The header over what only some pages show; at the top of a page of each template, in both
// languages, at 412 and 1366 px: the whole-site sweep (e2e/routes.spec.ts). Folded, the header is
// opaque and the same on every page: measured here over a long article scrolled, in each language.
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]

for (const viewport of VIEWPORTS) {
  test.describe(`header contrast at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('the header of / is readable over every banner slide', async ({ page, navigate }) => {
      // Reduced motion: a slide is shown at once, without a transition to wait for.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await navigate('/')
      const banner = page.getByRole('region', { name: 'Highlights' })
      const dots = banner.getByRole('button', { name: /^Show slide \d+$/ })
      const count = await dots.count()
      expect(count).toBeGreaterThan(1)
      for (let index = 0; index < count; index += 1) {
        await dots.nth(index).click()
        await expect(dots.nth(index)).toHaveAttribute('aria-current', 'true')
        await expect(banner).toHaveAttribute('data-engine', 'ready')
        await expectReadableHeader(page, `over slide ${index + 1}`)
      }
    })

    test('the folded header is readable over a page scrolled under it, in English and in Chinese', async ({ page, navigate }) => {
      for (const path of ['/news/detail/5/', '/zh-CN/news/detail/5/']) {
        await navigate(path)
        await expectReadableHeaderAtTopAndScrolled(page, path)
      }
    })

    test('the header of the error state is readable at the top and after scrolling', async ({ page, navigate, allowConsole }) => {
      // As in e2e/resilience.spec.ts: the page's code cannot be downloaded, even after the reload.
      allowConsole(/Failed to (fetch dynamically imported module|load resource)|ERR_CONNECTION_RESET|ChunkLoadError|preload|Recoverable render error/i)
      await navigate('/')
      await page.context().route(`**/${routeChunk('contact.tsx')}`, (route) => route.abort('connectionreset'))
      // The link may be in the closed phone menu: a click event reaches it all the same.
      await page.getByRole('banner').locator('a[href="/contact/"]').dispatchEvent('click')
      await expect(page.getByRole('heading', { name: 'Oops, Something Went Wrong' })).toBeVisible()
      // The error state asks for the solid header from an effect; on a loaded machine that can take longer than two frames.
      await expect(page.getByRole('banner')).toHaveAttribute('data-mode', 'fixed')
      await expectReadableHeaderAtTopAndScrolled(page)
    })

    test('the prerendered not-found page has a readable header before its scripts run', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false })
      const page = await context.newPage()
      const response = await page.goto(NOT_FOUND_PATHS[0])
      expect(response?.status()).toBe(404)
      await expectReadableHeader(page, 'without scripts', { scripts: false })
      await context.close()
    })
  })
}
