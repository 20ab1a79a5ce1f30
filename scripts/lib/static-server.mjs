// A small dependency-free static server for the prerendered dist/ folder, behaving like the CDN we
// deploy to: directory URLs with a trailing slash, real 404s, `_headers` rules, long-lived hashed
// assets, brotli/gzip negotiation and byte ranges for video. Used by `npm start` and Playwright.

import http from 'node:http'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import zlib from 'node:zlib'
import { pipeline } from 'node:stream'
import { promisify } from 'node:util'
import { DEFAULT_SECURITY_HEADERS, IMMUTABLE, NO_CACHE, headersFor, parseHeadersFile, removeCspDirective } from './headers.mjs'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const ONE_HOUR = 'public, max-age=3600'

/** Extension (lower case, with dot) -> Content-Type. */
export const MIME_TYPES = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
})

/** Types a CDN compresses. Images, video and fonts are already compressed. */
const COMPRESSIBLE = new Set(['.html', '.htm', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.xml', '.txt', '.webmanifest', '.ics'])

/** Files the host reads as configuration; never served. */
const HIDDEN_FILES = new Set(['_headers', '_redirects'])

const MAX_COMPRESS_BYTES = 20 * 1024 * 1024
const MAX_CACHE_BYTES = 64 * 1024 * 1024

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root directory to serve (e.g. dist/)
 * @property {string | false | null} [headersFile] path of the `_headers` file; default `<root>/_headers`; false to ignore
 * @property {boolean} [upgradeInsecureRequests] keep CSP `upgrade-insecure-requests` (default false: this server speaks plain http)
 * @property {Pick<Console, 'error'>} [logger] where unexpected errors go (default console)
 */

/**
 * Create (but do not start) the static server.
 * @param {StaticServerOptions} options
 * @returns {http.Server}
 */
export function createStaticServer({ root, headersFile, upgradeInsecureRequests = false, logger = console }) {
  if (!root) throw new TypeError('createStaticServer: root is required')
  const rootDir = path.resolve(root)
  const headersPath = headersFile === false || headersFile === null ? null : path.resolve(headersFile ?? path.join(rootDir, '_headers'))
  /** @type {Promise<string> | null} */
  let realRoot = null
  const getRealRoot = () => (realRoot ??= fsp.realpath(rootDir).catch(() => rootDir))

  /** @type {{ mtimeMs: number, size: number, rules: import('./headers.mjs').HeaderRule[] } | null} */
  let headerRules = null
  async function loadRules() {
    if (!headersPath) return null
    const stat = await statFile(headersPath)
    if (!stat) return (headerRules = null)
    if (!headerRules || headerRules.mtimeMs !== stat.mtimeMs || headerRules.size !== stat.size) {
      const text = await fsp.readFile(headersPath, 'utf8')
      headerRules = { mtimeMs: stat.mtimeMs, size: stat.size, rules: parseHeadersFile(text) }
    }
    return headerRules.rules
  }

  const compressed = createCompressionCache()

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      logger.error('[static-server]', error)
      if (res.headersSent) res.destroy()
      else sendText(res, 500, 'Internal Server Error', req.method === 'HEAD')
    })
  })

  server.on('clientError', (_error, socket) => {
    if (socket.writable && !socket.destroyed) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    else socket.destroy()
  })

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function handle(req, res) {
    const head = req.method === 'HEAD'
    const rules = await loadRules()

    /**
     * Headers for a response to `pathname`: the server's own defaults, then `_headers` rules.
     * @param {string} pathname
     * @param {Record<string, string>} defaults
     * @param {{ error?: boolean }} [opts]
     */
    const applyHeaders = (pathname, defaults, { error = false } = {}) => {
      const merged = new Map()
      const set = (name, value) => merged.set(name.toLowerCase(), [name, value])
      if (!rules) for (const [name, value] of Object.entries(DEFAULT_SECURITY_HEADERS)) set(name, value)
      for (const [name, value] of Object.entries(defaults)) set(name, value)
      if (rules) for (const [name, value] of Object.entries(headersFor(pathname, rules))) set(name, value)
      // A 404/405/400 is never cached like the asset it stands in for (e.g. a missing /assets/x.js).
      if (error) set('Cache-Control', NO_CACHE)
      for (const key of ['content-security-policy', 'content-security-policy-report-only']) {
        const entry = merged.get(key)
        if (entry && !upgradeInsecureRequests) entry[1] = removeCspDirective(entry[1], 'upgrade-insecure-requests')
      }
      for (const [name, value] of merged.values()) res.setHeader(name, value)
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      applyHeaders('/', { Allow: 'GET, HEAD' }, { error: true })
      return sendText(res, 405, 'Method Not Allowed', false)
    }

    const target = parseTarget(req.url ?? '')
    if (!target.ok) {
      applyHeaders('/', {}, { error: true })
      return sendText(res, 400, 'Bad Request', head)
    }
    const { rawPath, search, pathname, segments } = target

    const hidden = segments.some((s) => (s.startsWith('.') && s !== '.well-known') || HIDDEN_FILES.has(s))
    const filePath = path.join(rootDir, ...segments)
    const inside = filePath === rootDir || filePath.startsWith(rootDir + path.sep)

    if (!hidden && inside) {
      if (pathname.endsWith('/')) {
        const index = await resolveFile(path.join(filePath, 'index.html'))
        if (index) return sendFile(req, res, index, pathname, applyHeaders)
      } else {
        const stat = await statFile(filePath)
        if (stat?.isFile()) {
          const file = await resolveFile(filePath)
          if (file) return sendFile(req, res, file, pathname, applyHeaders)
        } else if (stat?.isDirectory() && (await resolveFile(path.join(filePath, 'index.html')))) {
          // /about -> /about/ (keep the query). Collapse leading slashes: never a protocol-relative URL.
          const location = `/${rawPath.replace(/^\/+/, '')}/${search}`
          applyHeaders(pathname, { Location: location, 'Cache-Control': ONE_HOUR })
          return sendText(res, 301, `Moved Permanently: ${location}`, head)
        }
      }
    }

    return sendNotFound(req, res, pathname, applyHeaders)
  }

  /**
   * The file's real path if it is a regular file inside the (real) root, else null. Follows
   * symlinks only when they stay inside the root.
   * @param {string} filePath
   */
  async function resolveFile(filePath) {
    try {
      const real = await fsp.realpath(filePath)
      const base = await getRealRoot()
      if (real !== base && !real.startsWith(base + path.sep)) return null
      const stat = await fsp.stat(real)
      return stat.isFile() ? { path: real, stat } : null
    } catch {
      return null
    }
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} pathname
   * @param {Function} applyHeaders
   */
  async function sendNotFound(req, res, pathname, applyHeaders) {
    // The Chinese site's own not-found page for its addresses (docs/deploy.md).
    const chinese = pathname === '/zh-CN' || pathname.startsWith('/zh-CN/')
    const page = (chinese && (await resolveFile(path.join(rootDir, 'zh-CN', '404.html')))) || (await resolveFile(path.join(rootDir, '404.html')))
    if (!page) {
      applyHeaders(pathname, { 'Content-Type': MIME_TYPES['.txt'] }, { error: true })
      return sendText(res, 404, 'Not Found', req.method === 'HEAD')
    }
    return sendFile(req, res, page, pathname, applyHeaders, 404)
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {{ path: string, stat: fs.Stats }} file
   * @param {string} pathname request path (for `_headers` matching)
   * @param {Function} applyHeaders
   * @param {number} [status]
   */
  async function sendFile(req, res, file, pathname, applyHeaders, status = 200) {
    const head = req.method === 'HEAD'
    const ext = path.extname(file.path).toLowerCase()
    const type = MIME_TYPES[ext] ?? 'application/octet-stream'
    const compressible = COMPRESSIBLE.has(ext)
    const ok = status === 200

    /** @type {Record<string, string>} */
    const defaults = {
      'Content-Type': type,
      'Cache-Control': cacheControlFor(pathname, ext),
    }
    if (ok) defaults['Last-Modified'] = file.stat.mtime.toUTCString()
    if (compressible) defaults.Vary = 'Accept-Encoding'

    // Pick the representation: a precompressed sibling, an on-the-fly compressed buffer, or the file.
    let encoding = 'identity'
    /** @type {Buffer | null} */
    let body = null
    /** @type {{ path: string, stat: fs.Stats }} */
    let source = file
    if (compressible && file.stat.size > 0) {
      for (const candidate of negotiateEncodings(req.headers['accept-encoding'])) {
        const sibling = await resolveFile(`${file.path}.${candidate === 'gzip' ? 'gz' : 'br'}`)
        if (sibling) {
          encoding = candidate
          source = sibling
          break
        }
        if (file.stat.size <= MAX_COMPRESS_BYTES) {
          const buffer = await compressed.get(file, candidate)
          if (buffer && buffer.length < file.stat.size) {
            encoding = candidate
            body = buffer
            break
          }
        }
      }
    }

    const etag = `W/"${source.stat.size.toString(16)}-${Math.floor(source.stat.mtimeMs).toString(16)}${encoding === 'identity' ? '' : `-${encoding}`}"`
    if (ok) defaults.ETag = etag
    if (encoding !== 'identity') defaults['Content-Encoding'] = encoding
    const size = body ? body.length : source.stat.size

    if (ok && isNotModified(req, etag, file.stat.mtime)) {
      applyHeaders(pathname, defaults)
      res.removeHeader('Content-Type')
      res.removeHeader('Content-Encoding')
      res.statusCode = 304
      return res.end()
    }

    // Byte ranges on the identity representation (Chromium needs them to seek and loop video).
    let start = 0
    let end = size - 1
    if (ok && encoding === 'identity') {
      defaults['Accept-Ranges'] = 'bytes'
      const ifRange = req.headers['if-range']
      const range = parseRange(req.headers.range, typeof ifRange === 'string' ? ifRange : undefined, size, file.stat.mtime)
      if (range === 'unsatisfiable') {
        applyHeaders(pathname, { ...defaults, 'Content-Range': `bytes */${size}` }, { error: true })
        return sendText(res, 416, 'Range Not Satisfiable', head)
      }
      if (range) {
        ;({ start, end } = range)
        status = 206
        defaults['Content-Range'] = `bytes ${start}-${end}/${size}`
      }
    }

    applyHeaders(pathname, defaults, { error: status >= 400 })
    res.statusCode = status
    res.setHeader('Content-Length', String(end - start + 1))
    if (head || size === 0) return res.end()
    if (body) return res.end(body)
    const stream = fs.createReadStream(source.path, { start, end })
    pipeline(stream, res, () => {})
  }

  return server
}

