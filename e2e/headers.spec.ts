import { expect, test } from './fixtures'

test('pages are served with security headers, no-cache and compression', async ({ request }) => {
  const response = await request.get('/about/', { headers: { 'Accept-Encoding': 'br, gzip' } })
  const headers = response.headers()
  expect(headers['content-encoding']).toBe('br')
  expect(headers['cache-control']).toBe('no-cache')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['content-security-policy']).toContain("object-src 'none'")

  const gzip = await request.get('/about/', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(gzip.headers()['content-encoding']).toBe('gzip')
})

test('hashed assets are cached for a year and immutable', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const script = /<script data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()
  const response = await request.get(script!)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

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
