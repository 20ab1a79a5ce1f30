import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { parseHeadersFile } from '../scripts/lib/headers.mjs'

// How the built site is served: the same checks run against `npm start`'s server (project chromium)
// and against real nginx configured from the same header rules (project nginx, scripts/nginx.mjs), so
// the configuration docs/deploy.md gives is proven, not only described.

const distDir = process.env.E2E_DIST ?? 'dist'
const rules = parseHeadersFile(readFileSync(`${distDir}/_headers`, 'utf8'))
const globalHeaders = Object.fromEntries(
  rules.filter((rule) => rule.pattern === '/*').flatMap((rule) => rule.headers.map(([name, value]) => [name.toLowerCase(), value])),
)

function entryScript(html: string) {
  const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  if (!script) throw new Error('no data-entry script in the home page')
  return script
}

test.describe('serving the built site', () => {
  test('pages carry every security header of _headers, no-cache and brotli or gzip', async ({ request }) => {
    expect(Object.keys(globalHeaders)).toContain('content-security-policy')
    const response = await request.get('/about/', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(response.status()).toBe(200)
    const headers = response.headers()
    expect(headers['content-type']).toBe('text/html; charset=utf-8')
    expect(headers['content-encoding']).toBe('br')
    expect(headers['cache-control']).toBe('no-cache')
    for (const [name, value] of Object.entries(globalHeaders)) {
      // Over plain http both servers leave out upgrade-insecure-requests (the tests have no TLS).
      if (name === 'content-security-policy') expect(headers[name]).toBe(value.replace(/;\s*upgrade-insecure-requests/, ''))
      else expect(headers[name], name).toBe(value)
    }
    const gzip = await request.get('/about/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers()['content-encoding']).toBe('gzip')
    expect(await gzip.text()).toContain('<html')
  })

  test('hashed assets are cached for a year; other files for an hour', async ({ request }) => {
    const script = entryScript(await (await request.get('/')).text())
    const asset = await request.get(script)
    expect(asset.status()).toBe(200)
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers()['content-type']).toMatch(/^(text|application)\/javascript/)
    expect(asset.headers()['x-content-type-options']).toBe('nosniff')
    const icon = await request.get('/favicon.ico')
    expect(icon.status()).toBe(200)
    expect(icon.headers()['cache-control']).toBe('public, max-age=3600')
    expect(icon.headers()['content-encoding']).toBeUndefined()
  })

  test('a page address without its trailing slash redirects permanently, relative, keeping the query', async ({ request }) => {
    const redirects: Array<[string, string]> = [
      ['/about', '/about/'],
      ['/models/tiggo-9?colour=red', '/models/tiggo-9/?colour=red'],
    ]
    for (const [from, to] of redirects) {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status(), from).toBe(301)
      expect(response.headers()['location'], from).toBe(to)
      expect(response.headers()['x-frame-options'], from).toBe('DENY')
    }
  })

  test('empty path segments redirect to the address without them; an encoded slash is refused', async ({ request }) => {
    const redirects: Array<[string, string]> = [
      ['/models//tiggo-9/?colour=red', '/models/tiggo-9/?colour=red'],
      ['/zh-CN//news//detail/1/', '/zh-CN/news/detail/1/'],
    ]
    for (const [from, to] of redirects) {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status(), from).toBe(301)
      expect(response.headers()['location'], from).toBe(to)
    }
    for (const path of ['/about%2F/', '/models/tiggo-9%2f/', '/zh-CN%2Fabout/']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(400)
      expect(response.headers()['x-frame-options'], path).toBe('DENY')
    }
  })

  test('an unknown address answers 404 with the not-found page and the same headers', async ({ request }) => {
    const notFound = readFileSync(`${distDir}/404.html`, 'utf8')
    for (const path of ['/no-such-page/', '/models/no-such-model/', '/assets/missing.js', '/_headers']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(response.headers()['content-security-policy'], path).toBeTruthy()
      expect(response.headers()['cache-control'], path).toBe('no-cache')
      expect(await response.text(), path).toBe(notFound)
    }
    const chineseNotFound = readFileSync(`${distDir}/zh-CN/404.html`, 'utf8')
    for (const path of ['/zh-CN/no-such-page/', '/zh-CN/models/no-such-model/']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(await response.text(), path).toBe(chineseNotFound)
    }
    const redirect = await request.get('/zh-CN/about', { maxRedirects: 0 })
    expect(redirect.status()).toBe(301)
    expect(redirect.headers()['location']).toBe('/zh-CN/about/')
  })

  test('video answers byte ranges; HEAD has no body; writes and escapes are refused', async ({ request }) => {
    const range = await request.get('/media/banner-loop.mp4', { headers: { Range: 'bytes=0-9' } })
    expect(range.status()).toBe(206)
    expect((await range.body()).length).toBe(10)
    expect(range.headers()['content-range']).toMatch(/^bytes 0-9\/\d+$/)

    const head = await request.head('/about/')
    expect(head.status()).toBe(200)
    expect((await head.body()).length).toBe(0)

    expect((await request.post('/about/', { data: 'x' })).status()).toBe(405)
    expect((await request.get('/%E0%A4%A')).status()).toBe(400)
  })
})
