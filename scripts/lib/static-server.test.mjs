// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import net from 'node:net'
import nodeHttp from 'node:http'
import zlib from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { http, passthrough } from 'msw'
import { server as mswServer } from '@mocks/node'
import { buildHeadersFile } from './headers.mjs'
import { createStaticServer, requestPath } from './static-server.mjs'

// The vitest setup starts msw, which intercepts node:http and treats unknown requests as errors:
// let requests to our own local servers through.
beforeEach(() => {
  mswServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()))
})

const IMMUTABLE = 'public, max-age=31536000, immutable'
const ONE_HOUR = 'public, max-age=3600'
const html = (title) => `<!doctype html><html><head><title>${title}</title></head><body>${'<p>Chery Nigeria</p>'.repeat(200)}</body></html>`
const appJs = `console.log(${JSON.stringify('hashed bundle '.repeat(500))})\n`
const video = Buffer.from(Array.from({ length: 10_000 }, (_, i) => (i * 31) % 256))

/** @type {string} */
let tmp
/** @type {string} */
let root
/** @type {string} */
let bare
/** @type {string} */
let base
/** @type {string} */
let bareBase
/** @type {import('node:http').Server[]} */
const servers = []

function write(dir, file, content) {
  const full = path.join(dir, file)
  fs.mkdirSync(path.dirname(full), { recursive: true })
  fs.writeFileSync(full, content)
}

async function start(options) {
  const srv = createStaticServer(options)
  servers.push(srv)
  await new Promise((resolve) => srv.listen(0, '127.0.0.1', resolve))
  const address = srv.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

/**
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function request(url, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = nodeHttp.request(url, { method, headers, agent: false }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/**
 * Send a request target byte for byte over a socket (no client-side URL normalisation), return the
 * status code and the raw response.
 * @param {string} baseUrl
 * @param {string} target
 * @param {string} [method]
 */
function rawRequest(baseUrl, target, method = 'GET') {
  const { port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1')
    const chunks = []
    socket.on('connect', () => socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text })
    })
    socket.on('error', reject)
  })
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'))
  root = path.join(tmp, 'dist')
  write(root, 'index.html', html('Home'))
  write(root, 'about/index.html', html('About'))
  write(root, 'message/test-drive-success/index.html', html('Success'))
  write(root, '404.html', html('Not Found'))
  write(root, 'assets/app-abc123.js', appJs)
  write(root, 'assets/style-def456.css', 'body{color:red}'.repeat(100))
  write(root, 'media/banner.mp4', video)
  write(root, 'media/clip.webm', video)
  write(root, 'images/logo.png', Buffer.from('89504e470d0a1a0a', 'hex'))
  write(root, 'images/logo.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`)
  write(root, 'favicon.ico', Buffer.alloc(64, 1))
  write(root, 'mockServiceWorker.js', '/* msw */ self.addEventListener("fetch", () => {})\n'.repeat(20))
  write(root, 'sitemap.xml', `<?xml version="1.0"?><urlset>${'<url><loc>https://example.com/</loc></url>'.repeat(50)}</urlset>`)
  write(root, 'robots.txt', 'User-agent: *\nAllow: /\n')
  write(root, 'site.webmanifest', '{"name":"Chery"}')
  write(root, 'events/showroom.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')
  write(root, 'fonts/a.woff2', Buffer.alloc(32, 2))
  write(root, 'tiny.txt', 'x')
  write(
    root,
    '_headers',
    buildHeadersFile({ connectSrc: ['https://api.example.com'], imgSrc: ['https://img.example.com'], mockWorker: true }) + '\n/about/*\n  X-Section: about\n',
  )
  write(tmp, 'secret.txt', 'TOP SECRET')
  fs.symlinkSync(path.join(tmp, 'secret.txt'), path.join(root, 'link-out.txt'))

  // a second site: no _headers, no 404.html
  bare = path.join(tmp, 'bare')
  write(bare, 'index.html', html('Bare'))

  base = await start({ root })
  bareBase = await start({ root: bare, logger: { error: () => {} } })
})

afterAll(async () => {
  await Promise.all(servers.map((srv) => new Promise((resolve) => srv.close(resolve))))
  fs.rmSync(tmp, { recursive: true, force: true })
})

