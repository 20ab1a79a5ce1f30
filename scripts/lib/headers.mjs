// Netlify / Cloudflare Pages style `_headers` files: parse, match, and generate.
//
// Format:
//   # comment
//   /path/pattern          <- an unindented line starts a block (`*` = splat, `:name` = one segment)
//     Name: value          <- indented lines add headers to that block
//     ! Name               <- (Cloudflare) detach a header set by an earlier matching block
//
// Every block whose pattern matches the request path applies, in file order. A header set again by
// a later block is joined to the earlier value with ", " (Cloudflare Pages behaviour); `! Name`
// removes it.

/** @typedef {{ pattern: string, headers: Array<[string, string]>, detach: string[] }} HeaderRule */

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const NO_CACHE = 'no-cache'

/**
 * Parse the text of a `_headers` file into an ordered list of rules.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = []
  /** @type {HeaderRule | null} */
  let current = null
  for (const rawLine of String(text).replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const trimmed = rawLine.trim()
    if (trimmed === '' || trimmed.startsWith('#')) continue
    const indented = /^\s/.test(rawLine)
    if (!indented) {
      current = { pattern: trimmed, headers: [], detach: [] }
      rules.push(current)
      continue
    }
    if (!current) continue // a header line before any pattern: ignored, as the hosts do
    if (trimmed.startsWith('!')) {
      const name = trimmed.slice(1).trim()
      if (isHeaderName(name)) current.detach.push(name)
      continue
    }
    const colon = trimmed.indexOf(':')
    if (colon <= 0) continue
    const name = trimmed.slice(0, colon).trim()
    const value = trimmed.slice(colon + 1).trim()
    if (!isHeaderName(name) || !isHeaderValue(value)) continue
    current.headers.push([name, value])
  }
  return rules
}

/**
 * Headers that apply to a request path, merged over every matching rule in order.
 * @param {string} pathname decoded request path, starting with "/"
 * @param {HeaderRule[]} rules
 * @returns {Record<string, string>} header name (as first written) -> value
 */
export function headersFor(pathname, rules) {
  /** @type {Map<string, { name: string, values: string[] }>} */
  const merged = new Map()
  for (const rule of rules) {
    if (!matchPattern(rule.pattern, pathname)) continue
    for (const name of rule.detach) merged.delete(name.toLowerCase())
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      const previous = merged.get(key)
      if (!previous) merged.set(key, { name, values: [value] })
      else if (!previous.values.includes(value)) previous.values.push(value)
    }
  }
  return Object.fromEntries([...merged.values()].map(({ name, values }) => [name, values.join(', ')]))
}

/** @type {Map<string, RegExp | null>} */
const patternCache = new Map()

/**
 * Does a `_headers` path pattern match a path? Patterns with a scheme/host (https://…) never match
 * here: they target a specific deployment host.
 * @param {string} pattern
 * @param {string} pathname
 */
export function matchPattern(pattern, pathname) {
  let regex = patternCache.get(pattern)
  if (regex === undefined) {
    regex = compilePattern(pattern)
    patternCache.set(pattern, regex)
  }
  return regex !== null && regex.test(pathname)
}

