import { expect, test } from './fixtures'

// Headers, caching and compression of every answer: e2e/serving.spec.ts (also against nginx).

test('every page runs under its Content Security Policy without a violation', async ({ page, navigate }) => {
  await page.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = violations
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  for (const path of ['/', '/about/', '/models/tiggo-9/', '/test-drive/', '/no-such-page/']) {
    if (path === '/no-such-page/') await page.goto(path)
    else await navigate(path)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([])
  }
})