describe('routing', () => {
  it('serves index.html for /', async () => {
    const res = await request(`${base}/`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body.toString()).toContain('<title>Home</title>')
  })

  it('redirects a directory without its trailing slash, keeping the query string', async () => {
    const res = await request(`${base}/about`)
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/about/')
    const withQuery = await request(`${base}/message/test-drive-success?modelId=tiggo-9&x=1`)
    expect(withQuery.status).toBe(301)
    expect(withQuery.headers.location).toBe('/message/test-drive-success/?modelId=tiggo-9&x=1')
  })

  it('never redirects to another host', async () => {
    for (const [target, location] of [
      ['//about', '/about'],
      ['///evil.example/', '/evil.example/'],
    ]) {
      const res = await rawRequest(base, target)
      expect(res.status, target).toBe(301)
      expect(res.text, target).toMatch(new RegExp(`\r\nlocation: ${location}\r\n`, 'i'))
    }
  })

  it('redirects an address with empty segments to the one without, keeping the query', async () => {
    const res = await request(`${base}/message//test-drive-success/?modelId=tiggo-9`)
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/message/test-drive-success/?modelId=tiggo-9')
  })

  it('refuses an encoded slash in the path (the router would not see the page the file system finds)', async () => {
    for (const target of ['/about%2F/', '/about%2f', '/%2Fabout/']) expect((await request(`${base}${target}`)).status, target).toBe(400)
    expect((await request(`${base}/about/?next=%2Fcontact%2F`)).status).toBe(200)
  })

  it('serves dir/index.html for /dir/', async () => {
    const res = await request(`${base}/about/?utm=1`)
    expect(res.status).toBe(200)
    expect(res.body.toString()).toContain('<title>About</title>')
  })

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const pathname of ['/nope', '/nope/', '/models/unknown/', '/assets/missing-123.js', '/about/index.html/', '/_headers']) {
      const res = await request(`${base}${pathname}`)
      expect(res.status, pathname).toBe(404)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control'], pathname).toBe('no-cache')
      expect(res.headers.etag).toBeUndefined()
      expect(res.body.toString()).toContain('<title>Not Found</title>')
    }
  })

  it('falls back to a plain-text 404 when there is no 404.html', async () => {
    const res = await request(`${bareBase}/missing`)
    expect(res.status).toBe(404)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.body.toString()).toBe('Not Found\n')
  })

  it('serves files with an extension', async () => {
    const res = await request(`${base}/assets/app-abc123.js`)
    expect(res.status).toBe(200)
    expect(res.body.toString()).toBe(appJs)
  })
})

describe('safety', () => {
  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/..%5csecret.txt',
    '/index.html%00.png',
    '/%00',
  ])('blocks traversal %s', async (target) => {
    const res = await rawRequest(base, target)
    expect([400, 404]).toContain(res.status)
    expect(res.text).not.toContain('TOP SECRET')
  })

  it('does not follow symlinks out of the root', async () => {
    const res = await request(`${base}/link-out.txt`)
    expect(res.status).toBe(404)
    expect(res.body.toString()).not.toContain('TOP SECRET')
  })

  it('answers malformed percent-encoding with 400', async () => {
    for (const target of ['/%E0%A4%A', '/%', '/about/%zz', '/%C0%AF']) {
      const res = await rawRequest(base, target)
      expect(res.status, target).toBe(400)
    }
    // and keeps serving
    expect((await request(`${base}/`)).status).toBe(200)
  })

  it('answers a request line it cannot parse with 400 and keeps running', async () => {
    const res = await rawRequest(base, 'no-slash')
    expect(res.status).toBe(400)
    expect((await request(`${base}/`)).status).toBe(200)
  })

  it('allows only GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const res = await request(`${base}/`, { method })
      expect(res.status, method).toBe(405)
      expect(res.headers.allow).toBe('GET, HEAD')
    }
  })
})

