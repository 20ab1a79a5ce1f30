import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { PAGES } from './site-routes'

/** The root layout's spinner (SPEC §2), driven by the shared loading flag. */
function spinner(page: Page) {
  return page.getByRole('progressbar', { name: 'Please wait…' })
}

// Every mocked API answer waits this long (mocks/latency.ts, ?mockLatency=): far past the 200 ms
// after which a wait shows the spinner.
const LATENCY = 'mockLatency=2000'

test.describe('the global spinner', () => {
  test('shows while a client-side navigation waits for its data, and goes with the new page', async ({ page, navigate }) => {
    await navigate(`/news/detail/1/?${LATENCY}`)
    await expect(spinner(page)).toHaveCount(0)
    await page.getByRole('navigation', { name: 'More news' }).getByRole('link', { name: /Next article/ }).click()
    await expect(spinner(page)).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible()
    const next = PAGES.find((entry) => entry.path === '/news/detail/2/')!
    await expect(page.getByRole('heading', { level: 1, name: next.heading })).toBeVisible({ timeout: 20_000 })
    await expect(spinner(page)).toHaveCount(0)
  })

  test('shows while an account screen waits for its data, and goes when the data is shown', async ({ page, navigate }) => {
    await navigate('/account/login/')
    await page.getByLabel('Phone number').fill('+234 800 000 0100')
    await page.getByLabel('Password', { exact: true }).fill('Password123')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByRole('region', { name: 'Personal details' })).toBeVisible()
    await expect(spinner(page)).toHaveCount(0)

    // A fresh visit: the session check, then the profile, each answered after the latency.
    await navigate(`/account/profile/?${LATENCY}`)
    await expect(page.getByRole('status').filter({ hasText: 'Checking' })).toBeVisible()
    await expect(spinner(page)).toBeVisible()
    // The bar sits in a landmark (the banner), like everything else on the page.
    expect(await axeViolations(page)).toEqual([])
    await expect(page.getByRole('region', { name: 'Personal details' })).toBeVisible({ timeout: 20_000 })
    await expect(spinner(page)).toHaveCount(0)
  })
})
