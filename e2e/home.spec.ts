import type { Locator, Page } from '@playwright/test'
import { axeViolations } from './axe'
import { sourceChunk } from './build-manifest'
import { MODEL_ROWS, type ModelRow } from './catalogue'
import { expect, holdRequests, test, waitForHydration } from './fixtures'

// The home page is about motion (autoplay, transitions, reveals): a visitor who has not asked for less
// (the suite's default is reduced motion, playwright.config.ts); the reduced-motion tests say so.
test.use({ reducedMotion: 'no-preference' })

/** The catalogue's listed models in the static list's order (e2e/catalogue.ts). */
const MODELS = MODEL_ROWS.filter((model) => model.listed)
/** The carousel's slots wrap round: the model `steps` after the one at `index`. */
const after = (index: number, steps = 1) => MODELS[(index + steps + MODELS.length) % MODELS.length]!
const LAST = MODELS.length - 1

const AUTOPLAY_MS = 10_000

/** Navigates home and waits until the three islands and the footer have hydrated. */
async function openHome(page: Page, navigate: (path: string) => Promise<void>) {
  await navigate('/')
  await expect(page.locator('[data-island="hydrated"]')).toHaveCount(4)
}

function banner(page: Page) {
  return page.getByRole('region', { name: 'Highlights' })
}

function slides(page: Page) {
  return banner(page).locator('[aria-roledescription="slide"]')
}

/** The slide on show: the only one that is not inert. */
async function expectSlide(page: Page, index: number) {
  await expect(banner(page).getByRole('button', { name: `Show slide ${index + 1}` })).toHaveAttribute('aria-current', 'true')
  await expect(slides(page).nth(index)).not.toHaveAttribute('inert')
}

/** Fake timers that only move when the test says so (real time must not autoplay a slide). */
async function installPausedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-05-01T08:00:00Z') })
  await page.clock.pauseAt(new Date('2026-05-01T08:00:01Z'))
}

/** With the clock installed: lets the idle callback fire and waits for the carousel engine. */
async function startEngine(page: Page) {
  await page.clock.runFor(3000)
  await expect(banner(page)).toHaveAttribute('data-engine', 'ready')
}

/**
 * Waits until the banner's autoplay is on (or off), then one task more: the effect that starts or
 * stops its timer runs after the render that shows it, and a paused clock moved before that effect
 * would never see the timer (or see it fire while hovered).
 */
async function expectAutoplay(page: Page, playing: boolean) {
  await expect(banner(page)).toHaveAttribute('data-playing', String(playing))
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // A message, not a timer: the test clock holds the timers.
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      }),
  )
}

/** Onto the header, which lies over the banner without being part of it. */
async function moveMouseAway(page: Page) {
  await page.mouse.move((page.viewportSize()?.width ?? 1280) / 2, 5)
}

/**
 * Focus onto the header's home link: out of the banner without scrolling the page. Focusing a control
 * further down scrolled the page, and until the header folded the banner lay under the resting mouse:
 * a hover that paused autoplay again and restarted its timer while the test clock ran (CI, stop 53).
 */
async function focusOutsideBanner(page: Page) {
  await page.getByRole('banner').getByRole('link').first().focus()
}