describe('caching', () => {
  it.each([
    ['/assets/app-abc123.js', IMMUTABLE],
    ['/assets/style-def456.css', IMMUTABLE],
    ['/', 'no-cache'],
    ['/about/', 'no-cache'],
    ['/404.html', 'no-cache'],
    ['/mockServiceWorker.js', 'no-cache'],
    ['/images/logo.png', ONE_HOUR],
    ['/images/logo.svg', ONE_HOUR],
    ['/fonts/a.woff2', ONE_HOUR],
    ['/sitemap.xml', ONE_HOUR],
    ['/media/banner.mp4', ONE_HOUR],
  ])('%s -> Cache-Control: %s', async (pathname, expected) => {
    const res = await request(`${base}${pathname}`, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe(expected)
  })

  it('uses the same cache rules without a _headers file', async () => {
    write(bare, 'assets/x-1.js', 'x')
    write(bare, 'mockServiceWorker.js', 'x')
    write(bare, 'sw.js', 'x')
    write(bare, 'logo.png', 'x')
    expect((await request(`${bareBase}/assets/x-1.js`)).headers['cache-control']).toBe(IMMUTABLE)
    expect((await request(`${bareBase}/mockServiceWorker.js`)).headers['cache-control']).toBe('no-cache')
    expect((await request(`${bareBase}/sw.js`)).headers['cache-control']).toBe('no-cache')
    expect((await request(`${bareBase}/logo.png`)).headers['cache-control']).toBe(ONE_HOUR)
    expect((await request(`${bareBase}/`)).headers['cache-control']).toBe('no-cache')
  })

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await request(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/)
    const again = await request(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
    expect(again.headers['cache-control']).toBe(IMMUTABLE)
    const listed = await request(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': `"other", ${etag}` } })
    expect(listed.status).toBe(304)
    const changed = await request(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': 'W/"nope"' } })
    expect(changed.status).toBe(200)
  })

  it('changes the ETag when the file changes', async () => {
    write(root, 'changing.txt', 'one')
    const before = (await request(`${base}/changing.txt`)).headers.etag
    fs.utimesSync(path.join(root, 'changing.txt'), new Date(), new Date(Date.now() + 5000))
    fs.writeFileSync(path.join(root, 'changing.txt'), 'two!')
    const after = await request(`${base}/changing.txt`, { headers: { 'if-none-match': String(before) } })
    expect(after.status).toBe(200)
    expect(after.body.toString()).toBe('two!')
    expect(after.headers.etag).not.toBe(before)
  })

  it('sends headers but no body for HEAD', async () => {
    const get = await request(`${base}/assets/app-abc123.js`)
    const head = await request(`${base}/assets/app-abc123.js`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(String(get.body.length))
    expect(head.headers['cache-control']).toBe(IMMUTABLE)
    expect(head.headers.etag).toBe(get.headers.etag)
    const missing = await request(`${base}/nope`, { method: 'HEAD' })
    expect(missing.status).toBe(404)
    expect(missing.body.length).toBe(0)
  })
})

describe('compression', () => {
  const url = () => `${base}/assets/app-abc123.js`

  it('prefers brotli when allowed', async () => {
    const res = await request(url(), { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(res.body.length).toBeLessThan(appJs.length)
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(appJs)
  })

  it('falls back to gzip', async () => {
    const res = await request(url(), { headers: { 'accept-encoding': 'gzip, deflate, br;q=0' } })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(zlib.gunzipSync(res.body).toString()).toBe(appJs)
  })

  it('falls back to identity', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': '*;q=0' }]) {
      const res = await request(url(), { headers })
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.headers.vary).toBe('Accept-Encoding')
      expect(res.body.toString()).toBe(appJs)
    }
  })

  it('compresses every text type, HTML and the 404 page included', async () => {
    for (const pathname of ['/', '/about/', '/nope', '/assets/style-def456.css', '/images/logo.svg', '/sitemap.xml', '/mockServiceWorker.js']) {
      const res = await request(`${base}${pathname}`, { headers: { 'accept-encoding': 'br' } })
      expect(res.headers['content-encoding'], pathname).toBe('br')
      expect(zlib.brotliDecompressSync(res.body).length).toBeGreaterThan(0)
    }
  })

  it('never compresses images, video or fonts', async () => {
    for (const pathname of ['/images/logo.png', '/media/banner.mp4', '/fonts/a.woff2', '/favicon.ico']) {
      const res = await request(`${base}${pathname}`, { headers: { 'accept-encoding': 'br, gzip' } })
      expect(res.headers['content-encoding'], pathname).toBeUndefined()
      expect(res.headers.vary, pathname).toBeUndefined()
    }
  })

  it('answers a hashed file again with the same compressed bytes and headers, per Accept-Encoding, and files elsewhere afresh', async () => {
    write(root, 'assets/kept-1a2b3c.js', appJs)
    const get = (pathname, encoding) => request(`${base}${pathname}`, { headers: { 'accept-encoding': encoding } })
    const withoutExchange = ({ date: _date, 'content-length': _length, 'transfer-encoding': _chunked, connection: _connection, 'keep-alive': _keepAlive, ...headers }) => headers
    for (const encoding of ['br', 'gzip']) {
      const first = await get('/assets/kept-1a2b3c.js', encoding)
      const again = await get('/assets/kept-1a2b3c.js', encoding)
      expect(again.headers['content-encoding']).toBe(encoding)
      expect(again.body.equals(first.body)).toBe(true)
      expect(again.headers['content-length']).toBe(String(first.body.length))
      expect(withoutExchange(again.headers)).toEqual(withoutExchange(first.headers))
    }
    // A byte range is read from the file (send's own answer), not from the kept answer.
    const range = await request(`${base}/assets/kept-1a2b3c.js`, { headers: { 'accept-encoding': 'br', range: 'bytes=0-9' } })
    expect(range.status).toBe(206)
    // Outside /assets/ a file may change under the same name: always read again.
    write(root, 'notes.txt', 'first '.repeat(100))
    await get('/notes.txt', 'br')
    write(root, 'notes.txt', 'second '.repeat(100))
    expect(zlib.brotliDecompressSync((await get('/notes.txt', 'br')).body).toString()).toBe('second '.repeat(100))
  })

  it('sends tiny files as they are when compression would not make them smaller', async () => {
    const res = await request(`${base}/tiny.txt`, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.toString()).toBe('x')
  })
})

describe('content types', () => {
  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/assets/app-abc123.js', 'text/javascript; charset=utf-8'],
    ['/assets/style-def456.css', 'text/css; charset=utf-8'],
    ['/images/logo.svg', 'image/svg+xml'],
    ['/images/logo.png', 'image/png'],
    ['/favicon.ico', 'image/vnd.microsoft.icon'],
    ['/media/banner.mp4', 'video/mp4'],
    ['/media/clip.webm', 'video/webm'],
    ['/sitemap.xml', 'application/xml'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/fonts/a.woff2', 'font/woff2'],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/events/showroom.ics', 'text/calendar; charset=utf-8'],
  ])('%s is %s', async (pathname, type) => {
    expect((await request(`${base}${pathname}`, { method: 'HEAD' })).headers['content-type']).toBe(type)
  })
})

