import { expect, test } from './fixtures'

// Issue 24, items 2, 6, 7 and 8: defects the layout guard (layout-guard.spec.ts) does not measure.

test.describe('the menu drawer on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true })

  test('closes when Tab leaves it for the page behind, and Escape closes it wherever focus is', async ({ page, navigate }) => {
    await navigate('/about/')
    const banner = page.getByRole('banner')
    const toggle = banner.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    const nav = page.locator('#main-menu')
    await expect(nav).toBeVisible()
    // Tab through the drawer's links; the first Tab past its last one lands in the page and closes it.
    for (let step = 0; step < 30 && (await nav.isVisible()); step += 1) {
      await page.keyboard.press('Tab')
      const inHeader = await page.evaluate(() => document.activeElement?.closest('header') !== null)
      if (!inHeader) break
    }
    await expect(nav).toBeHidden()
    await expect(banner.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')

    // Open again, move focus with the keyboard into the drawer, then Escape.
    await banner.getByRole('button', { name: 'Open menu' }).click()
    await expect(nav).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })
})

test.describe('white headers', () => {
  test.use({ viewport: { width: 412, height: 915 } })

  test('the hidden skip link casts no shadow onto the page', async ({ page, navigate }) => {
    await navigate('/no-such-page/')
    const shadow = await page.locator('.skip-link').evaluate((link) => getComputedStyle(link).boxShadow)
    expect(shadow).toBe('none')
    await page.keyboard.press('Tab')
    await expect(page.locator('.skip-link')).toBeFocused()
    expect(await page.locator('.skip-link').evaluate((link) => getComputedStyle(link).boxShadow)).not.toBe('none')
  })
})

test.describe('home at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' })

  test('the stats figures share one baseline, and the after-sales headline keeps clear of the car', async ({ page, navigate }) => {
    await navigate('/')
    const figures = page.locator('main dl', { hasText: '200,000 km' }).locator('dd')
    await expect(figures).toHaveCount(3)
    const tops = await figures.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(Math.max(...tops) - Math.min(...tops), `figure tops ${tops.join(', ')}`).toBeLessThanOrEqual(1)

    // The after-sales scene draws the car between 25 % and 75 % of its width (x 320-960 on the 1280 px
    // picture): the headline ends before the car's left edge as the picture is laid out.
    const { titleRight, carLeft } = await page.evaluate(() => {
      const slide = document.querySelector('[aria-roledescription="slide"]')!
      const title = slide.querySelector('h2')!.getBoundingClientRect()
      const image = slide.querySelector('img')!
      const box = image.getBoundingClientRect()
      // object-fit: cover: the scene scaled to cover the box, centred.
      const scale = Math.max(box.width / image.naturalWidth, box.height / image.naturalHeight)
      const sceneLeft = box.left + (box.width - image.naturalWidth * scale) / 2
      return { titleRight: title.right, carLeft: sceneLeft + 0.25 * image.naturalWidth * scale }
    })
    expect(titleRight).toBeLessThan(carLeft)
  })
})

test('in Lite mode the banner offers no Pause, since nothing plays', async ({ page, context }) => {
  await context.addCookies([{ name: 'lite', value: '1', url: 'http://127.0.0.1' }])
  await page.goto('/', { waitUntil: 'load' })
  // Before the first touch no script runs: the prerendered control must not say Pause.
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0)
  // Once the page runs (a touch on a banner dot), it offers Play: autoplay is off in Lite mode.
  await page.getByRole('button', { name: 'Show slide 2' }).click()
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0)
})