test.describe('home banner (SPEC §2, §4)', () => {
  // One visit: what the banner is, where its slides lead, then its dots.
  test('is a carousel region of four slides with dots and a Pause control, and no arrows; each slide links where SPEC §2 says, in a new tab; the dots show a chosen slide', async ({ page, navigate }) => {
    await openHome(page, navigate)
    await test.step('four slides with dots and a Pause control, no arrows', async () => {
      await expect(banner(page)).toHaveAttribute('aria-roledescription', 'carousel')
      await expect(slides(page)).toHaveCount(4)
      for (let index = 0; index < 4; index += 1) {
        await expect(slides(page).nth(index)).toHaveAttribute('role', 'group')
        await expect(slides(page).nth(index)).toHaveAttribute('aria-label', `${index + 1} of 4`)
        await expect(banner(page).getByRole('button', { name: `Show slide ${index + 1}` })).toBeVisible()
      }
      await expect(banner(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible()
      await expect(banner(page).getByRole('button', { name: /next|previous|prev/i })).toHaveCount(0)
    })
    await test.step('each slide links where SPEC §2 says, in a new tab', async () => {
      const afterSales = slides(page)
        .nth(0)
        .getByRole('link', { name: /Explore after-sales/ })
      await expect(afterSales).toHaveAttribute('href', 'https://distributor.example.com/after-sales/')
      await expect(afterSales).toHaveAttribute('target', '_blank')
      await expect(afterSales).toHaveAttribute('rel', 'nofollow noreferrer noopener')
      await expect(afterSales).toHaveAccessibleName('Explore after-sales (opens in a new tab)')

      const tiggo9 = slides(page)
        .nth(1)
        .getByRole('link', { name: /Discover Tiggo 9/, includeHidden: true })
      await expect(tiggo9).toHaveAttribute('href', '/models/tiggo-9/')
      await expect(tiggo9).toHaveAttribute('target', '_blank')
      await expect(tiggo9).toHaveAttribute('rel', /noopener/)

      await expect(slides(page).nth(2).getByRole('link', { includeHidden: true })).toHaveCount(0)
      await expect(slides(page).nth(2).locator('video')).toHaveAttribute('loop', '')

      const news = slides(page)
        .nth(3)
        .getByRole('link', { name: /Read the story/, includeHidden: true })
      await expect(news).toHaveAttribute('href', '/news/detail/5/')
      await expect(news).toHaveAttribute('target', '_blank')
      await expect(news).toHaveAttribute('rel', /noopener/)
    })
    await test.step('the dots show a chosen slide', async () => {
      await banner(page).getByRole('button', { name: 'Show slide 4' }).click()
      await expectSlide(page, 3)
      await expect(
        slides(page)
          .nth(3)
          .getByRole('link', { name: /Read the story/ }),
      ).toBeInViewport()
      await banner(page).getByRole('button', { name: 'Show slide 2' }).click()
      await expectSlide(page, 1)
    })
  })

  test('the whole first slide opens the after-sales page in a new tab', async ({ page, navigate, context }) => {
    await context.route('https://distributor.example.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>After-sales</title>',
      }),
    )
    await openHome(page, navigate)
    const box = await slides(page).nth(0).boundingBox()
    const opened = context.waitForEvent('page')
    await page.mouse.click(box!.x + box!.width * 0.8, box!.y + box!.height * 0.3)
    const tab = await opened
    await tab.waitForLoadState()
    expect(tab.url()).toBe('https://distributor.example.com/after-sales/')
    expect(page.url()).toMatch(/\/$/)
  })

  // One clocked visit: autoplay, then each thing that pauses it and what resumes it.
  test('autoplay moves on every 10 s; hovering, focus inside and the Pause control each stop it, and leaving or Play start it again', async ({ page, navigate }) => {
    await installPausedClock(page)
    await openHome(page, navigate)
    await startEngine(page)
    await test.step('autoplay moves on every 10 s', async () => {
      await expectSlide(page, 0)
      await expectAutoplay(page, true)
      await page.clock.runFor(AUTOPLAY_MS - 500)
      await expectSlide(page, 0)
      await page.clock.runFor(1000)
      await expectSlide(page, 1)
      await page.clock.runFor(AUTOPLAY_MS)
      await expectSlide(page, 2)
    })
    await test.step('hovering pauses it and leaving resumes it', async () => {
      await banner(page).hover()
      await expectAutoplay(page, false)
      await page.clock.runFor(AUTOPLAY_MS * 2)
      await expectSlide(page, 2)
      await moveMouseAway(page)
      await expectAutoplay(page, true)
      await page.clock.runFor(AUTOPLAY_MS + 500)
      await expectSlide(page, 3)
    })
    await test.step('focus inside pauses it and leaving resumes it', async () => {
      await slides(page).nth(3).getByRole('link').focus()
      await expectAutoplay(page, false)
      await page.clock.runFor(AUTOPLAY_MS * 2)
      await expectSlide(page, 3)
      await focusOutsideBanner(page)
      await expectAutoplay(page, true)
      await page.clock.runFor(AUTOPLAY_MS + 500)
      await expectSlide(page, 0) // round again: the banner loops
    })
    await test.step('the Pause control stops it, away from the banner too, and Play starts it again', async () => {
      await banner(page).getByRole('button', { name: 'Pause', exact: true }).click()
      await expect(banner(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible()
      await moveMouseAway(page)
      await focusOutsideBanner(page)
      await expectAutoplay(page, false)
      await page.clock.runFor(AUTOPLAY_MS * 3)
      await expectSlide(page, 0)
      await banner(page).getByRole('button', { name: 'Play', exact: true }).click()
      await expect(banner(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible()
      await moveMouseAway(page)
      await focusOutsideBanner(page)
      await expectAutoplay(page, true)
      await page.clock.runFor(AUTOPLAY_MS + 500)
      await expectSlide(page, 1)
    })
  })

  // Before the engine runs, a later slide sits beside the first; the browser scrolling it into view
  // (as Playwright's hover did, a drag-selection can) used to offset every slide the engine showed.
  test('a dot pressed before the engine arrives shows its slide, whatever scrolled meanwhile', async ({ page, navigate }) => {
    const release = await holdRequests(page, `**/${sourceChunk('src/features/home/banner/BannerEngine.tsx')}`)
    await openHome(page, navigate)
    await banner(page).getByRole('button', { name: 'Show slide 3' }).click()
    await expect(banner(page)).toHaveAttribute('data-engine', 'static')
    await slides(page)
      .nth(2)
      .evaluate((slide) => slide.scrollIntoView())
    release()
    await expect(banner(page)).toHaveAttribute('data-engine', 'ready')
    await expect(slides(page).nth(2)).toBeInViewport({ ratio: 0.9 })
    await expect(slides(page).nth(3)).not.toBeInViewport()
  })

  test('the film starts on mouse-over, muted and looping', async ({ page, navigate }) => {
    await openHome(page, navigate)
    await banner(page).getByRole('button', { name: 'Show slide 3' }).click()
    await expectSlide(page, 2)
    const video = slides(page).nth(2).locator('video')
    await expect(video).not.toHaveAttribute('src')
    // Hovered where the slide is shown (the engine may still be on its way, the slide off to the side).
    await expect(slides(page).nth(2)).toBeInViewport({ ratio: 0.9 })
    await slides(page)
      .nth(2)
      .hover({ position: { x: 700, y: 200 } })
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true)
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop)).toBe(true)
    await expect(slides(page).nth(2).getByRole('button', { name: 'Pause video' })).toBeAttached()
  })
})

test.describe('home banner under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('does not autoplay until the visitor presses Play', async ({ page, navigate }) => {
    await installPausedClock(page)
    await openHome(page, navigate)
    await startEngine(page)
    await expect(banner(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible()
    await page.clock.runFor(AUTOPLAY_MS * 3)
    await expectSlide(page, 0)
  })
})

