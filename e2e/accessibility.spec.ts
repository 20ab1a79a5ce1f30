import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { PAGES } from './site-routes'

// The site's CSP blocks injected scripts, as it should; axe is a test tool injected from outside.
test.use({ bypassCSP: true })

const ROUTES = [...PAGES.map(({ path }) => path), '/no-such-page/']

// One tab visits every route in turn (a new page per route cost about a second each).
test('every route has no axe violations once hydrated', async ({ page, navigate }) => {
  test.setTimeout(ROUTES.length * 10_000)
  for (const path of ROUTES) {
    await test.step(path, async () => {
      await navigate(path)
      expect(await axeViolations(page), path).toEqual([])
    })
  }
})
