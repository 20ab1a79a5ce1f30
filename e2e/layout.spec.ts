import type { Page } from '@playwright/test'
import { MODEL_ROWS } from './catalogue'
import { expect, test } from './fixtures'

// The header's fold and the smooth scroll back to the top as they move for a visitor who has not asked
// for less motion (the suite's default is reduced motion, playwright.config.ts).
test.use({ reducedMotion: 'no-preference' })

/** Holds the Models submenu's own chunk (ModelsMenu.tsx loads it on demand) until `release()`. */
async function holdMenuCode(page: import('@playwright/test').Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const requested: string[] = []
  await page.route(/\/assets\/ModelsMenuPanel-[^/]+\.js$/, async (route) => {
    requested.push(route.request().url())
    await released
    await route.continue()
  })
  return { release, requested }
}

async function scrollTo(page: import('@playwright/test').Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
}

test.describe('header (SPEC §2)', () => {
  test.use({ viewport: { width: 1280, height: 400 } })

  test('starts transparent, folds past 100 px and unfolds at 35 px or less', async ({ page, navigate }) => {
    await navigate('/about/')
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-state', 'top')
    await scrollTo(page, 100)
    await page.waitForTimeout(300) // Kept: proves that something does NOT happen within this time (the header does not fold at 100 px).
    await expect(header).toHaveAttribute('data-state', 'top')
    await scrollTo(page, 101)
    await expect(header).toHaveAttribute('data-state', 'folded')
    await scrollTo(page, 36)
    await page.waitForTimeout(300) // Kept: proves that something does NOT happen within this time (the header does not unfold at 36 px).
    await expect(header).toHaveAttribute('data-state', 'folded')
    await scrollTo(page, 35)
    await expect(header).toHaveAttribute('data-state', 'top')
  })

  test('starts folded when the page loads already scrolled past 35 px', async ({ page, navigate }) => {
    await navigate('/about/')
    await scrollTo(page, 60)
    await page.reload()
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(35)
    await expect(page.getByRole('banner')).toHaveAttribute('data-state', 'folded')
  })
})