test.describe('home banner with Save-Data', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true }),
      })
    })
  })

  test('shows the poster and downloads no film until the visitor asks, and the first tap, which starts the scripts, is not lost', async ({ page }) => {
    const filmRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('.mp4')) filmRequests.push(request.url())
    })
    // Under Save-Data the page's scripts start with the first tap, which is replayed once they run.
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Show slide 3' }).click()
    await waitForHydration(page)
    await expect(banner(page)).toHaveAttribute('data-island', 'hydrated', { timeout: 15_000 })
    await expectSlide(page, 2)
    await expect(slides(page).nth(2).getByRole('img')).toBeVisible()
    await slides(page)
      .nth(2)
      .hover({ position: { x: 700, y: 200 } })
    await page.waitForTimeout(500) // Kept: proves that something does NOT happen within this time (hovering fetches no film).
    expect(filmRequests).toEqual([])
    await slides(page).nth(2).getByRole('button', { name: 'Play video' }).click()
    await expect.poll(() => filmRequests.length).toBeGreaterThan(0)
  })
})

test.describe('home model carousel (SPEC §2, §4, §9)', () => {
  function tabs(page: Page) {
    return page.getByRole('tablist', { name: 'Choose a model' }).getByRole('tab')
  }
  function panel(page: Page) {
    return page.getByRole('tabpanel')
  }
  function centreCard(page: Page): Locator {
    return panel(page).locator('[aria-current="true"]')
  }
  async function expectCentre(page: Page, model: ModelRow) {
    await expect(page.getByRole('tab', { name: model.title, exact: true })).toHaveAttribute('aria-selected', 'true')
    await expect(panel(page).getByRole('heading', { level: 3 })).toHaveText(model.title)
    await expect(centreCard(page)).toHaveAttribute('href', `/models/${model.id}/`)
  }

  // One visit: the carousel's start, its tabs (one step animates, further jumps), the badges of every
  // model, then its side and centre cards (the centre one leaves for the model page).
  test('lists every catalogue model as a tab in the static order, starting at index 3; a tab one away animates, further jumps; every model shows its three spec badges; a side card centres, the centre card opens the model page', async ({ page, navigate }) => {
    await openHome(page, navigate)
    await expect(tabs(page)).toHaveText(MODELS.map((model) => model.title))
    await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1)
    await expectCentre(page, MODELS[3]!)
    await expect(centreCard(page)).toHaveCount(1)

    await test.step('a tab one position away animates; further away jumps', async () => {
      const stage = centreCard(page).locator('xpath=../..')
      await page.getByRole('tab', { name: MODELS[2]!.title, exact: true }).click()
      await expectCentre(page, MODELS[2]!)
      await expect(stage).toHaveAttribute('data-animate', 'true')
      await page.getByRole('tab', { name: MODELS[0]!.title, exact: true }).click()
      await expectCentre(page, MODELS[0]!)
      await expect(stage).toHaveAttribute('data-animate', 'false')
      // Wrapping round the end is one step too.
      await page.getByRole('tab', { name: MODELS[LAST]!.title, exact: true }).click()
      await expectCentre(page, MODELS[LAST]!)
      await expect(stage).toHaveAttribute('data-animate', 'true')
    })

    await test.step('the three spec badges with the table values for every model', async () => {
      for (const model of MODELS) {
        await page.getByRole('tab', { name: model.title, exact: true }).click()
        await expectCentre(page, model)
        const badges = panel(page).getByRole('definition')
        await expect(panel(page).getByRole('term')).toHaveText(['Engine', 'Length', 'Wheelbase'])
        await expect(badges).toHaveText([model.engine, `${model.length.replace(',', '')}mm`, `${model.wheelbase.replace(',', '')}mm`])
      }
    })

    await test.step('clicking a side card centres it; clicking the centre card opens the model page', async () => {
      // The badges left the last model in the centre.
      await panel(page).getByRole('button', { name: `Show ${after(LAST).title}` }).click()
      await expectCentre(page, after(LAST))
      await panel(page).getByRole('button', { name: `Show ${after(LAST, 2).title}` }).click()
      await expectCentre(page, after(LAST, 2))
      await centreCard(page).click()
      await expect(page).toHaveURL(new RegExp(`/models/${after(LAST, 2).id}/$`))
      await expect(page.getByRole('heading', { level: 1, name: after(LAST, 2).title })).toBeVisible()
    })
  })

  test('is keyboard operable: arrows, Home and End move between tabs, pressed before its code has arrived too', async ({ page, navigate }) => {
    const release = await holdRequests(page, `**/${sourceChunk('src/features/home/home-content.ts')}`)
    await navigate('/')
    await expect(page.locator('section[aria-labelledby="home-models-heading"]')).toHaveAttribute('data-island', 'pending')
    await page.getByRole('tab', { name: MODELS[3]!.title, exact: true }).focus()
    // Held by the boot loader, then each replayed where the focus is once the carousel hydrated.
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    release()
    await expectCentre(page, after(3, 2))
    await expect(page.getByRole('tab', { name: after(3, 2).title, exact: true })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expectCentre(page, after(3, 3))
    await page.keyboard.press('ArrowLeft')
    await expectCentre(page, after(3, 2))
    await page.keyboard.press('End')
    await expectCentre(page, MODELS[LAST]!)
    await page.keyboard.press('Home')
    await expectCentre(page, MODELS[0]!)
    await page.keyboard.press('ArrowLeft')
    await expectCentre(page, MODELS[LAST]!)
    // Tab reaches the side cards; Enter centres one and focus follows it to the centre card.
    await page.keyboard.press('Tab')
    await expect(panel(page).getByRole('button', { name: `Show ${after(LAST, -1).title}` })).toBeFocused()
    await page.keyboard.press('Enter')
    await expectCentre(page, after(LAST, -1))
    await expect(centreCard(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/models/${after(LAST, -1).id}/$`))
  })

  test.describe('on a phone', () => {
    test.use({
      viewport: { width: 412, height: 915 },
      hasTouch: true,
      isMobile: true,
    })

    test('scales the cards down and follows a swipe', async ({ page, navigate }) => {
      await openHome(page, navigate)
      const card = await centreCard(page).boundingBox()
      expect(card!.width).toBeLessThan(412)
      expect(card!.width / card!.height).toBeCloseTo(16 / 9, 1)
      await centreCard(page).scrollIntoViewIfNeeded()
      const box = (await centreCard(page).boundingBox())!
      const y = box.y + box.height / 2
      await swipe(page, box.x + box.width * 0.8, box.x + box.width * 0.1, y)
      await expectCentre(page, after(3))
      await swipe(page, box.x + box.width * 0.1, box.x + box.width * 0.8, y)
      await expectCentre(page, MODELS[3]!)
      await expect(page).toHaveURL(/\/$/)
    })
  })
})

/** A one-finger horizontal swipe (pointer events, as a touch screen sends them). */
async function swipe(page: Page, fromX: number, toX: number, y: number) {
  const client = await page.context().newCDPSession(page)
  const steps = 6
  await client.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: fromX, y }],
  })
  for (let step = 1; step <= steps; step += 1) {
    await client.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: fromX + ((toX - fromX) * step) / steps, y }],
    })
  }
  await client.send('Input.dispatchTouchEvent', {
    type: 'touchEnd',
    touchPoints: [],
  })
  await client.detach()
}

test.describe('home sections (SPEC §2, §4)', () => {
  test('brand, design, technology and services reveal on scroll across home-step-1 … home-step-6', async ({ page, navigate }) => {
    await page.setViewportSize({ width: 1366, height: 768 })
    await openHome(page, navigate)
    await expect(page.locator('html')).toHaveClass(/home-motion/)
    const services = page.locator('#home-step-6')
    await expect(services).not.toHaveAttribute('data-revealed')
    await expect(services).not.toHaveCSS('transform', 'none')
    // Hidden at once, not animated away while the page hydrates; only a reveal animates.
    const sectionAnimations = () => page.evaluate(() => document.getAnimations().filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.closest('[data-step]')).length)
    expect(await sectionAnimations()).toBe(0)
    // Straight to the services (no wait for the page to settle, as scrollIntoViewIfNeeded has): they animate in.
    await page.evaluate(() => document.getElementById('home-step-6')!.scrollIntoView())
    await expect.poll(sectionAnimations, { message: 'a reveal animates' }).toBeGreaterThan(0)
    for (let step = 1; step <= 6; step += 1) {
      await page.locator(`#home-step-${step}`).scrollIntoViewIfNeeded()
      await expect(page.locator(`#home-step-${step}`)).toHaveAttribute('data-revealed', 'true')
    }
    await expect(services).toHaveCSS('transform', 'none')
    await expect(page.locator('[data-scroll-step]')).toHaveAttribute('data-scroll-step', '6')
    await expect(page.getByRole('heading', { level: 2, name: 'Life in Motion' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: /Handling/ })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: /Safety/ })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: /Fuel efficiency/ })).toBeVisible()
  })

  test('loads the first banner image eagerly with high priority and the rest lazily, with sizes reserved; the services block shows the three Carloha Care 6-6-7 cards and links to booking a service', async ({ page, navigate }) => {
    await openHome(page, navigate)
    const images = page.locator('main img')
    const first = slides(page).nth(0).locator('img')
    await expect(first).toHaveAttribute('fetchpriority', 'high')
    await expect(first).toHaveAttribute('loading', 'eager')
    // Counted in one look: the islands add pictures as they hydrate (the banner's video poster…).
    const { total, lazy } = await images.evaluateAll((elements) => ({ total: elements.length, lazy: elements.filter((element) => element.getAttribute('loading') === 'lazy').length }))
    expect(lazy).toBe(total - 1)
    const unsized = await images.evaluateAll((elements) => elements.filter((element) => !element.getAttribute('width') || !element.getAttribute('height')).length)
    expect(unsized).toBe(0)

    const services = page.getByRole('region', {
      name: 'Carloha Care 6-6-7 services',
    })
    await services.scrollIntoViewIfNeeded()
    await expect(services.getByRole('listitem')).toHaveCount(3)
    await expect(services.getByRole('heading', { level: 3 })).toHaveText(['6 years Warranty', '6 years Free service', '7 days Repair timeline'])
    await expect(services.getByRole('listitem').nth(1)).toContainText('exclusive to new cars')
    await expect(services.getByRole('listitem').nth(2)).toContainText('courtesy car')
    await services.getByRole('link', { name: 'Book a service' }).click()
    await expect(page).toHaveURL(/\/contact\/#book-service$/)
  })
})