/**
 * Cache-Control the server sends when `_headers` does not say otherwise.
 * @param {string} pathname
 * @param {string} ext
 */
export function cacheControlFor(pathname, ext) {
  if (ext === '.html' || ext === '.htm' || pathname === '/mockServiceWorker.js') return NO_CACHE
  if (pathname.startsWith('/assets/')) return IMMUTABLE
  return ONE_HOUR
}

/**
 * Split and validate a request target. Rejects what could escape the root or confuse the file
 * system: malformed %-encoding, NUL, backslashes, `.`/`..` segments (raw or encoded).
 * @param {string} url
 */
export function parseTarget(url) {
  let target = url
  if (!target.startsWith('/')) {
    // absolute-form (GET http://host/path) is legal HTTP/1.1; anything else (e.g. "*") is not
    try {
      const parsed = new URL(target)
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false }
      target = parsed.pathname + parsed.search
    } catch {
      return { ok: false }
    }
  }
  const hash = target.indexOf('#')
  if (hash !== -1) target = target.slice(0, hash)
  const q = target.indexOf('?')
  const rawPath = q === -1 ? target : target.slice(0, q)
  const search = q === -1 ? '' : target.slice(q)
  let pathname
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return { ok: false }
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return { ok: false }
  const segments = pathname.split('/').filter((s) => s !== '')
  if (segments.some((s) => s === '.' || s === '..')) return { ok: false }
  return { ok: true, rawPath, search, pathname, segments }
}

