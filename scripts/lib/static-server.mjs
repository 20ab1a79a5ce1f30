// The local server for the prerendered site (`npm start`, Playwright), behaving like the CDN and the
// nginx configuration we deploy with: files by serve-static (send: ETags and 304s, byte ranges with
// If-Range, content types, no dotfiles, no traversal), brotli/gzip by the `compression` middleware,
// and the site's own rules around them: `_headers` on every answer, a page folder without its slash
// redirected, real 404s with the not-found page, GET and HEAD only, no symlink out of the root.
// e2e/serving.spec.ts runs the same checks against this server and against nginx (decision 012).
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import compression from 'compression'
import serveStatic from 'serve-static'
import { DEFAULT_CACHE_CONTROL, NO_CACHE, buildHeadersFile, headersFor, parseHeadersFile, removeCspDirective } from './headers.mjs'

/** Files the host reads as configuration; never served. */
const HIDDEN_FILES = new Set(['_headers', '_redirects'])

/** Types a CDN compresses: text. Images, video and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root directory to serve (e.g. dist/)
 * @property {string | false | null} [headersFile] the `_headers` file; default `<root>/_headers`; false to ignore
 * @property {boolean} [upgradeInsecureRequests] keep CSP `upgrade-insecure-requests` (default false: this server speaks plain http)
 * @property {Pick<Console, 'error'>} [logger] where unexpected errors go (default console)
 */

/**
 * The rules for a site without a `_headers` file (a bare `vite build`): the build's own, without the
 * CSP, which needs the hosts only the build knows.
 */
const RULES_WITHOUT_A_FILE = parseHeadersFile(buildHeadersFile({ contentSecurityPolicy: false, mockWorker: true, siteWorker: true }))

/** Headers that belong to one exchange, not to the answer a replay repeats. */
const PER_EXCHANGE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/**
 * The compressed answers to GETs of `/assets/` (content-hashed names: one name, one content), kept
 * and replayed byte for byte: compressing the framework chunk took three times as long as sending
 * it, for every test page that loaded it. Only a whole answer: a request with a Range or a
 * condition goes the usual way, and so does what was not compressed.
 */
function compressedAssetAnswers() {
  /** @type {Map<string, { headers: Record<string, string | string[] | number>, body: Buffer }>} */
  const answers = new Map()
  const keyOf = (req, pathname) =>
    req.method === 'GET' && pathname.startsWith('/assets/') && !['range', 'if-range', 'if-none-match', 'if-modified-since'].some((name) => name in req.headers)
      ? `${req.headers['accept-encoding'] ?? ''}\n${pathname}`
      : undefined
  return {
    /** Sends the kept answer to this request, if there is one; true when it did. */
    replay(req, res, pathname) {
      const key = keyOf(req, pathname)
      const answer = key === undefined ? undefined : answers.get(key)
      if (!answer) return false
      res.writeHead(200, { ...answer.headers, 'Content-Length': answer.body.length })
      res.end(answer.body)
      return true
    },
    /** Keeps what is written to `res` from here on (after the compression stream), when it is worth replaying. */
    record(req, res, pathname) {
      const key = keyOf(req, pathname)
      if (key === undefined) return
      const chunks = []
      const write = res.write
      const end = res.end
      res.write = function (chunk, ...rest) {
        if (chunk) chunks.push(Buffer.from(chunk))
        return write.call(this, chunk, ...rest)
      }
      res.end = function (chunk, ...rest) {
        if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk))
        if (res.statusCode === 200 && res.getHeader('Content-Encoding')) {
          const headers = Object.fromEntries(res.getRawHeaderNames().filter((name) => !PER_EXCHANGE.has(name.toLowerCase())).map((name) => [name, res.getHeader(name) ?? '']))
          answers.set(key, { headers, body: Buffer.concat(chunks) })
        }
        return end.call(this, chunk, ...rest)
      }
    },
  }
}

/**
 * The decoded path of a request target, or null when it could escape the root or confuse the file
 * system (malformed %-encoding, `.` or `..` segments, raw or encoded), when a redirect built from it
 * could leave the site or split a header (a backslash reads as `/` to a browser; control characters,
 * raw or encoded), or when the file system would read it differently from the page's router: an
 * encoded slash (`/about%2F/` is the about page on disk and no page to the router).
 * @param {string} url
 */
