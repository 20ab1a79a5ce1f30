import { axeViolations } from './axe'
import { eachPathInOneTab, expect, test } from './fixtures'
import { PAGES } from './site-routes'

// The site's CSP blocks injected scripts, as it should; axe is a test tool injected from outside.
test.use({ bypassCSP: true })

test('every route has no axe violations once hydrated', async ({ page, navigate }) => {
  await eachPathInOneTab([...PAGES.map(({ path }) => path), '/no-such-page/'], async (path) => {
    await navigate(path)
    expect(await axeViolations(page), path).toEqual([])
  })
})
