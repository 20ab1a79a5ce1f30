// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildHeadersFile } from './headers.mjs'
import { docsExample, docsLocaleExample, headerDirectives, patternToRegex, scriptHashesOf, siteServerConfig, withDocsExample } from './nginx-config.mjs'

describe('nginx configuration from the header rules', () => {
  it('turns _headers path patterns into anchored regexes over $uri', () => {
    expect(patternToRegex('/assets/*')).toBe('~^/assets/.*$')
    expect(patternToRegex('/*.html')).toBe('~^/.*\\.html$')
    expect(patternToRegex('/news/:id/')).toBe('~^/news/[^/]+/$')
    expect(patternToRegex('/')).toBe('~^/$')
    expect(patternToRegex('/', '/*/', '/*.html')).toBe('~^(?:/|/.*/|/.*\\.html)$')
  })

  it('sends the /* headers everywhere and maps the narrower ones, the documents\' paths as one line, with an hour as the default cache', () => {
    const { maps, addHeaders } = headerDirectives(buildHeadersFile({ connectSrc: ['https://api.example.ng'], mockWorker: true }))
    expect(addHeaders).toContain('add_header X-Content-Type-Options "nosniff" always;')
    for (const header of ['Cache-Control', 'Referrer-Policy', 'X-Frame-Options', 'Permissions-Policy', 'Cross-Origin-Opener-Policy', 'Strict-Transport-Security', 'Content-Security-Policy']) {
      expect(addHeaders).toContain(`add_header ${header} $site_${header.toLowerCase().replaceAll('-', '_')} always;`)
    }
    const map = (variable) => maps.find((text) => text.startsWith(`map $uri $site_${variable} {`)) ?? ''
    expect(map('cache_control')).toContain('"~^(?:/|/.*/|/.*\\.html|/mockServiceWorker\\.js)$" "no-cache";')
    expect(map('cache_control')).toContain('default "public, max-age=3600";')
    const csp = map('content_security_policy')
    expect(csp).toContain(`"~^(?:/|/.*/|/.*\\.html|/mockServiceWorker\\.js)$" "default-src 'self';`)
    expect(csp).toContain("connect-src 'self' https://api.example.ng;")
    expect(csp).toContain('default "";')
    expect(map('referrer_policy')).toContain('"~^(?:/.*\\.css|/|/.*/|/.*\\.html|/mockServiceWorker\\.js)$" "strict-origin-when-cross-origin";')
  })

  it('leaves upgrade-insecure-requests out over plain http only', () => {
    const headers = buildHeadersFile({})
    const csp = (plainHttp) => headerDirectives(headers, { plainHttp }).maps.find((line) => line.includes('$site_content_security_policy'))
    expect(csp(false)).toContain('upgrade-insecure-requests')
    expect(csp(true)).not.toContain('upgrade-insecure-requests')
  })

  it('refuses rules nginx cannot express rather than serving something else', () => {
    expect(() => headerDirectives('/*\n  X-Test: a\n/x/\n  X-Test: b\n')).toThrow(/X-Test is set for \/\* and for \/x\//)
    expect(() => headerDirectives('/*\n  ! X-Frame-Options\n')).toThrow(/no nginx equivalent/)
    expect(() => siteServerConfig({ headersText: '/*\n  X-Test: say "hi"\n', root: '/srv' })).toThrow(/cannot quote/)
  })

  it('refuses a backslash, a control character and an encoded slash before any redirect, the locale cookie\'s last', () => {
    const config = siteServerConfig({ headersText: buildHeadersFile({}), root: '/srv', localeRedirect: 'zh-CN' })
    const server = config.slice(config.indexOf('server {'))
    const order = ['(\\x5c|%5c|', '%2f") { return 400; }', 'rewrite ^/+(.*)$ /$1 permanent;', 'return 302 $locale_redirect', 'location / {'].map((rule) => server.indexOf(rule))
    expect(order.every((at) => at > 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(config).toContain('map "$locale_wanted:$uri" $locale_redirect {')
    expect(siteServerConfig({ headersText: buildHeadersFile({}), root: '/srv' })).not.toContain('locale')
  })

  it('finds the inline scripts\' hashes in a build\'s _headers', () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BB+/='"]
    expect(scriptHashesOf(buildHeadersFile({ scriptHashes: hashes, scriptSrc: ['https://tags.example.ng'] }))).toEqual(hashes)
  })

  it('docs/deploy.md shows what the generator writes (node scripts/nginx.mjs --update-docs; the e2e serving spec checks its hashes against the build)', () => {
    const docs = readFileSync('docs/deploy.md', 'utf8')
    const example = /<!-- nginx-config:start[\s\S]*?\$site_content_security_policy \{\n {4}"[^"]*" "([^"]*)"/.exec(docs)?.[1] ?? ''
    const hashes = scriptHashesOf(`/*\n  Content-Security-Policy: ${example}\n`)
    expect(hashes.length).toBeGreaterThan(0)
    expect(withDocsExample(withDocsExample(docs, docsExample(hashes)), docsLocaleExample(), 'nginx-locale')).toBe(docs)
  })
})