/** @param {string} pattern */
function compilePattern(pattern) {
  if (!pattern.startsWith('/')) return null
  let source = ''
  for (const token of pattern.split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)) {
    if (token === '*') source += '.*'
    else if (token.startsWith(':') && token.length > 1) source += '[^/]+'
    else source += token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${source}$`)
}

/** @param {string} name */
function isHeaderName(name) {
  return /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)
}

/** @param {string} value */
function isHeaderValue(value) {
  return !/[\r\n\0]/.test(value)
}

/** What a file with no rule of its own is cached for (the Node server and nginx alike). */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=3600'

/**
 * The paths that answer with a document (an HTML page, the not-found page included): `/`, a page
 * folder and any `.html` file. They never overlap, so no header is joined from two of them.
 */
const DOCUMENT_PATTERNS = ['/', '/*/', '/*.html']

/** The referrer policy: on documents and on what makes requests of its own (decision 032). */
const REFERRER_POLICY = { 'Referrer-Policy': 'strict-origin-when-cross-origin' }

/**
 * Headers only a document (or a worker, for its own policy) acts on: a script, a stylesheet or a
 * picture is never framed, opened as a top-level page or given permissions (decision 032).
 */
const DOCUMENT_HEADERS = Object.freeze({
  ...REFERRER_POLICY,
  'X-Frame-Options': 'DENY',
  // geolocation for the site itself only: the contact page's "Nearest to me" asks on a tap.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
})

/**
 * The Content-Security-Policy header value for the site.
 * @param {{ connectSrc?: string[], imgSrc?: string[], scriptSrc?: string[], scriptHashes?: string[], upgradeInsecureRequests?: boolean }} [options]
 *   `scriptSrc`: hosts of third-party scripts (the analytics provider's, loaded after consent).
 *   `scriptHashes`: `'sha256-…'` sources of the inline scripts the pages carry (the prerender's).
 */
export function buildContentSecurityPolicy({ connectSrc = [], imgSrc = [], scriptSrc = [], scriptHashes = [], upgradeInsecureRequests = true } = {}) {
  const connect = sources(connectSrc, 'connectSrc')
  const img = sources(imgSrc, 'imgSrc')
  const script = sources(scriptSrc, 'scriptSrc')
  for (const hash of scriptHashes) {
    if (!/^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(hash)) throw new TypeError(`scriptHashes: invalid CSP hash source ${JSON.stringify(hash)}`)
  }
  const directives = [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ['img-src', "'self'", 'data:', 'blob:', ...img].join(' '),
    ['media-src', "'self'", ...img].join(' '),
    "font-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // No 'unsafe-inline': the pages' inline scripts are allowed by hash (the same few on every
    // page); each page's <meta> CSP lists its own as well. See docs/deploy.md.
    ['script-src', "'self'", ...new Set(scriptHashes), ...script].join(' '),
    ['connect-src', "'self'", ...connect].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
  ]
  if (upgradeInsecureRequests) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/**
 * Remove one directive (e.g. `upgrade-insecure-requests`) from a CSP header value.
 * @param {string} policy
 * @param {string} directive
 */
export function removeCspDirective(policy, directive) {
  const wanted = directive.toLowerCase()
  return policy
    .split(',')
    .map((single) =>
      single
        .split(';')
        .map((part) => part.trim())
        .filter((part) => part !== '' && part.split(/\s+/)[0].toLowerCase() !== wanted)
        .join('; '),
    )
    .join(', ')
}

/**
 * The `_headers` file the build writes into dist/: the site's one list of headers, read by every
 * server (decision 032). Every answer says `nosniff`; documents, and the service workers (a
 * worker's policies are its script's), carry the security headers and the CSP; stylesheets carry the
 * referrer policy for the requests their `url()`s make.
 * @param {{ connectSrc?: string[], imgSrc?: string[], scriptSrc?: string[], scriptHashes?: string[], upgradeInsecureRequests?: boolean, mockWorker?: boolean, siteWorker?: boolean, contentSecurityPolicy?: boolean }} [options]
 *   `mockWorker`: the site ships msw's service worker (a build with the mocks on).
 *   `siteWorker`: the site ships its own service worker, /sw.js, or its kill switch (the mocks off).
 *   `contentSecurityPolicy`: false leaves the CSP out (the Node server's rules for a site built
 *   without this file: the policy needs the hosts only the build knows).
 * @returns {string}
 */
export function buildHeadersFile({ connectSrc = [], imgSrc = [], scriptSrc = [], scriptHashes = [], upgradeInsecureRequests = true, mockWorker = false, siteWorker = false, contentSecurityPolicy = true } = {}) {
  const block = (pattern, headers) => [pattern, ...Object.entries(headers).map(([n, v]) => `  ${n}: ${v}`)].join('\n')
  const csp = buildContentSecurityPolicy({ connectSrc, imgSrc, scriptSrc, scriptHashes, upgradeInsecureRequests })
  const documentHeaders = { 'Cache-Control': NO_CACHE, ...DOCUMENT_HEADERS, ...(contentSecurityPolicy ? { 'Content-Security-Policy': csp } : {}) }
  return (
    [
      '# Generated by scripts/lib/headers.mjs (buildHeadersFile). Read by Netlify, Cloudflare Pages,',
      '# scripts/serve.mjs and scripts/nginx.mjs. Edit the generator, not dist/_headers. See docs/deploy.md.',
      block('/*', { 'X-Content-Type-Options': 'nosniff' }),
      block('/assets/*', { 'Cache-Control': IMMUTABLE }),
      block('/*.css', REFERRER_POLICY),
      ...DOCUMENT_PATTERNS.map((pattern) => block(pattern, documentHeaders)),
      ...(mockWorker ? [block('/mockServiceWorker.js', documentHeaders)] : []),
      // Revalidated (no-cache) like a page: a new deploy's worker is seen at the next page load.
      ...(siteWorker ? [block('/sw.js', documentHeaders)] : []),
    ].join('\n\n') + '\n'
  )
}

/**
 * @param {unknown} list
 * @param {string} label
 * @returns {string[]}
 */
function sources(list, label) {
  if (!Array.isArray(list)) throw new TypeError(`${label} must be an array of CSP sources`)
  const out = []
  for (const entry of list) {
    const source = typeof entry === 'string' ? entry.trim() : ''
    if (source === '') continue
    if (/[\s;,'"\0]/.test(source)) throw new TypeError(`${label}: invalid CSP source ${JSON.stringify(entry)}`)
    if (!out.includes(source)) out.push(source)
  }
  return out
}
