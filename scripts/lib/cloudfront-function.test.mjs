import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// docs/deploy.md gives the distributor a CloudFront Function for S3 + CloudFront; this runs it as
// written there, with viewer requests shaped as CloudFront hands them (querystring as an object).
const docs = readFileSync(join(import.meta.dirname, '../../docs/deploy.md'), 'utf8')
const source = /## S3 \+ CloudFront[\s\S]*?```js\n([\s\S]*?)```/.exec(docs)?.[1]
const handler = new Function(`${source}\nreturn handler`)()

function viewer(uri, querystring = {}) {
  return handler({ request: { uri, querystring } })
}

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

  it('refuses an encoded slash', () => {
    for (const uri of ['/about%2F/', '/models/tiggo-9%2f']) expect(viewer(uri)).toMatchObject({ statusCode: 400 })
  })
})
