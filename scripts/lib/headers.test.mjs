// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy, buildHeadersFile, headersFor, matchPattern, parseHeadersFile, removeCspDirective } from './headers.mjs'

describe('parseHeadersFile', () => {
  it('reads blocks of indented headers under path patterns, skipping comments and blank lines', () => {
    const rules = parseHeadersFile(
      ['# comment', '/*', '  X-Frame-Options: DENY', '\tX-Test: a:b:c', '', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '  ! X-Test'].join('\r\n'),
    )
    expect(rules).toEqual([
      { pattern: '/*', headers: [['X-Frame-Options', 'DENY'], ['X-Test', 'a:b:c']], detach: [] },
      { pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']], detach: ['X-Test'] },
    ])
  })

  it('ignores header lines before any pattern and malformed lines', () => {
    expect(parseHeadersFile('  X-Orphan: 1\n/a\n  no colon here\n  : empty name\n  Bad Name: x\n  Good: yes\n')).toEqual([
      { pattern: '/a', headers: [['Good', 'yes']], detach: [] },
    ])
  })

  it('returns no rules for an empty file', () => {
    expect(parseHeadersFile('')).toEqual([])
  })
})

describe('matchPattern', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/a/b/c.js', true],
    ['/assets/*', '/assets/app-abc.js', true],
    ['/assets/*', '/assets', false],
    ['/assets/*', '/other/assets/x.js', false],
    ['/*.html', '/about/index.html', true],
    ['/*.html', '/about/', false],
    ['/*/', '/about/', true],
    ['/*/', '/about', false],
    ['/', '/', true],
    ['/', '/about/', false],
    ['/news/:id/', '/news/5/', true],
    ['/news/:id/', '/news/5/x/', false],
    ['/a.b', '/axb', false],
    ['https://example.com/*', '/x', false],
  ])('%s matches %s: %s', (pattern, pathname, expected) => {
    expect(matchPattern(pattern, pathname)).toBe(expected)
  })
})

describe('headersFor', () => {
  const rules = parseHeadersFile(
    ['/*', '  X-A: 1', '  X-Remove: gone', '/assets/*', '  Cache-Control: immutable', '  x-a: 2', '  ! X-Remove', '/assets/*', '  X-A: 2'].join('\n'),
  )

  it('merges every matching block in order, joining repeated headers and honouring detach', () => {
    expect(headersFor('/assets/app.js', rules)).toEqual({ 'X-A': '1, 2', 'Cache-Control': 'immutable' })
  })

  it('applies only the blocks that match', () => {
    expect(headersFor('/about/', rules)).toEqual({ 'X-A': '1', 'X-Remove': 'gone' })
  })
})

