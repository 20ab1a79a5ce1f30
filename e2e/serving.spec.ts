import { existsSync, readFileSync } from 'node:fs'
import { expect, test, type TestInfo } from '@playwright/test'
import { headersFor, parseHeadersFile } from '../scripts/lib/headers.mjs'
import { HOSTILE_REQUESTS, answerProblems, fetchRaw, type HostileRequest } from '../scripts/lib/hostile-paths.ts'

// How the built site is served: the same checks run against `npm start`'s server (project chromium),
// real nginx configured from the same header rules with the locale redirect on (project nginx,
// scripts/nginx.mjs) and Cloudflare's runtime reading dist/_headers itself (project cloudflare,
// `wrangler pages dev`), so the configurations docs/deploy.md gives are proven, not only described.
// Where Cloudflare Pages answers differently by design, its answer is asserted (docs/deploy.md,
// "Netlify / Cloudflare Pages").

const distDir = process.env.E2E_DIST ?? 'dist'
const rules = parseHeadersFile(readFileSync(`${distDir}/_headers`, 'utf8'))
const lowerCased = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
// What a document (a page, the not-found page) is sent with, and what only a document is sent with
// (decision 032): every other file carries nosniff and its cache rule, a stylesheet its referrer policy.
const { 'cache-control': _, ...documentHeaders } = lowerCased(headersFor('/about/', rules))
const DOCUMENT_ONLY = ['x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'strict-transport-security', 'content-security-policy']

type Server = 'node' | 'nginx' | 'cloudflare'
const serverOf = (testInfo: TestInfo): Server => (testInfo.project.name === 'nginx' || testInfo.project.name === 'cloudflare' ? testInfo.project.name : 'node')

/** Every header a document gets; over plain http our servers leave out upgrade-insecure-requests
 * (the tests have no TLS), Cloudflare sends _headers as written (its sites are https). */
function expectDocumentHeaders(headers: Record<string, string>, server: Server, label: string) {
  for (const [name, value] of Object.entries(documentHeaders)) {
    expect(headers[name], `${label}: ${name}`).toBe(name === 'content-security-policy' && server !== 'cloudflare' ? value.replace(/;\s*upgrade-insecure-requests/, '') : value)
  }
}

function entryScript(html: string) {
  const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  if (!script) throw new Error('no data-entry script in the home page')
  return script
}

test.describe('serving the built site', () => {
  test('pages carry every security header and the CSP, no-cache and brotli or gzip', async ({ request }, testInfo) => {
    const server = serverOf(testInfo)
    expect(Object.keys(documentHeaders).sort()).toEqual([...DOCUMENT_ONLY, 'referrer-policy', 'x-content-type-options'].sort())
    for (const path of ['/', '/about/', '/zh-CN/models/tiggo-9/']) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } })
      expect(response.status(), path).toBe(200)
      const headers = response.headers()
      expect(headers['content-type'], path).toBe('text/html; charset=utf-8')
      expect(headers['content-encoding'], path).toBe('br')
      expect(headers['cache-control'], path).toBe('no-cache')
      expectDocumentHeaders(headers, server, path)
    }
    const gzip = await request.get('/about/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers()['content-encoding']).toBe('gzip')
    expect(await gzip.text()).toContain('<html')
  })

  test('hashed assets are cached for a year, other files for an hour (revalidated on Cloudflare); files carry nosniff, no document header, a stylesheet its referrer policy', async ({ request }, testInfo) => {
    const home = await (await request.get('/')).text()
    const script = entryScript(home)
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1]
    if (!stylesheet) throw new Error('no stylesheet in the home page')
    // Cloudflare Pages sends a referrer policy of its own, the same value, with every answer.
    const referrerPolicyEverywhere = serverOf(testInfo) === 'cloudflare'
    const expectFileHeaders = (headers: Record<string, string>, path: string) => {
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      for (const name of DOCUMENT_ONLY) expect(headers[name], `${path}: ${name}`).toBeUndefined()
      expect(headers['referrer-policy'], path).toBe(path.endsWith('.css') || referrerPolicyEverywhere ? documentHeaders['referrer-policy'] : undefined)
    }
    for (const [path, type] of [[script, /^(text|application)\/javascript/], [stylesheet, /^text\/css/]] as const) {
      const asset = await request.get(path)
      expect(asset.status(), path).toBe(200)
      expect(asset.headers()['content-type'], path).toMatch(type)
      expect(asset.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable')
      expectFileHeaders(asset.headers(), path)
    }
    const icon = await request.get('/favicon.ico')
    expect(icon.status()).toBe(200)
    // A file with no rule of its own: Cloudflare Pages' default is to revalidate it every time.
    expect(icon.headers()['cache-control']).toBe(serverOf(testInfo) === 'cloudflare' ? 'public, max-age=0, must-revalidate' : 'public, max-age=3600')
    // Cloudflare compresses an icon (image/x-icon is on its list); our servers send it as it is.
    expect(icon.headers()['content-encoding']).toBe(serverOf(testInfo) === 'cloudflare' ? 'gzip' : undefined)
    expectFileHeaders(icon.headers(), '/favicon.ico')
  })

  test('a page address without its trailing slash redirects permanently, relative, keeping the query', async ({ request }, testInfo) => {
    // Cloudflare Pages redirects with 308 (permanent, method kept).
    const permanent = serverOf(testInfo) === 'cloudflare' ? 308 : 301
    const redirects: Array<[string, string]> = [
      ['/about', '/about/'],
      ['/models/tiggo-9?colour=red', '/models/tiggo-9/?colour=red'],
      ['/zh-CN/about', '/zh-CN/about/'],
    ]
    for (const [from, to] of redirects) {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status(), from).toBe(permanent)
      expect(response.headers()['location'], from).toBe(to)
      // Followed, never shown: its address's headers (nosniff), none a document's.
      expect(response.headers()['x-content-type-options'], from).toBe('nosniff')
      expect(response.headers()['content-security-policy'], from).toBeUndefined()
    }
  })

  test('empty path segments redirect to the address without them; an encoded slash is refused', async ({ request }, testInfo) => {
    const cases: Array<[string, string]> = [
      ['/models//tiggo-9/?colour=red', '/models/tiggo-9/?colour=red'],
      ['/zh-CN//news//detail/1/', '/zh-CN/news/detail/1/'],
    ]
    const cloudflare = serverOf(testInfo) === 'cloudflare'
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 })
      // Cloudflare Pages merges the slashes itself and serves the page where it was asked for.
      expect(response.status(), from).toBe(cloudflare ? 200 : 301)
      expect(response.headers()['location'], from).toBe(cloudflare ? undefined : to)
    }
    for (const path of ['/about%2F/', '/models/tiggo-9%2f/', '/zh-CN%2Fabout/']) {
      const response = await request.get(path, { maxRedirects: 0 })
      // Cloudflare Pages decodes the slash and serves that page.
      expect(response.status(), path).toBe(cloudflare ? 200 : 400)
      expect(response.headers()['x-frame-options'], path).toBe('DENY')
    }
  })

  test("an unknown address answers 404 with the not-found page and a document's headers", async ({ request }, testInfo) => {
    const server = serverOf(testInfo)
    const notFound = readFileSync(`${distDir}/404.html`, 'utf8')
    for (const path of ['/no-such-page/', '/models/no-such-model/', '/assets/missing.js']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      // nginx and the Node server send the not-found page's headers; Cloudflare Pages those of the
      // address asked for, a file's at a file's address (docs/deploy.md).
      if (server === 'cloudflare' && !path.endsWith('/')) expect(response.headers()['content-security-policy'], path).toBeUndefined()
      else expectDocumentHeaders(response.headers(), server, path)
      // Never cached like the file it stands in for: Cloudflare Pages stores no error at all.
      expect(response.headers()['cache-control'], path).toBe(server === 'cloudflare' ? 'no-store' : 'no-cache')
      expect(await response.text(), path).toBe(notFound)
    }
    const chineseNotFound = readFileSync(`${distDir}/zh-CN/404.html`, 'utf8')
    for (const path of ['/zh-CN/no-such-page/', '/zh-CN/models/no-such-model/']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expectDocumentHeaders(response.headers(), server, path)
      expect(await response.text(), path).toBe(chineseNotFound)
    }
    // Configuration, not content. Cloudflare Pages does not publish it; wrangler's local asset server
    // fails on it (it looks for _headers/index.html) and answers 502, still without the file.
    const headersFile = await request.get('/_headers')
    expect(headersFile.status()).toBe(server === 'cloudflare' ? 502 : 404)
    expect(await headersFile.text()).not.toContain(readFileSync(`${distDir}/_headers`, 'utf8').split('\n')[0])
  })

  test('video answers byte ranges (the whole file on Cloudflare); HEAD has no body; writes and escapes are refused', async ({ request }, testInfo) => {
    const cloudflare = serverOf(testInfo) === 'cloudflare'
    const range = await request.get('/media/banner-loop.mp4', { headers: { Range: 'bytes=0-9' } })
    if (cloudflare) {
      // wrangler's runtime answers a Range with the whole file, as Cloudflare's docs long said of Pages.
      expect(range.status()).toBe(200)
      expect((await range.body()).length).toBe(readFileSync(`${distDir}/media/banner-loop.mp4`).length)
    } else {
      expect(range.status()).toBe(206)
      expect((await range.body()).length).toBe(10)
      expect(range.headers()['content-range']).toMatch(/^bytes 0-9\/\d+$/)
    }

    const head = await request.head('/about/')
    expect(head.status()).toBe(200)
    expect((await head.body()).length).toBe(0)

    expect((await request.post('/about/', { data: 'x' })).status()).toBe(405)
    // A broken escape: no page by any reading (Cloudflare answers its not-found page).
    expect((await request.get('/%E0%A4%A')).status()).toBe(cloudflare ? 404 : 400)
  })

  test('no crafted address redirects off the site, splits a header or serves what is no page (scripts/lib/hostile-paths.ts)', async ({ baseURL }, testInfo) => {
    const server = serverOf(testInfo)
    const origin = new URL(baseURL!).origin
    const pageExists = (pathname: string) => pathname.endsWith('/') && existsSync(`${distDir}${pathname}index.html`)
    // Cloudflare Pages reads an encoded slash as a slash: /about%2F is the about page there.
    const isPage = server === 'cloudflare' ? (pathname: string) => pageExists(pathname.replace(/%2f/gi, '/')) : pageExists
    // wrangler's local asset server cannot open a path with a NUL in it and answers 502.
    const alsoAllowed = ({ path }: HostileRequest) => (server === 'cloudflare' && path.includes('%00') ? [502] : [])
    const problems: string[] = []
    const queue = [...HOSTILE_REQUESTS]
    // A few connections at a time: each request is its own connection, the answers are small.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let hostile = queue.shift(); hostile; hostile = queue.shift()) {
          problems.push(...answerProblems(origin, hostile, await fetchRaw(origin, hostile), { isPage, alsoAllowed: alsoAllowed(hostile) }))
        }
      }),
    )
    expect(problems).toEqual([])
  })

  test('the locale cookie redirects a page to its language on nginx; the refusals win over it; elsewhere the page does it', async ({ request }, testInfo) => {
    const edgeRedirects = serverOf(testInfo) === 'nginx'
    const cloudflare = serverOf(testInfo) === 'cloudflare'
    const cases: Array<{ path: string; locale?: string; nginx: [number, string?]; elsewhere: [number, string?] }> = [
      { path: '/about/?x=1', locale: 'zh-CN', nginx: [302, '/zh-CN/about/?x=1'], elsewhere: [200] },
      { path: '/', locale: 'zh-CN', nginx: [302, '/zh-CN/'], elsewhere: [200] },
      { path: '/zh-CN/about/', locale: 'en-US', nginx: [302, '/about/'], elsewhere: [200] },
      { path: '/zh-CN/', locale: 'fr', nginx: [302, '/'], elsewhere: [200] },
      { path: '/zh-CN/about/', locale: 'zh-CN', nginx: [200], elsewhere: [200] },
      { path: '/about/', locale: 'en-US', nginx: [200], elsewhere: [200] },
      { path: '/about/', nginx: [200], elsewhere: [200] },
      { path: '/favicon.ico', locale: 'zh-CN', nginx: [200], elsewhere: [200] },
      // Refused or merged before the cookie is read.
      { path: '/about%2F/', locale: 'zh-CN', nginx: [400], elsewhere: [cloudflare ? 200 : 400] },
      { path: '/zh-CN/%0d/', locale: 'en-US', nginx: [400], elsewhere: [cloudflare ? 404 : 400] },
      { path: '/zh-CN/%5Cevil.example/', locale: 'en-US', nginx: [400], elsewhere: [cloudflare ? 404 : 400] },
      { path: '/models//tiggo-9/', locale: 'zh-CN', nginx: [301, '/models/tiggo-9/'], elsewhere: cloudflare ? [200] : [301, '/models/tiggo-9/'] },
    ]
    for (const { path, locale, nginx, elsewhere } of cases) {
      const [status, location] = edgeRedirects ? nginx : elsewhere
      const response = await request.get(path, { maxRedirects: 0, headers: locale ? { Cookie: `locale=${locale}` } : {} })
      const label = `${path} with ${locale ?? 'no cookie'}`
      expect(response.status(), label).toBe(status)
      expect(response.headers()['location'], label).toBe(location)
      // Caches keep a page's answer to each cookie apart where the answer depends on it.
      if (edgeRedirects && /\/(\?|$)/.test(path)) expect(response.headers()['vary'], label).toMatch(/\bCookie\b/)
    }
  })
})