describe('byte ranges', () => {
  const url = () => `${base}/media/banner.mp4`

  it('answers Range with 206 and the bytes asked for', async () => {
    const res = await request(url(), { headers: { range: 'bytes=100-199' } })
    expect(res.status).toBe(206)
    expect(res.headers['content-range']).toBe(`bytes 100-199/${video.length}`)
    expect(res.headers['content-length']).toBe('100')
    expect(res.headers['accept-ranges']).toBe('bytes')
    expect(Buffer.compare(res.body, video.subarray(100, 200))).toBe(0)
  })

  it('supports open-ended and suffix ranges', async () => {
    const open = await request(url(), { headers: { range: 'bytes=9990-' } })
    expect(open.status).toBe(206)
    expect(Buffer.compare(open.body, video.subarray(9990))).toBe(0)
    const suffix = await request(url(), { headers: { range: 'bytes=-10' } })
    expect(suffix.headers['content-range']).toBe(`bytes ${video.length - 10}-${video.length - 1}/${video.length}`)
    expect(Buffer.compare(suffix.body, video.subarray(-10))).toBe(0)
    const chromium = await request(`${base}/media/clip.webm`, { headers: { range: 'bytes=0-' } })
    expect(chromium.status).toBe(206)
    expect(chromium.body.length).toBe(video.length)
  })

  it('answers an unsatisfiable range with 416', async () => {
    const res = await request(url(), { headers: { range: `bytes=${video.length}-` } })
    expect(res.status).toBe(416)
    expect(res.headers['content-range']).toBe(`bytes */${video.length}`)
  })

  it('sends the whole file for ranges it does not handle, and survives crafted ones', async () => {
    for (const range of ['bytes=0-1,5-6', 'items=0-1']) {
      const res = await request(url(), { headers: { range } })
      expect(res.status, range).toBe(200)
      expect(res.body.length).toBe(video.length)
    }
    expect((await request(url(), { headers: { range: 'bytes=5-2' } })).status).toBe(416)
    expect((await request(`${base}/`)).status).toBe(200)
  })
})

