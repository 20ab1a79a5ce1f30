import { englishRuns, visibleText } from './english-runs'
import { expect, test, waitForHydration } from './fixtures'

// Issue 23: every page in both languages, Chinese at /zh-CN/<path>, a switch between them, and
// nothing left in English on a Chinese page but the names that stay Latin by design.

// The switch on a page of each template, both ways, is checked in the whole-site sweep on each
// Chinese page (e2e/routes.spec.ts); what each page says in Chinese, its address and its alternates
// on every built page (build-checks/languages.test.ts).
const zh = (path: string) => `/zh-CN${path}`

test('the remembered language: an English address opens the Chinese page, with no English painted first', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: 'http://127.0.0.1' }])
  await page.goto('/about/')
  await expect(page).toHaveURL('/zh-CN/about/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u4e00-\u9fff]/)
  // The English page replaced itself: the tab's history is the blank page it opened with and the Chinese page.
  expect(await page.evaluate(() => history.length)).toBe(2)
})

test('the remembered language never sends a visitor to another site, whatever slashes the address starts with', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en-US', url: 'http://127.0.0.1' }])
  const elsewhere: string[] = []
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      elsewhere.push(route.request().url())
      return route.abort()
    },
  )
  for (const path of ['/zh-CN//evil.example/phish', '/zh-CN/\\evil.example/', '/zh-CN///evil.example/?a=1#x']) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page")
    expect(new URL(page.url()).hostname, path).toBe('127.0.0.1')
  }
  expect(elsewhere).toEqual([])
})

test('a Chinese address keeps a repeated parameter as it came (never rewritten as JSON text)', async ({ page }) => {
  await page.goto('/zh-CN/about/?utm_source=a&utm_source=b&x=1')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page).toHaveURL('/zh-CN/about/?utm_source=a&utm_source=b&x=1')
})

test('the switch works before the scripts run (Lite mode), and Lite mode in Chinese is Chinese', async ({ page, context }) => {
  await context.addCookies([{ name: 'lite', value: '1', url: 'http://127.0.0.1' }])
  await page.goto(zh('/models/tiggo-9/'), { waitUntil: 'load' })
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  expect(englishRuns(await visibleText(page))).toEqual([])
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL('/models/tiggo-9/')
  // Recorded by the page's inline script, not by the app: the next page does not send the visitor back.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await page.goto('/about/')
  await expect(page).toHaveURL('/about/')
})

test('switching language on the test-drive form keeps what was typed, and the model chosen over the link\'s', async ({ page }) => {
  await page.goto('/test-drive/?modelId=tiggo-9')
  await waitForHydration(page)
  const model = page.getByRole('main').getByLabel('Model', { exact: true })
  await expect(model).toHaveValue('tiggo-9')
  await expect(page).toHaveURL('/test-drive/')
  await model.selectOption('arrizo-5')
  await page.getByLabel('Showroom').first().selectOption({ label: 'Ikeja, Lagos' })
  await page.getByRole('banner').getByRole('link', { name: '中文' }).click()
  await expect(page).toHaveURL('/zh-CN/test-drive/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.getByLabel('车型').first()).toHaveValue('arrizo-5')
  const showroom = page.getByLabel('展厅').first()
  await expect(showroom).toHaveValue((await showroom.locator('option', { hasText: 'Ikeja' }).getAttribute('value')) ?? 'none')

  // Back to English, then a reload: still the visitor's model, never the link's again.
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(model).toHaveValue('arrizo-5')
  await page.reload()
  await waitForHydration(page)
  await expect(model).toHaveValue('arrizo-5')
})
