import { expect, test } from './fixtures'
import { ACCOUNT_PAGES, NOT_FOUND_PATHS, PAGES } from './site-routes'

// Served from dist-dev/: React's development build, which reports every hydration mismatch on the
// console, and the fixtures fail a test on any console error or warning.
for (const { path, heading } of [...PAGES, ...ACCOUNT_PAGES]) {
  test(`development build: ${path} hydrates without warnings`, async ({ page, navigate }) => {
    await navigate(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  })
}

test('development build: the not-found page hydrates without warnings', async ({ page }) => {
  const response = await page.goto(NOT_FOUND_PATHS[1])
  expect(response?.status()).toBe(404)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
})