describe('_headers', () => {
  const documentOnly = ['x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'strict-transport-security', 'permissions-policy', 'content-security-policy']

  it('gives documents, the not-found page wherever it answers, and the mock worker every security header and the CSP', async () => {
    for (const pathname of ['/', '/about/', '/404.html', '/nope', '/assets/missing-123.js', '/images/missing.png', '/mockServiceWorker.js']) {
      const res = await request(`${base}${pathname}`)
      expect(res.headers['x-content-type-options'], pathname).toBe('nosniff')
      expect(res.headers['x-frame-options'], pathname).toBe('DENY')
      expect(res.headers['referrer-policy'], pathname).toBe('strict-origin-when-cross-origin')
      expect(res.headers['cross-origin-opener-policy'], pathname).toBe('same-origin')
      expect(res.headers['strict-transport-security'], pathname).toBe('max-age=31536000; includeSubDomains')
      expect(res.headers['permissions-policy'], pathname).toBe('camera=(), microphone=(), geolocation=(self), interest-cohort=()')
      expect(res.headers['content-security-policy'], pathname).toContain("connect-src 'self' https://api.example.com;")
    }
  })

  it('gives other files nosniff and their cache rule, no document header; a stylesheet its referrer policy', async () => {
    for (const [pathname, cacheControl] of [['/assets/app-abc123.js', IMMUTABLE], ['/assets/style-def456.css', IMMUTABLE], ['/images/logo.png', ONE_HOUR], ['/images/logo.svg', ONE_HOUR], ['/media/banner.mp4', ONE_HOUR]]) {
      const res = await request(`${base}${pathname}`)
      expect(res.status, pathname).toBe(200)
      expect(res.headers['x-content-type-options'], pathname).toBe('nosniff')
      expect(res.headers['cache-control'], pathname).toBe(cacheControl)
      for (const name of documentOnly) expect(res.headers[name], `${pathname} ${name}`).toBe(name === 'referrer-policy' && pathname.endsWith('.css') ? 'strict-origin-when-cross-origin' : undefined)
    }
  })

  it("gives a redirect its address's headers (none a document's: it is followed, never shown), and a refusal a document's", async () => {
    const redirect = await request(`${base}/about`)
    expect(redirect.status).toBe(301)
    expect(redirect.headers['x-content-type-options']).toBe('nosniff')
    expect(redirect.headers['content-security-policy']).toBeUndefined()
    for (const [target, status] of [['/about%2F/', 400], ['/', 405]]) {
      const res = await request(`${base}${target}`, { method: status === 405 ? 'POST' : 'GET' })
      expect(res.status, target).toBe(status)
      expect(res.headers['x-frame-options'], target).toBe('DENY')
      expect(res.headers['content-security-policy'], target).toBeTruthy()
    }
  })

  it('drops upgrade-insecure-requests over plain http', async () => {
    const csp = String((await request(`${base}/`)).headers['content-security-policy'])
    expect(csp).toContain("manifest-src 'self'")
    expect(csp).not.toContain('upgrade-insecure-requests')
  })

  it('applies later matching blocks on top of earlier ones', async () => {
    const res = await request(`${base}/about/`)
    expect(res.headers['x-section']).toBe('about')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect((await request(`${base}/`)).headers['x-section']).toBeUndefined()
  })

  it("sends the build's rules but the CSP without a _headers file", async () => {
    const res = await request(`${bareBase}/`)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['content-security-policy']).toBeUndefined()
    write(bare, 'assets/y-2.js', 'y')
    const asset = await request(`${bareBase}/assets/y-2.js`)
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect(asset.headers['x-frame-options']).toBeUndefined()
  })

  it('is never served itself', async () => {
    const res = await request(`${base}/_headers`)
    expect(res.status).toBe(404)
    expect(res.body.toString()).not.toContain('Content-Security-Policy')
  })
})

describe('request paths', () => {
  it('rejects what could escape the root or confuse the file system', () => {
    expect(requestPath('/a/b?c=1#d')).toEqual({ rawPath: '/a/b', pathname: '/a/b', search: '?c=1' })
    expect(requestPath('/caf%C3%A9/')).toMatchObject({ pathname: '/café/' })
    for (const bad of ['/../x', '/%2e%2e/x', '/a/%2E%2E', '/a%00', '/a%5c..', '/%E0%A4%A', '*', '/./x', 'no-slash', '/about%2F/', '/zh-CN%2fabout/', '/a%0d%0aSet-Cookie:%20x=1', '/%09/evil.example/', '/a%7F', '/\\evil.example/', '//%5Cevil.example/']) {
      expect(requestPath(bad), bad).toBeNull()
    }
  })
})
