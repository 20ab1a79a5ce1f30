import type { Page } from '@playwright/test'
import { sourceChunk } from './build-manifest'
import { expect, holdRequests, slowPhone, test } from './fixtures'

// A visitor who taps at once, on a slow phone: the scripts start only after the first paint
// (src/boot/boot-loader.ts), so the tap comes before the page has hydrated. It must still work.

/**
 * Holds the entry script until `release` is called: the tap certainly comes before hydration, however
 * busy the machine is (the throttle alone left it to a race that a starved test runner could lose).
 */
const holdEntryScript = (page: Page) => holdRequests(page, `**/${sourceChunk('src/main.tsx')}`)

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true')

// Not a timing budget (nothing here is timed): the entry script is held until the tap has happened.
test.describe('a tap within the first second on a throttled phone', () => {
  test('opens the Models menu', async ({ page }) => {
    test.slow()
    const phone = await slowPhone(page)
    await phone.slowCpu()
    const release = await holdEntryScript(page)
    await page.goto('/', { waitUntil: 'commit' })
    const models = page.getByRole('banner').getByRole('button', { name: /^Models/ })
    await models.click()
    release()
    expect(await isHydrated(page), 'the tap came before hydration').toBe(false)
    await phone.hydrated()
    await expect(models).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('banner').getByRole('link', { name: /Tiggo 9/ }).first()).toBeVisible()
  })

  test('reaches the booking form, which works as soon as it can', async ({ page }) => {
    test.slow()
    const phone = await slowPhone(page)
    await phone.slowCpu()
    const release = await holdEntryScript(page)
    await page.goto('/test-drive/', { waitUntil: 'commit' })
    const booking = page.getByRole('form', { name: 'Your test drive' })
    // The form takes the value even if it was picked before hydration (e2e/early-input.spec.ts).
    await booking.getByLabel('Model').click({ force: true })
    release()
    expect(await isHydrated(page), 'the tap came before hydration').toBe(false)
    await phone.hydrated()
    await booking.getByLabel('Model').selectOption({ label: 'Tiggo 4 Pro' }, { timeout: 15_000 })
    await booking.getByRole('button', { name: 'Next' }).click()
    await expect(booking.getByRole('link', { name: 'Please select "Showroom"' })).toBeVisible()
    await expect(booking.getByLabel('Model')).toHaveValue('tiggo-4-pro')
  })
})

test('the scripts start only once the page has loaded and something has been painted, and its main picture too', async ({ page, navigate }) => {
  for (const path of ['/', '/models/tiggo-9/', '/news/detail/5/', '/test-drive/']) {
    await navigate(path)
    const timing = await page.evaluate(async (entryFile) => {
      const entry = performance.getEntriesByType('resource').find((resource) => resource.name.endsWith(`/${entryFile}`))
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const firstPaint = performance.getEntriesByType('paint')[0]
      const hasPicture = document.querySelector('img[elementtiming]') !== null
      // Element entries are only given to an observer; buffered, it has them at once.
      const picture = hasPicture
        ? await new Promise<PerformanceEntry | undefined>((resolve) =>
            new PerformanceObserver((list, observer) => {
              observer.disconnect()
              resolve(list.getEntries()[0])
            }).observe({ type: 'element', buffered: true }),
          )
        : undefined
      return { script: entry?.startTime, load: navigation.loadEventStart, paint: firstPaint?.startTime, hasPicture, picture: picture?.startTime }
    }, sourceChunk('src/main.tsx'))
    expect(timing.script, path).toBeGreaterThanOrEqual(timing.load)
    expect(timing.script, path).toBeGreaterThanOrEqual(timing.paint ?? Infinity)
    expect(timing.hasPicture, path).toBe(path !== '/test-drive/')
    if (timing.hasPicture) expect(timing.script, `${path}: after the main picture is painted`).toBeGreaterThanOrEqual(timing.picture ?? Infinity)
  }
})

test('a page whose first paint comes before its load event hydrates, even under a test clock', async ({ page }) => {
  // A test clock hides the performance timeline from the page (getEntriesByType answers []), and slow
  // pictures hold the load event until well after the first paint: the loader must still learn that
  // something was painted. (CI failed this way on a busy machine: the page never hydrated.)
  await page.clock.install()
  await page.route(/\.(avif|webp|jpe?g|png)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500)) // Kept: not a wait, the simulated slow picture itself
    await route.continue()
  })
  for (const path of ['/', '/survey/']) {
    await page.goto(path)
    await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', 'true')
  }
})
