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
  })

  it('sends the /* headers everywhere and maps the narrower ones, with an hour as the default cache', () => {
    const { maps, addHeaders } = headerDirectives(buildHeadersFile({ connectSrc: ['https://api.example.ng'], mockWorker: true }))
    expect(addHeaders).toContain('add_header Cache-Control $site_cache_control always;')
    expect(addHeaders).toContain('add_header X-Frame-Options "DENY" always;')
    expect(addHeaders.find((line) => line.startsWith('add_header Content-Security-Policy'))).toContain('connect-src \'self\' https://api.example.ng')
    expect(maps).toHaveLength(1)
    expect(maps[0]).toContain('"~^/mockServiceWorker\\.js$" "no-cache";')
    expect(maps[0]).toContain('default "public, max-age=3600";')
  })

  it('leaves upgrade-insecure-requests out over plain http only', () => {
    const headers = buildHeadersFile({})
    const csp = (plainHttp) => headerDirectives(headers, { plainHttp }).addHeaders.find((line) => line.includes('Content-Security-Policy'))
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
    const example = /<!-- nginx-config:start[\s\S]*?add_header Content-Security-Policy "([^"]*)"/.exec(docs)?.[1] ?? ''
    const hashes = scriptHashesOf(`/*\n  Content-Security-Policy: ${example}\n`)
    expect(hashes.length).toBeGreaterThan(0)
    expect(withDocsExample(withDocsExample(docs, docsExample(hashes)), docsLocaleExample(), 'nginx-locale')).toBe(docs)
  })
})
