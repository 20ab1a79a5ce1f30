import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { PAGES } from './site-routes'

// The site's CSP blocks injected scripts, as it should; axe is a test tool injected from outside.
test.use({ bypassCSP: true })

for (const { path } of [...PAGES, { path: '/no-such-page/' }]) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    const violations = await axeViolations(page)
    expect(violations).toEqual([])
  })
}
