import { expect, test } from './fixtures'

// Served from the development build, where React reports every hydration mismatch on the console
// (and the fixtures fail on any). The home islands hydrate after the page itself (island.tsx), so
// these tests wait for them (and the footer, an island too) before they finish.
test('development build: the home islands hydrate without warnings', async ({ page, navigate }) => {
  await navigate('/')
  await expect(page.locator('[data-island="hydrated"]')).toHaveCount(4)
  await page.getByRole('tab', { name: 'Tiggo 8 Pro' }).click()
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText('Tiggo 8 Pro')
  await page.getByRole('region', { name: 'Highlights' }).getByRole('button', { name: 'Show slide 2' }).click()
  await expect(page.getByRole('region', { name: 'Highlights' })).toHaveAttribute('data-engine', 'ready')
})

test('development build: with the Chinese locale cookie the home islands hydrate in English, then switch', async ({ page, context, navigate }) => {
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: 'http://127.0.0.1' }])
  await navigate('/')
  await expect(page.locator('[data-island="hydrated"]')).toHaveCount(4)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.getByRole('tablist', { name: '选择车型' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Carloha Care 6-6-7 服务' })).toBeAttached()
})

test('development build: with the Chinese locale cookie and the islands\' chunk arriving late, they still hydrate in English first', async ({ page, context, navigate }) => {
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: 'http://127.0.0.1' }])
  await context.route(/\/home-content-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000)) // Kept: not a wait, the simulated late chunk itself
    await route.continue()
  })
  await navigate('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.locator('[data-island="hydrated"]')).toHaveCount(4, { timeout: 15_000 })
  await expect(page.getByRole('tablist', { name: '选择车型' })).toBeVisible()
})

test('development build: client-side navigation to the home page renders the islands at once', async ({ page, navigate }) => {
  await navigate('/about/')
  await page.getByRole('banner').getByRole('link').first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('tablist', { name: 'Choose a model' })).toBeVisible()
  await expect(page.locator('[data-island="hydrated"]')).toHaveCount(4)
  await expect(page.getByRole('region', { name: 'Highlights' }).locator('[aria-roledescription="slide"]')).toHaveCount(4)
})
