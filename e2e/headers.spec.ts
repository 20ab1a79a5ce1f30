import { readFileSync } from 'node:fs'
import { cspViolations, recordCspViolations } from './csp-violations'
import { expect, test, waitForHydration } from './fixtures'

// Headers, caching and compression of every answer: e2e/serving.spec.ts (also against nginx).
// One page of each template in both languages runs under its policy without a violation: e2e/routes.spec.ts.

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
  await recordCspViolations(page)
  await page.goto('/contact/')
  await blocked
  await waitForHydration(page)
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
  expect(await cspViolations(page)).toEqual(['script-src-elem inline'])
})

test("docs/deploy.md's nginx example allows exactly this build's inline scripts", () => {
  const scriptSrc = (text: string) => /script-src ([^;"]*)/.exec(text)?.[1]
  const build = scriptSrc(readFileSync(`${process.env.E2E_DIST ?? 'dist'}/_headers`, 'utf8'))
  const example = /<!-- nginx-config:start[\s\S]*?<!-- nginx-config:end -->/.exec(readFileSync('docs/deploy.md', 'utf8'))?.[0] ?? ''
  expect(build).toMatch(/'sha256-/)
  expect(scriptSrc(example), 'stale: npm run build, then node scripts/nginx.mjs --update-docs').toBe(build)
})
