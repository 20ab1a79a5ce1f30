import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HOSTILE_REQUESTS, answerProblems } from './hostile-paths.ts'

// docs/deploy.md gives the distributor a CloudFront Function for S3 + CloudFront; this runs it as
// written there, with viewer requests shaped as CloudFront hands them: the uri as the viewer sent it
// (percent-encoded, not normalised), the query string and the cookies as objects.
const docs = readFileSync(join(import.meta.dirname, '../../docs/deploy.md'), 'utf8')
const source = /## S3 \+ CloudFront[\s\S]*?```js\n([\s\S]*?)```/.exec(docs)?.[1]
const handler = new Function(`${source}\nreturn handler`)()

function viewer(uri, querystring = {}, cookies = {}) {
  return handler({ request: { method: 'GET', uri, querystring, headers: {}, cookies } })
}

const withLocale = (value) => ({ locale: { value } })

describe("docs/deploy.md's CloudFront Function", () => {
  it('serves a folder address from its index.html and anything else as it is', () => {
    expect(viewer('/about/')).toMatchObject({ uri: '/about/index.html' })
    expect(viewer('/')).toMatchObject({ uri: '/index.html' })
    expect(viewer('/assets/main-abc.js')).toMatchObject({ uri: '/assets/main-abc.js' })
  })

  it('redirects a folder without its slash, keeping the query (a repeated key repeated)', () => {
    const moved = viewer('/models/compare', { models: { value: 'tiggo-9', multiValue: [{ value: 'tiggo-9' }, { value: 'arrizo-5' }] }, x: { value: '1' } })
    expect(moved).toMatchObject({ statusCode: 301, headers: { location: { value: '/models/compare/?models=tiggo-9&models=arrizo-5&x=1' } } })
  })

  it('redirects empty segments to one slash each, never to another host', () => {
    expect(viewer('/models//tiggo-9/', { x: { value: '1' } })).toMatchObject({ statusCode: 301, headers: { location: { value: '/models/tiggo-9/?x=1' } } })
    expect(viewer('//evil.example/')).toMatchObject({ statusCode: 301, headers: { location: { value: '/evil.example/' } } })
  })

  it('refuses an encoded slash, a backslash, a control character and dot segments', () => {
    for (const uri of ['/about%2F/', '/models/tiggo-9%2f', '//%5Cevil.example/about', '/\\evil.example/', '/zh-CN/%09/evil.example/', '/zh-CN/%0dSet-Cookie:%20a=b', '/%2e%2e/', '/about/../']) {
      expect(viewer(uri), uri).toMatchObject({ statusCode: 400 })
    }
    expect(viewer('/about/', { x: { value: 'a\r\nSet-Cookie: b=c' } })).toMatchObject({ statusCode: 400 })
  })

  it('sends a page to the language the locale cookie names (zh-CN Chinese, any other value English), query kept', () => {
    expect(viewer('/about/', { x: { value: '1' } }, withLocale('zh-CN'))).toMatchObject({ statusCode: 302, headers: { location: { value: '/zh-CN/about/?x=1' } } })
    expect(viewer('/', {}, withLocale('zh-CN'))).toMatchObject({ statusCode: 302, headers: { location: { value: '/zh-CN/' } } })
    expect(viewer('/zh-CN/about/', {}, withLocale('en-US'))).toMatchObject({ statusCode: 302, headers: { location: { value: '/about/' } } })
    expect(viewer('/zh-CN/', {}, withLocale('fr'))).toMatchObject({ statusCode: 302, headers: { location: { value: '/' } } })
    expect(viewer('/zh-CN/about/', {}, withLocale('zh-CN'))).toMatchObject({ uri: '/zh-CN/about/index.html' })
    expect(viewer('/about/', {}, withLocale('en-US'))).toMatchObject({ uri: '/about/index.html' })
    expect(viewer('/about/')).toMatchObject({ uri: '/about/index.html' })
    expect(viewer('/assets/main-abc.js', {}, withLocale('zh-CN'))).toMatchObject({ uri: '/assets/main-abc.js' })
  })

  it('answers every hostile address itself, never off the site (scripts/lib/hostile-paths.ts)', () => {
    const origin = 'https://www.example.ng'
    const problems = HOSTILE_REQUESTS.flatMap((request) => {
      const cookie = request.cookie && /^locale=(.*)$/.exec(request.cookie)?.[1]
      const answer = viewer(request.path, {}, cookie === undefined ? {} : withLocale(cookie))
      if (!('statusCode' in answer)) return [`${request.path}: passed to the origin as ${answer.uri}`]
      const headers = Object.entries(answer.headers ?? {}).map(([name, { value }]) => [name, value])
      return answerProblems(origin, request, { status: answer.statusCode, headers }, { isPage: () => false })
    })
    expect(problems).toEqual([])
  })
})