test.describe('home content without animation', () => {
  test.describe('reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })

    test('hides nothing for the reveal', async ({ page, navigate }) => {
      await openHome(page, navigate)
      await expect(page.locator('html')).not.toHaveClass(/home-motion/)
      await expect(page.locator('#home-step-6')).toHaveCSS('transform', 'none')
      await expect(page.locator('#home-step-6')).toHaveCSS('clip-path', 'none')
    })
  })

  test.describe('no JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('shows every section, the first slide and the centre model', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1, name: 'Chery Nigeria' })).toBeAttached()
      await expect(slides(page).nth(0).getByRole('heading', { name: 'Service that keeps you moving' })).toBeVisible()
      await expect(page.getByRole('tab', { name: MODELS[3]!.title, exact: true })).toHaveAttribute('aria-selected', 'true')
      for (let step = 1; step <= 6; step += 1) await expect(page.locator(`#home-step-${step}`)).toHaveCSS('clip-path', 'none')
      await page.locator('#home-step-6').scrollIntoViewIfNeeded()
      await expect(page.getByRole('heading', { name: 'Carloha Care 6-6-7 services' })).toBeVisible()
    })
  })
})

test.describe('home page', () => {
  for (const viewport of [
    { width: 412, height: 915 },
    { width: 1366, height: 768 },
  ]) {
    test(`has no axe violations at ${viewport.width} px once every section is revealed`, async ({ page, navigate }) => {
      await page.setViewportSize(viewport)
      await openHome(page, navigate)
      for (let step = 1; step <= 6; step += 1) {
        await page.locator(`#home-step-${step}`).scrollIntoViewIfNeeded()
        await expect(page.locator(`#home-step-${step}`)).toHaveAttribute('data-revealed', 'true')
      }
      await expect(page.locator('#home-step-6')).toHaveCSS('transform', 'none')
      const violations = await axeViolations(page)
      expect(violations).toEqual([])
    })
  }
})
