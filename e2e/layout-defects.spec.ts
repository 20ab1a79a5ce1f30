import { expect, test } from './fixtures'
import { MONDAY_10AM_LAGOS } from './form-helpers'
import { fillTestDriveDetails, testDriveForm } from './test-drive-form'

// Issue 24, items 2, 6, 7 and 8: defects the layout guard (the sweep in routes.spec.ts, layout-guard.spec.ts) does not measure.

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

// Issue 40, item 4: what a person sees on a phone, at 412 px (320 px for the model page's bar).
test.describe('polish on a phone (issue 40)', () => {
  test.use({ viewport: { width: 412, height: 780 }, hasTouch: true })

  test('the folded header and the model page bar are opaque over the text scrolling under them', async ({ page, navigate }) => {
    const alpha = (color: string) => Number(color.match(/rgba\([^)]*,\s*([\d.]+)\)/)?.[1] ?? 1)
    await navigate('/models/compare/')
    await page.evaluate(() => window.scrollTo(0, 900))
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-state', 'folded')
    // Once its colour has faded in (0.25 s).
    await expect.poll(async () => alpha(await header.evaluate((element) => getComputedStyle(element).backgroundColor))).toBe(1)
    await navigate('/models/tiggo-9/')
    await page.evaluate(() => window.scrollTo(0, 1500))
    const bar = page.getByRole('navigation', { name: 'Tiggo 9 page sections' })
    expect(alpha(await bar.evaluate((element) => getComputedStyle(element).backgroundColor))).toBe(1)
  })

  test('the open menu dims the page behind it, and a tap there closes it', async ({ page, navigate }) => {
    await navigate('/about/')
    const banner = page.getByRole('banner')
    await banner.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.locator('#main-menu')).toBeVisible()
    // Below the drawer, the page is under a dimmed layer, not bare.
    const under = await page.evaluate(() => {
      const element = document.elementFromPoint(200, window.innerHeight - 20)!
      return { inHeader: element.closest('header') !== null, backdrop: getComputedStyle(element, '::after').backgroundColor }
    })
    expect(under.inHeader).toBe(true)
    expect(under.backdrop).toMatch(/rgba\(15, 17, 21, 0\.5\d*\)/)
    await page.mouse.click(200, 760)
    await expect(page.locator('#main-menu')).toBeHidden()
    await expect(banner.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('back to top never lies over a field of a form', async ({ page, navigate }) => {
    const backToTop = page.getByRole('button', { name: 'Back to top' })
    await navigate('/contact/')
    const fields = page.locator('#book-service').locator('input:not([type=hidden]), select, textarea')
    // It is there over the footer at the end of the page…
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(backToTop).toBeVisible()
    // …and each field, focused and brought to the bottom of the window where the button sits, stays uncovered.
    for (const field of await fields.all()) {
      await field.focus()
      await field.evaluate((element) => element.scrollIntoView({ block: 'end' }))
      // Read in one go: the button comes and goes as the page settles.
      const where = () =>
        field.evaluate((element) => {
          const button = [...document.querySelectorAll('button')].find((candidate) => candidate.getAttribute('aria-label') === 'Back to top')
          if (!button) return 'hidden'
          const a = button.getBoundingClientRect()
          const b = element.getBoundingClientRect()
          return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top ? 'over the field' : 'clear of the field'
        })
      await expect.poll(where).not.toBe('over the field')
    }
  })

  test("the date field's calendar button shows the focus ring", async ({ page, navigate }) => {
    await navigate('/test-drive/')
    const date = page.locator('input[name="date"]')
    await date.focus()
    // Month, day, year, then the calendar button: the field keeps focus throughout.
    for (let stop = 0; stop < 3; stop += 1) await page.keyboard.press('Tab')
    await expect(date).toBeFocused()
    expect(await date.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
  })

  test("the model page's section links say when more of them lie beyond the edge", async ({ page, navigate }) => {
    await page.setViewportSize({ width: 320, height: 780 })
    await navigate('/models/tiggo-9/')
    const links = page.getByRole('navigation', { name: 'Tiggo 9 page sections' }).getByRole('list')
    await expect(links).toHaveAttribute('data-more-after', 'true')
    await expect(links).toHaveAttribute('data-more-before', 'false')
    await links.evaluate((list) => list.scrollTo({ left: list.scrollWidth }))
    await expect(links).toHaveAttribute('data-more-after', 'false')
    await expect(links).toHaveAttribute('data-more-before', 'true')
  })
})

// Issue 40, item 4: the confirmation a keyboard user reaches, in both languages.
test.describe('the booking confirmation on a 320 px phone', () => {
  test.use({ timezoneId: 'Africa/Lagos', viewport: { width: 320, height: 800 } })

  for (const { prefix, firstName, lastName, greeting, name } of [
    { prefix: '', firstName: 'Chidi', lastName: 'Okafor', greeting: 'Thank you, Chidi.', name: 'Chidi Okafor' },
    { prefix: '/zh-CN', firstName: '伟', lastName: '王', greeting: '谢谢您，王伟。', name: '王伟' },
  ]) {
    test(`${prefix || 'English'}: its heading takes focus without a ring, the name is written as its script writes it, nothing is wider than the phone`, async ({ page, navigate }) => {
      await page.clock.install({ time: MONDAY_10AM_LAGOS })
      await navigate(`${prefix}/test-drive/?modelId=tiggo-9`)
      const form = testDriveForm(page)
      await form.locator('select[name="showroomId"]').selectOption('ikeja-lagos')
      await form.locator('input[name="date"]').fill('2026-11-24')
      await form.locator('select[name="time"]').selectOption('10:30')
      await form.locator('button[type="submit"]').click()
      await fillTestDriveDetails(form, { firstName, lastName })
      await form.locator('button[type="submit"]').focus()
      await page.keyboard.press('Enter')

      await expect(page).toHaveURL(`${prefix}/message/test-drive-success/`)
      const heading = page.getByRole('main').getByRole('heading', { level: 1 })
      await expect(heading).toBeFocused()
      expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none')
      await expect(page.getByRole('main')).toContainText(greeting)
      await expect(page.getByRole('main').getByRole('region').filter({ hasText: name }).first()).toBeVisible()
      // Its buttons wrap rather than widen the page ("Chat with Ikeja, Lagos on WhatsApp").
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    })
  }
})
