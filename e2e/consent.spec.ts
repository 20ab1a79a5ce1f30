import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, markFirstFrameAfterParse, test, waitForHydration } from './fixtures'

// A first visit: no answer to the analytics question yet (the other specs start with one).
test.use({ storageState: { cookies: [], origins: [] } })

type DataLayerEntry = { event?: string; page_path?: string }

const dataLayer = (page: Page) =>
  page.evaluate(() => {
    const entries = (window as unknown as { dataLayer?: unknown[] }).dataLayer
    return entries === undefined ? undefined : entries.map((entry) => (Array.isArray(entry) || !(entry as DataLayerEntry).event ? Array.from(entry as ArrayLike<unknown>) : entry))
  })

const pageViews = async (page: Page) =>
  ((await dataLayer(page)) ?? []).filter((entry): entry is DataLayerEntry => !Array.isArray(entry) && (entry as DataLayerEntry).event === 'page_view').map((entry) => entry.page_path)

const consentBanner = (page: Page) => page.getByRole('region', { name: 'Can we count your visit?' })

async function openAndWait(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

test('nothing reaches the dataLayer before a choice; accepting counts this page once, then one per navigation; the choice is kept', async ({ page, context }) => {
  // The analytics code itself loads only once the visitor agrees (src/lib/analytics-on-consent.ts).
  const analyticsCode: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/analytics-[^/]+\.js$/.test(request.url())) analyticsCode.push(request.url())
  })
  await openAndWait(page, '/')
  const banner = consentBanner(page)
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Reject' })).toBeVisible()

  await page.getByRole('banner').getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL('/about/')
  await expect(page.getByRole('heading', { level: 1, name: 'About Chery Nigeria' })).toBeVisible()
  await page.waitForTimeout(300) // Kept: proves that something does NOT happen within this time: a page view would be pushed on the next frame
  expect(await dataLayer(page)).toBeUndefined()
  expect(analyticsCode).toEqual([])

  await banner.getByRole('button', { name: 'Accept' }).click()
  await expect(banner).toBeHidden()
  await expect.poll(() => pageViews(page)).toEqual(['/about/'])
  expect(analyticsCode).toHaveLength(1)
  const [consentDefault, consentUpdate] = (await dataLayer(page)) ?? []
  expect(consentDefault).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })])
  expect(consentUpdate).toEqual(['consent', 'update', { analytics_storage: 'granted' }])

  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL('/contact/')
  await expect.poll(() => pageViews(page)).toEqual(['/about/', '/contact/'])

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'analytics_consent')
  expect(cookie?.value).toBe('granted')
  const sixMonths = 182 * 24 * 3600
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(sixMonths - 3600)
  expect(cookie!.expires - Date.now() / 1000).toBeLessThan(sixMonths + 3600)

  await page.reload()
  await waitForHydration(page)
  await expect.poll(() => pageViews(page)).toEqual(['/contact/'])
  await expect(consentBanner(page)).toHaveCount(0)

  const newTab = await context.newPage()
  await openAndWait(newTab, '/news/')
  await expect.poll(() => pageViews(newTab)).toEqual(['/news/'])
  await expect(consentBanner(newTab)).toHaveCount(0)
})

test('rejecting with the keyboard leaves focus in the page\'s content, not on <body>, and sends nothing, on this page, after navigating or after a reload', async ({ page }) => {
  await openAndWait(page, '/models/tiggo-9/')
  await consentBanner(page).getByRole('button', { name: 'Reject' }).focus()
  await page.keyboard.press('Enter')
  await expect(consentBanner(page)).toBeHidden()
  await expect(page.locator('main#main')).toBeFocused()
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'About Chery Nigeria' })).toBeVisible()
  await page.reload()
  await waitForHydration(page)
  await page.waitForTimeout(300) // Kept: proves that something does NOT happen within this time (the banner does not come back).
  await expect(consentBanner(page)).toHaveCount(0)
  expect(await dataLayer(page)).toBeUndefined()
})

test('the answer can be changed from the footer with the keyboard, and a later rejection stops page views', async ({ page }) => {
  await openAndWait(page, '/')
  await consentBanner(page).getByRole('button', { name: 'Accept' }).click()
  await expect.poll(() => pageViews(page)).toEqual(['/'])

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })
  await settings.focus()
  await page.keyboard.press('Enter')
  const banner = consentBanner(page)
  await expect(banner).toBeFocused()
  await expect(banner).toContainText('You have accepted page-view statistics.')
  await page.keyboard.press('Tab') // the statement link
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(banner.getByRole('button', { name: 'Reject' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner).toBeHidden()
  await expect(settings).toBeFocused()

  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL('/contact/')
  await page.waitForTimeout(300) // Kept: proves that something does NOT happen within this time (no page view after rejection).
  expect(await pageViews(page)).toEqual(['/'])
  expect(((await dataLayer(page)) ?? []).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }])
})

test('the banner is not a modal: the page stays readable and usable behind it, on a phone, and axe finds nothing', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await openAndWait(page, '/test-drive/')
  const banner = consentBanner(page)
  await expect(banner).toBeVisible()
  const box = await banner.boundingBox()
  expect(box!.height).toBeLessThan(740 * 0.4)
  await expect(page.locator('[aria-modal="true"]')).toHaveCount(0)
  // Both answers are equally prominent: the same size and the same look.
  const [accept, reject] = await Promise.all(
    ['Accept', 'Reject'].map((name) =>
      banner.getByRole('button', { name }).evaluate((button) => {
        const style = getComputedStyle(button)
        const { width, height } = button.getBoundingClientRect()
        return { height, minWidth: style.minWidth, color: style.color, background: style.backgroundColor, border: style.borderColor, weight: style.fontWeight, wide: width }
      }),
    ),
  )
  expect({ ...accept, wide: undefined }).toEqual({ ...reject, wide: undefined })
  await page.getByRole('main').getByRole('heading', { level: 1 }).click()
  await expect(banner).toBeVisible()
  expect(await axeViolations(page), 'axe with the banner shown at 360 px').toEqual([])
})

