import { eachPathInOneTab, expect, test, waitForHydration } from './fixtures'
import { ACCOUNT_PAGES, NOT_FOUND_PATHS, PAGES } from './site-routes'

// Headers, caching and compression of every answer: e2e/serving.spec.ts (also against nginx).

test('every page, in both languages, runs under its Content Security Policy without a violation', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = violations
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  const englishPaths = [...PAGES.map(({ path }) => path), ...ACCOUNT_PAGES.map(({ path }) => path), NOT_FOUND_PATHS[0]]
  // The Chinese pages load chunks of their own (their strings) under the same policy.
  const paths = [...englishPaths, ...englishPaths.map((path) => `/zh-CN${path}`)]
  await eachPathInOneTab(paths, async (path) => {
    await page.goto(path)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), path).toEqual([])
  })
})

test('the CSP header allows no inline script but the pages\' own, and the page still hydrates', async ({ page, request, allowConsole }) => {
  const csp = (await request.get('/contact/')).headers()['content-security-policy']!
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1]
  expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/)

  // Injected first in <head>, before the page's own <meta> policy: only the header can stop it.
  await page.route('**/contact/', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace('<head>', '<head><script>window.__injected = true</script>')
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)))
    await route.fulfill({ response, headers, body: html })
  })
  allowConsole(/Content Security Policy/)
  const blocked = page.waitForEvent('console', (message) => /Content Security Policy/.test(message.text()))
  await page.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = violations
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  await page.goto('/contact/')
  await blocked
  await waitForHydration(page)
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual(['script-src-elem inline'])
})