test.describe('Models submenu', () => {
  test('opens on mouse-enter with every catalogue model and closes on mouse-leave', async ({ page, navigate }) => {
    await navigate('/')
    const button = page.getByRole('banner').getByRole('button', { name: 'Models' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.hover()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const submenu = page.locator(`#${await button.getAttribute('aria-controls')}`)
    for (const { id, title, listed } of MODEL_ROWS) {
      if (listed) await expect(submenu.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/models/${id}/`)
      else await expect(submenu.getByRole('link', { name: title, exact: true })).toHaveCount(0)
    }
    await page.mouse.move(5, 600)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(submenu).toBeHidden()
  })

  test('works by keyboard: Enter opens, arrows move, Escape closes and returns focus', async ({ page, navigate }) => {
    await navigate('/')
    const button = page.getByRole('banner').getByRole('button', { name: 'Models' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const menuLink = (name: string) => page.getByRole('banner').getByRole('link', { name, exact: true })
    await page.keyboard.press('ArrowDown')
    await expect(menuLink('Tiggo 2 Pro')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menuLink('Tiggo 4 Pro')).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    // Up from the first model wraps to the menu's last item, the comparison.
    await expect(menuLink('Compare models')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('ArrowDown')
    await expect(menuLink('Tiggo 2 Pro')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/models/tiggo-2-pro/')
  })

  test('loads its list only when asked for, and a key pressed before that code arrives still opens it onto the first model', async ({ page, navigate }) => {
    const menuCode = await holdMenuCode(page)
    await navigate('/')
    expect(menuCode.requested).toEqual([])
    const button = page.getByRole('banner').getByRole('button', { name: 'Models' })
    await button.focus()
    await page.keyboard.press('ArrowDown')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    // The request reaches the test's route handler a moment after the page sent it.
    await expect.poll(() => menuCode.requested).toHaveLength(1)
    menuCode.release()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tiggo 2 Pro', exact: true })).toBeFocused()
  })
})

// Also in the full Chromium (the full-browser project): the headless shell once sent a tap's pointer events differently (decision 051).
test.describe('Models submenu on a phone', { tag: '@full-browser' }, () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true })

  /** Opens the menu drawer of the home page and taps Models in it. */
  async function tapModelsInDrawer(page: Page, navigate: (path: string) => Promise<void>) {
    await navigate('/')
    const banner = page.getByRole('banner')
    await banner.getByRole('button', { name: 'Open menu' }).tap()
    const button = banner.getByRole('button', { name: 'Models' })
    await button.tap()
    return { banner, button }
  }

  test('a tap on Models in the menu drawer opens it, and a second tap closes it', async ({ page, navigate }) => {
    const { banner, button } = await tapModelsInDrawer(page, navigate)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(banner.getByRole('link', { name: 'Tiggo 9' })).toBeVisible()
    await button.tap()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('a tap made before the list\'s code has arrived opens it once the code is there', async ({ page, navigate }) => {
    const menuCode = await holdMenuCode(page)
    const { banner, button } = await tapModelsInDrawer(page, navigate)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(banner.getByRole('link', { name: 'Tiggo 9' })).toHaveCount(0)
    menuCode.release()
    await expect(banner.getByRole('link', { name: 'Tiggo 9' })).toBeVisible()
  })
})

test.describe('footer and back to top', () => {
  test('external links open in a new tab with nofollow, noreferrer and noopener', async ({ page, navigate }) => {
    await navigate('/')
    const footer = page.getByRole('contentinfo')
    const external = footer.locator('a[href^="http"]')
    expect(await external.count()).toBeGreaterThanOrEqual(1 + 4 + 5)
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'nofollow noreferrer noopener')
    }
    for (const { title, listed } of MODEL_ROWS) {
      await expect(footer.getByRole('link', { name: title.toUpperCase(), exact: true })).toHaveCount(listed ? 1 : 0)
    }
    await expect(footer.getByRole('link', { name: /Legal Statement/ })).toHaveAttribute('target', '_blank')
    await expect(footer.getByRole('link', { name: 'Book a test drive' })).toHaveAttribute('href', '/test-drive/')
    await expect(footer.getByRole('link', { name: 'Customer survey' })).toHaveAttribute('href', '/survey/')
    await expect(footer).toContainText('Nigeria Football Federation')
    await expect(footer).toContainText('6 years or 200,000 km, whichever comes first')
  })

  test('back to top appears after 400 px and scrolls to the top; its code loads only then', async ({ page, navigate }) => {
    await page.setViewportSize({ width: 1280, height: 400 })
    const backToTopCode: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/BackToTop-/.test(request.url())) backToTopCode.push(request.url())
    })
    await navigate('/about/')
    const backToTop = page.getByRole('button', { name: 'Back to top' })
    await page.evaluate(() => window.scrollTo(0, 400))
    await page.waitForTimeout(300) // Kept: proves that something does NOT happen within this time (no back-to-top at 400 px).
    await expect(backToTop).toHaveCount(0)
    expect(backToTopCode).toEqual([])
    await page.evaluate(() => window.scrollTo(0, 401))
    await expect(backToTop).toBeVisible()
    await backToTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(backToTop).toHaveCount(0)
  })

  test('scrolling offline asks for nothing; back online, the button comes', async ({ page, context, navigate }) => {
    await page.setViewportSize({ width: 1280, height: 400 })
    const backToTopCode: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/BackToTop-/.test(request.url())) backToTopCode.push(request.url())
    })
    await navigate('/about/')
    await context.setOffline(true)
    await page.evaluate(() => window.scrollTo(0, 900))
    await page.waitForTimeout(300) // Kept: proves that nothing is requested while offline.
    expect(backToTopCode, 'a request bound to fail, and its console error').toEqual([])
    await context.setOffline(false)
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible()
  })
})
