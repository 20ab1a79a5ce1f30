import { eachPathInOneTab, expect, test } from './fixtures'
import { NOT_FOUND_PATHS, TEMPLATE_PAGES } from './site-routes'

// Served from dist-dev/: React's development build, which reports every hydration mismatch on the
// console, and the fixtures fail a test on any console error or warning.
test('development build: the not-found page hydrates without warnings', async ({ page }) => {
  const response = await page.goto(NOT_FOUND_PATHS[1])
  expect(response?.status()).toBe(404)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
})

// With the locale cookie the page hydrates in English (what was prerendered; any mismatch there is
// reported too), then switches to Chinese; React's development build reports any part that hydrated
// in the other language. One page of each template: the pages of a template render the same code.
test('development build: a page of each template hydrates without warnings, then switches to Chinese without a mismatch', async ({ page, context, navigate }) => {
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: 'http://127.0.0.1' }])
  const paths = TEMPLATE_PAGES.map(({ path }) => path)
  await eachPathInOneTab(
    paths,
    async (path) => {
      await navigate(path)
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'zh-CN')
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
      await expect(page.getByRole('banner').getByRole('link', { name: '关于我们' }), path).toBeVisible()
      await expect(page.getByRole('contentinfo'), path).toContainText('奇瑞')
    },
    15_000,
  )
})

test('development build: in Chinese, a route whose strings were not loaded yet opens in Chinese after client-side navigation', async ({ page, context, navigate }) => {
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: 'http://127.0.0.1' }])
  await navigate('/about/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await page.getByRole('contentinfo').getByRole('link', { name: '客户调查', exact: true }).click()
  await expect(page).toHaveURL('/zh-CN/survey/')
  await expect(page.getByRole('heading', { level: 1, name: '我们做得怎么样？' })).toBeVisible()
})

// The comparison is prerendered with its default pair; a shared address's choice must come in after
// hydration (issue 26), or React reports the columns that hydrated with other models.
test('development build: the comparison opened from a shared address hydrates without a mismatch, then shows its choice', async ({ page, navigate }) => {
  await navigate('/models/compare/?models=arrizo-5,tiggo-2-pro,tiggo-4-pro')
  const columns = page.getByRole('main').getByRole('table').locator('thead th[scope="col"]')
  await expect(columns).toHaveCount(3)
  await expect(columns.first()).toContainText('Arrizo 5')
  await expect(columns.last()).toContainText('Tiggo 4 Pro')
})
