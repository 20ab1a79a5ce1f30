import { expect, test } from './fixtures'

type PageViewEntry = { event?: string; page_path?: string; page_title?: string }
type TrackedWindow = Window & { __noReload?: boolean }

test('client navigation does not reload the page and sends one page view per route', async ({ page, navigate }) => {
  await navigate('/')
  await page.evaluate(() => ((window as TrackedWindow).__noReload = true))
  const banner = page.getByRole('banner')

  await banner.getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL('/about/')
  await expect(page.getByRole('heading', { level: 1, name: 'About Chery Nigeria' })).toBeVisible()
  await expect(page).toHaveTitle('About Chery Nigeria | Official Site')

  await banner.getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL('/contact/')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()

  expect(await page.evaluate(() => (window as TrackedWindow).__noReload)).toBe(true)
  await expect
    .poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: PageViewEntry[] }).dataLayer ?? []).filter((entry) => entry.event === 'page_view').map((entry) => entry.page_path)))
    .toEqual(['/', '/about/', '/contact/'])
  const contactView = await page.evaluate(() => ((window as unknown as { dataLayer: PageViewEntry[] }).dataLayer).find((entry) => entry.page_path === '/contact/'))
  expect(contactView?.page_title).toBe('Contact Us | Chery Nigeria')
})

test('the Book a test drive button carries the model selected on a model page', async ({ page, navigate }) => {
  await navigate('/models/tiggo-9/')
  await page.getByRole('main').getByRole('link', { name: 'Book a test drive' }).click()
  await expect(page.getByRole('main').getByLabel('Model', { exact: true })).toHaveValue('tiggo-9')
  await expect(page).toHaveURL('/test-drive/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Book a test drive' })).toHaveAttribute('href', '/test-drive/?modelId=tiggo-9')
})