export function requestPath(url) {
  if (!url.startsWith('/')) return null
  const rawPath = url.split(/[?#]/, 1)[0] ?? '/'
  if (/%2f/i.test(rawPath)) return null
  let pathname
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[\x00-\x1f\x7f\\]/.test(pathname)) return null
  if (pathname.split('/').some((segment) => segment === '.' || segment === '..')) return null
  return { rawPath, pathname, search: url.slice(rawPath.length).split('#', 1)[0] ?? '' }
}

/**
 * Create (but do not start) the static server.
 * @param {StaticServerOptions} options
 * @returns {http.Server}
 */
export function createStaticServer({ root, headersFile, upgradeInsecureRequests = false, logger = console }) {
  if (!root) throw new TypeError('createStaticServer: root is required')
  const rootDir = path.resolve(root)
  const headersPath = headersFile === false || headersFile === null ? null : path.resolve(headersFile ?? path.join(rootDir, '_headers'))

  /** @type {{ mtimeMs: number, rules: import('./headers.mjs').HeaderRule[] } | null} */
  let cachedRules = null
  async function headerRules() {
    if (!headersPath) return RULES_WITHOUT_A_FILE
    const stat = await fsp.stat(headersPath).catch(() => null)
    if (!stat) return RULES_WITHOUT_A_FILE
    if (cachedRules?.mtimeMs !== stat.mtimeMs) cachedRules = { mtimeMs: stat.mtimeMs, rules: parseHeadersFile(await fsp.readFile(headersPath, 'utf8')) }
    return cachedRules.rules
  }

  // Cache-Control comes from setHeaders (the _headers rules), never from send's own max-age.
  const files = serveStatic(rootDir, { index: ['index.html'], redirect: false, dotfiles: 'ignore', cacheControl: false, fallthrough: false })
  const compress = compression({ filter: (_req, res) => COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? '')), threshold: 256 })
  const assetAnswers = compressedAssetAnswers()

  /**
   * Sets the answer's headers: every `_headers` rule that matches the path of what is sent (the
   * not-found page's for a 404, as nginx does), an hour's cache where none says otherwise. An error
   * is never cached like the file it stands in for.
   */
  async function setHeaders(res, pathname, { error = false } = {}) {
    const headers = { 'Cache-Control': DEFAULT_CACHE_CONTROL, ...headersFor(pathname, await headerRules()) }
    if (error) headers['Cache-Control'] = NO_CACHE
    for (const [name, value] of Object.entries(headers)) {
      const csp = /^content-security-policy/i.test(name)
      res.setHeader(name, csp && !upgradeInsecureRequests ? removeCspDirective(value, 'upgrade-insecure-requests') : value)
    }
  }

  function sendText(res, status, text) {
    res.statusCode = status
    res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    res.end(`${text}\n`)
  }

  async function sendNotFound(req, res, pathname) {
    // The Chinese site's own not-found page for its addresses (docs/deploy.md, "Languages").
    const chinese = pathname === '/zh-CN' || pathname.startsWith('/zh-CN/')
    const files = chinese ? ['/zh-CN/404.html', '/404.html'] : ['/404.html']
    const pages = await Promise.all(files.map((file) => fsp.readFile(path.join(rootDir, file)).catch(() => null)))
    const sent = Math.max(pages.findIndex(Boolean), 0)
    // The headers of the page sent, a document's, whatever address it stands in for.
    await setHeaders(res, files[sent], { error: true })
    const page = pages[sent]
    if (!page) return sendText(res, 404, 'Not Found')
    res.statusCode = 404
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(req.method === 'HEAD' ? undefined : page)
  }

  /** A file inside the root only through links that stay inside it (the build writes none). */
  async function staysInside(pathname) {
    const real = await fsp.realpath(path.join(rootDir, pathname)).catch(() => null)
    const realRoot = await fsp.realpath(rootDir).catch(() => rootDir)
    return real === null || real === realRoot || real.startsWith(realRoot + path.sep)
  }

  /** A page folder asked for without its slash. */
  function isPageFolder(pathname) {
    const folder = path.join(rootDir, pathname)
    return !pathname.endsWith('/') && folder.startsWith(rootDir + path.sep) && fs.existsSync(path.join(folder, 'index.html'))
  }

  async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      await setHeaders(res, '/', { error: true })
      res.setHeader('Allow', 'GET, HEAD')
      return sendText(res, 405, 'Method Not Allowed')
    }
    const target = requestPath(req.url ?? '')
    if (!target) {
      await setHeaders(res, '/', { error: true })
      return sendText(res, 400, 'Bad Request')
    }
    const { rawPath, pathname, search } = target
    if (rawPath.includes('//')) {
      // Empty segments (`/models//tiggo-9/`): the page would hydrate under an address its router
      // rewrites, with the prerendered head tags left behind. One slash each, relative (never `//host`).
      await setHeaders(res, pathname)
      res.setHeader('Location', `${rawPath.replace(/\/{2,}/g, '/')}${search}`)
      return sendText(res, 301, 'Moved Permanently')
    }
    if (pathname.split('/').some((segment) => HIDDEN_FILES.has(segment)) || !(await staysInside(pathname))) {
      return compress(req, res, () => sendNotFound(req, res, pathname).catch((error) => fail(res, error)))
    }
    if (isPageFolder(pathname)) {
      await setHeaders(res, pathname)
      // Relative, leading slashes collapsed: never a protocol-relative address to another host.
      res.setHeader('Location', `/${rawPath.replace(/^\/+/, '')}/${search}`)
      return sendText(res, 301, 'Moved Permanently')
    }
    if (assetAnswers.replay(req, res, pathname)) return
    await setHeaders(res, pathname)
    // Before compress: it writes its stream's output through the methods it finds on res.
    assetAnswers.record(req, res, pathname)
    compress(req, res, () => {
      // send's answer for what it does not serve: 404 (not found), 416 (a range past the end), 400.
      files(req, res, (error) => {
        const status = error?.statusCode ?? error?.status ?? 404
        if (status === 404) return sendNotFound(req, res, pathname).catch((failure) => fail(res, failure))
        if (status >= 500) return fail(res, error)
        res.setHeader('Cache-Control', NO_CACHE)
        sendText(res, status, http.STATUS_CODES[status] ?? 'Error')
      })
    })
  }

  function fail(res, error) {
    logger.error('[static-server]', error)
    if (res.headersSent) res.destroy()
    else sendText(res, 500, 'Internal Server Error')
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => fail(res, error))
  })
  server.on('clientError', (_error, socket) => {
    if (socket.writable && !socket.destroyed) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    else socket.destroy()
  })
  return server
}
