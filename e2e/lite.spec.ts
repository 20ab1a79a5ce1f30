import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

// Lite mode: the browser's Save-Data signal or the footer's Lite switch. Pages then cost only their
// HTML, styles and pictures until the visitor's first touch, key or focus.

const LITE_COOKIE = { name: 'lite', value: '1', url: 'http://127.0.0.1' }

function recordScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true')

test('with the Lite switch on, a page loads no script until the first touch, and its links work as plain links', async ({ page, context }) => {
  await context.addCookies([LITE_COOKIE])
  const scripts = recordScripts(page)
  await page.goto('/', { waitUntil: 'load' })
  await page.waitForTimeout(1500) // Kept: proves that something does NOT happen within this time (no script loads without a touch).
  expect(scripts).toEqual([])
  expect(await hydrated(page)).toBe(false)

  // Links are plain links before any script: a full page load, still without scripts.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Chery Nigeria' }).click({ noWaitAfter: true })
  await expect(page).toHaveURL('/about/')
  await expect(page.getByRole('heading', { level: 1, name: 'About Chery Nigeria' })).toBeVisible()
  expect(scripts).toEqual([])

  // Moving through links with the keyboard needs no script either; a button does.
  await page.keyboard.press('Tab')
  await page.waitForTimeout(500) // Kept: proves that something does NOT happen within this time (Tab loads no script).
  expect(scripts).toEqual([])
  await page.getByRole('banner').getByRole('button', { name: /Models/ }).click()
  await waitForHydration(page)
  expect(scripts.length).toBeGreaterThan(0)
  // The tap that started the scripts is replayed: the menu opens.
  await expect(page.getByRole('banner').getByRole('button', { name: /Models/ })).toHaveAttribute('aria-expanded', 'true')
})

test('with the Save-Data signal, the first tap loads the page, and what was typed before it is kept', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: Object.assign(new EventTarget(), { saveData: true }) })
  })
  const scripts = recordScripts(page)
  await page.goto('/account/dealer/', { waitUntil: 'load' })
  await page.waitForTimeout(1000) // Kept: proves that something does NOT happen within this time (no script loads before the first tap).
  expect(scripts).toEqual([])

  await page.getByLabel('Company name').click()
  await page.keyboard.type('Northern Motors')
  await waitForHydration(page)
  await expect(page.getByLabel('Company name')).toHaveValue('Northern Motors')
  await page.getByLabel('Company name').press('End')
  await page.keyboard.type(' Ltd')
  await expect(page.getByLabel('Company name')).toHaveValue('Northern Motors Ltd')
})

test('the footer switch turns Lite mode on and off and is remembered; home then neither autoplays nor loads the other slides', async ({ page, context, navigate }) => {
  await navigate('/')
  const liteSwitch = page.getByRole('contentinfo').getByRole('button', { name: 'Lite mode' })
  await expect(liteSwitch).toHaveAttribute('aria-pressed', 'false')
  await liteSwitch.click()
  await expect(liteSwitch).toHaveAttribute('aria-pressed', 'true')
  const liteCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'lite')?.value
  // The page's cookie write reaches the browser's store a moment later.
  await expect.poll(liteCookie).toBe('1')

  const images: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image' || request.resourceType() === 'media') images.push(new URL(request.url()).pathname)
  })
  await page.reload({ waitUntil: 'load' })
  await liteSwitch.focus()
  await waitForHydration(page)
  await expect(liteSwitch).toHaveAttribute('aria-pressed', 'true')
  await page.waitForTimeout(1500) // Kept: proves that something does NOT happen within this time (the banner does not start playing).
  await expect(page.locator('[aria-roledescription="carousel"]').first()).toHaveAttribute('data-playing', 'false')
  await expect(page.locator('[aria-roledescription="carousel"]').first()).toHaveAttribute('data-engine', 'static')
  expect(images.filter((path) => /\.(mp4|webm)$/.test(path))).toEqual([])

  await liteSwitch.click()
  await expect(liteSwitch).toHaveAttribute('aria-pressed', 'false')
  await expect.poll(liteCookie).toBeUndefined()
})

test('hydrating later than usual does not move the page: a visitor who scrolled stays where they were', async ({ page, context }) => {
  await context.addCookies([LITE_COOKIE])
  await page.goto('/models/tiggo-9/', { waitUntil: 'load' })
  const slider = page.getByRole('slider', { name: '360° view' })
  await slider.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(1000)
  await slider.focus()
  await waitForHydration(page)
  await page.waitForTimeout(500) // Kept: proves that something does NOT happen within this time (the page does not jump).
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
})