test('the banner speaks Chinese with the zh-CN locale, and axe finds nothing with it shown at 1440 px', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 800 })
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: 'http://127.0.0.1' }])
  await openAndWait(page, '/')
  const banner = page.getByRole('region', { name: '我们可以统计您的访问吗？' })
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('button', { name: '接受' })).toBeVisible()
  await expect(banner.getByRole('button', { name: '拒绝' })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie 设置' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

for (const path of ['/', '/models/tiggo-9/', '/test-drive/', '/news/detail/5/']) {
  test(`no layout shift on ${path}, first visit and returning`, async ({ page }) => {
    // Every shift with what moved, so a failure names the element rather than only a score.
    const layoutShifts = () =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }
            const describe = (node?: Node) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName))
            const shifts: string[] = []
            // While the parser still adds the page's own HTML, a slow machine may paint half an element
            // (a button before its text, half the header's links); that is the document arriving, not
            // something the page moves. The first frame painted once parsing ended still compares with
            // such a half-parsed frame: the init script marks the frame after it (a shift is stamped
            // after its frame's animation callbacks ran, so a mark taken in that frame comes too early).
            const parsed = (window as unknown as { __firstFrameAfterParse?: number }).__firstFrameAfterParse ?? 0
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Shift[]) {
                if (entry.hadRecentInput || entry.startTime <= parsed) continue
                const sources = entry.sources.map((source) => `${describe(source.node)} ${JSON.stringify(source.previousRect)} → ${JSON.stringify(source.currentRect)}`)
                shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${sources.join('; ')}`)
              }
            }).observe({ type: 'layout-shift', buffered: true })
            setTimeout(() => resolve(shifts), 500) // Kept: proves that something does NOT happen within this time (no layout shift in the window observed)
          }),
      )
    await markFirstFrameAfterParse(page)
    await openAndWait(page, path)
    await expect(consentBanner(page)).toBeVisible()
    expect(await layoutShifts()).toEqual([])
    await consentBanner(page).getByRole('button', { name: 'Accept' }).click()
    await openAndWait(page, path)
    expect(await layoutShifts()).toEqual([])
  })
}

test('the question is in the prerendered page and painted with it, before any script; never shown once answered or without scripts', async ({ page, context, browser, baseURL }) => {
  // A banner that appeared only after hydration was the page's late largest paint (LCP 2.6 s on
  // the compare page against 0.9 s without scripts): it must be on screen before the scripts run.
  // Lite mode holds the scripts until the first touch.
  const url = new URL(baseURL!)
  const lite = { name: 'lite', value: '1', domain: url.hostname, path: '/' }
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await context.addCookies([lite])
  await page.goto('/models/compare/')
  await expect(consentBanner(page)).toBeVisible()
  expect(scripts).toEqual([])

  await context.clearCookies()
  await openAndWait(page, '/models/compare/')
  await consentBanner(page).getByRole('button', { name: 'Reject' }).click()
  await expect(consentBanner(page)).toBeHidden()
  await context.addCookies([lite])
  scripts.length = 0
  await page.goto('/zh-CN/test-drive/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('consent-banner')).toBeHidden() // answered: hidden from the first paint
  expect(scripts).toEqual([])

  const withoutScripts = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const noScriptPage = await withoutScripts.newPage()
  await noScriptPage.goto('/models/compare/')
  await expect(noScriptPage.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(noScriptPage.getByTestId('consent-banner')).toBeHidden() // its buttons would do nothing
  await withoutScripts.close()
})

test('the statement lists what is stored on the device and why', async ({ page }) => {
  await openAndWait(page, '/statement/')
  const cookies = page.locator('#cookies').locator('..')
  await expect(cookies).toContainText('analytics_consent')
  await expect(cookies).toContainText('never sent twice')
  await expect(cookies).toContainText('six months')
})

/** As a phone does when the visitor switches app: the page is hidden (web-vitals' moment to report). */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })

const vitalsEvents = async (page: Page) => ((await dataLayer(page)) ?? []).filter((entry) => !Array.isArray(entry) && (entry as DataLayerEntry).event === 'web_vitals')

test("real visitors' vitals: nothing before a choice; after accepting, one event for the page load, with its template and language", async ({ page }) => {
  await openAndWait(page, '/zh-CN/models/tiggo-9/')
  await hide(page)
  expect(await dataLayer(page)).toBeUndefined()

  await page.evaluate(() => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' }))
  await page.getByRole('region', { name: '我们可以统计您的访问吗？' }).getByRole('button', { name: '接受' }).click()
  await expect.poll(() => pageViews(page)).toEqual(['/zh-CN/models/tiggo-9/'])
  // The browser times a tap only once the frame after it is painted: on a busy machine that can be
  // after the page view, and a page hidden before it has no interaction to report.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('first-input').length)).toBe(1)
  await hide(page)
  await expect.poll(() => vitalsEvents(page)).toHaveLength(1)
  const [event] = await vitalsEvents(page)
  expect(event).toMatchObject({ page_template: '/models/$id', page_language: 'zh-CN', page_path: '/zh-CN/models/tiggo-9/', lcp: expect.any(Number), cls: expect.any(Number) })
  // The accept button's tap was this load's interaction (the button is gone: no target to name).
  expect(event).toMatchObject({ inp: expect.any(Number), inp_type: 'pointer' })
  await hide(page)
  expect(await vitalsEvents(page)).toHaveLength(1)
})