/**
 * Encodings to try, best first, from an Accept-Encoding header: br, then gzip.
 * @param {string | undefined} header
 * @returns {Array<'br' | 'gzip'>}
 */
export function negotiateEncodings(header) {
  if (!header) return []
  /** @type {Map<string, number>} */
  const q = new Map()
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    let weight = 1
    for (const param of params) {
      const [key, value] = param.trim().split('=')
      if (key === 'q') weight = Number.parseFloat(value ?? '')
    }
    if (Number.isNaN(weight)) weight = 0
    const coding = name.trim() === 'x-gzip' ? 'gzip' : name.trim()
    q.set(coding, Math.max(q.get(coding) ?? 0, weight))
  }
  const accepts = (coding) => (q.get(coding) ?? q.get('*') ?? 0) > 0
  return /** @type {Array<'br' | 'gzip'>} */ (['br', 'gzip'].filter(accepts))
}

/**
 * @param {http.IncomingMessage} req
 * @param {string} etag
 * @param {Date} mtime
 */
function isNotModified(req, etag, mtime) {
  const ifNoneMatch = req.headers['if-none-match']
  if (ifNoneMatch) {
    const opaque = (tag) => tag.trim().replace(/^W\//, '')
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '')
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since
}

/**
 * Parse a single `Range: bytes=` header. Multiple ranges, other units, or a failed If-Range
 * (weak ETags never match it) mean "send the whole file" (null).
 * @param {string | undefined} header
 * @param {string | undefined} ifRange
 * @param {number} size
 * @param {Date} mtime
 * @returns {{ start: number, end: number } | 'unsatisfiable' | null}
 */
export function parseRange(header, ifRange, size, mtime) {
  if (!header) return null
  if (ifRange !== undefined && ifRange.trim() !== mtime.toUTCString()) return null
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim())
  if (!match) return null
  const [, first, last] = match
  if (first === '' && last === '') return null
  let start
  let end
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0) return 'unsatisfiable'
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(first)
    end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
    if (last !== '' && Number(last) < start) return null
  }
  if (start >= size || !Number.isSafeInteger(start)) return 'unsatisfiable'
  return { start, end }
}