describe('buildHeadersFile', () => {
  const text = buildHeadersFile({ connectSrc: ['https://api.example.com', 'https://passport.example.com'], imgSrc: ['https://img.example.com'], scriptHashes: ["'sha256-AAAA'", "'sha256-BBBB='"], mockWorker: true })
  const rules = parseHeadersFile(text)

  const csp =
    "default-src 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'; " +
    "img-src 'self' data: blob: https://img.example.com; media-src 'self' https://img.example.com; font-src 'self'; " +
    "style-src 'self' 'unsafe-inline'; script-src 'self' 'sha256-AAAA' 'sha256-BBBB='; " +
    "connect-src 'self' https://api.example.com https://passport.example.com; worker-src 'self'; manifest-src 'self'; " +
    'upgrade-insecure-requests'
  const documentHeaders = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), interest-cohort=()',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-cache',
  }

  it.each(['/', '/models/tiggo-9/', '/zh-CN/', '/404.html', '/zh-CN/404.html', '/about/index.html'])('gives the document %s every security header and the CSP', (pathname) => {
    expect(headersFor(pathname, rules)).toEqual(documentHeaders)
  })

  it("gives the mock service worker a document's headers: a worker's CSP is its script's", () => {
    expect(headersFor('/mockServiceWorker.js', rules)).toEqual(documentHeaders)
  })

  it('gives a file nosniff and its cache rule only; a stylesheet the referrer policy its url()s are fetched with', () => {
    expect(headersFor('/assets/index-abc123.js', rules)).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=31536000, immutable' })
    expect(headersFor('/assets/index-abc123.css', rules)).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
    for (const pathname of ['/images/models/tiggo-9-640.avif', '/images/icons/clock.svg', '/favicon.ico', '/sitemap.xml', '/about']) {
      expect(headersFor(pathname, rules), pathname).toEqual({ 'X-Content-Type-Options': 'nosniff' })
    }
  })

  it('leaves the CSP out when asked, the other document headers kept', () => {
    const withoutCsp = parseHeadersFile(buildHeadersFile({ contentSecurityPolicy: false }))
    const { 'Content-Security-Policy': _, ...rest } = documentHeaders
    expect(headersFor('/about/', withoutCsp)).toEqual(rest)
  })

  it('caches hashed assets forever and revalidates HTML and the mock service worker', () => {
    expect(headersFor('/assets/index-abc123.js', rules)['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersFor('/', rules)['Cache-Control']).toBe('no-cache')
    expect(headersFor('/about/', rules)['Cache-Control']).toBe('no-cache')
    expect(headersFor('/404.html', rules)['Cache-Control']).toBe('no-cache')
    expect(headersFor('/mockServiceWorker.js', rules)['Cache-Control']).toBe('no-cache')
    expect(headersFor('/images/logo.png', rules)['Cache-Control']).toBeUndefined()
  })

  it('has no rule for the mock service worker in a build against the real API, one for the site\'s own worker', () => {
    const withoutMocks = buildHeadersFile({ connectSrc: ['https://api.example.com'], imgSrc: [], siteWorker: true })
    expect(withoutMocks).not.toContain('mockServiceWorker')
    expect(headersFor('/about/', parseHeadersFile(withoutMocks))['Cache-Control']).toBe('no-cache')
    expect(headersFor('/sw.js', parseHeadersFile(withoutMocks))['Cache-Control']).toBe('no-cache')
    expect(headersFor('/sw.js', rules)['Cache-Control']).toBeUndefined()
  })

  it('never gives a path two Cache-Control values', () => {
    for (const pathname of ['/', '/about/', '/assets/a.js', '/x.html', '/mockServiceWorker.js']) {
      expect(['no-cache', 'public, max-age=31536000, immutable']).toContain(headersFor(pathname, rules)['Cache-Control'])
    }
  })

  it('lists no extra sources when none are given, and can leave out upgrade-insecure-requests', () => {
    const csp = buildContentSecurityPolicy({ upgradeInsecureRequests: false })
    expect(csp).toContain("img-src 'self' data: blob:; media-src 'self';")
    expect(csp).toContain("connect-src 'self';")
    expect(csp).not.toContain('upgrade-insecure-requests')
  })

  it("allows the analytics provider's script host only when one is given", () => {
    expect(buildContentSecurityPolicy()).toContain("script-src 'self';")
    expect(buildContentSecurityPolicy({ scriptSrc: ['https://tags.example.com'] })).toContain("script-src 'self' https://tags.example.com;")
    expect(() => buildContentSecurityPolicy({ scriptSrc: ["https://a.example.com; default-src *"] })).toThrow(TypeError)
  })

  it('allows inline scripts by their hashes only, never any inline script', () => {
    const csp = buildContentSecurityPolicy({ scriptHashes: ["'sha256-AAAA'", "'sha256-AAAA'"], scriptSrc: ['https://tags.example.com'] })
    expect(csp).toContain("script-src 'self' 'sha256-AAAA' https://tags.example.com;")
    expect(/script-src [^;]*'unsafe-inline'/.test(csp)).toBe(false)
    expect(() => buildContentSecurityPolicy({ scriptHashes: ["'unsafe-inline'"] })).toThrow(TypeError)
    expect(() => buildContentSecurityPolicy({ scriptHashes: ["'sha256-A'; script-src *"] })).toThrow(TypeError)
  })

  it('rejects sources that could inject directives or headers', () => {
    expect(() => buildHeadersFile({ connectSrc: ['https://a.example.com; script-src *'], imgSrc: [] })).toThrow(TypeError)
    expect(() => buildHeadersFile({ connectSrc: [], imgSrc: ['https://a.example.com\n  X-Evil: 1'] })).toThrow(TypeError)
  })
})

describe('removeCspDirective', () => {
  it('drops one directive and keeps the rest', () => {
    expect(removeCspDirective("default-src 'self'; upgrade-insecure-requests; img-src 'self'", 'upgrade-insecure-requests')).toBe(
      "default-src 'self'; img-src 'self'",
    )
  })
})