/**
 * In-memory cache of compressed bodies, keyed by file, mtime, size and encoding; bounded in bytes
 * (oldest entries go first). Concurrent requests share one compression.
 */
function createCompressionCache() {
  /** @type {Map<string, Promise<Buffer | null>>} */
  const entries = new Map()
  /** @type {Map<string, number>} */
  const sizes = new Map()
  let total = 0
  return {
    /**
     * @param {{ path: string, stat: fs.Stats }} file
     * @param {'br' | 'gzip'} encoding
     */
    get(file, encoding) {
      const key = `${encoding}\0${file.path}\0${file.stat.size}\0${file.stat.mtimeMs}`
      let entry = entries.get(key)
      if (entry) {
        entries.delete(key) // refresh recency
        entries.set(key, entry)
        return entry
      }
      entry = fsp
        .readFile(file.path)
        .then((data) =>
          encoding === 'br'
            ? brotli(data, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              })
            : gzip(data, { level: 9 }),
        )
        .then(
          (buffer) => {
            if (entries.get(key) !== entry) return buffer // evicted meanwhile
            sizes.set(key, buffer.length)
            total += buffer.length
            // evict least recently used finished entries (Map order = recency)
            for (const oldKey of entries.keys()) {
              if (total <= MAX_CACHE_BYTES) break
              const size = sizes.get(oldKey)
              if (oldKey === key || size === undefined) continue
              sizes.delete(oldKey)
              entries.delete(oldKey)
              total -= size
            }
            return buffer
          },
          () => {
            entries.delete(key)
            return null
          },
        )
      entries.set(key, entry)
      return entry
    },
  }
}

/** @param {string} filePath */
async function statFile(filePath) {
  try {
    return await fsp.stat(filePath)
  } catch {
    return null
  }
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {boolean} head
 */
function sendText(res, status, text, head) {
  const body = Buffer.from(`${text}\n`)
  res.statusCode = status
  res.setHeader('Content-Type', MIME_TYPES['.txt'])
  res.setHeader('Content-Length', String(body.length))
  if (head) res.end()
  else res.end(body)
}
