// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { addressesIn, describeBrokenLinks, findBrokenLinks, siteOriginOf, sitePath } from './link-check.mjs'

const dirs = []
function site(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'link-check-'))
  dirs.push(dir)
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), content)
  }
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const home = (body) =>
  `<!doctype html><html><head><link rel="canonical" href="https://www.example.ng/"><link rel="stylesheet" href="/assets/a.css"></head><body>${body}</body></html>`

describe('link check over a built site', () => {
  it('passes a site whose every internal address names a written page or file', async () => {
    const dist = site({
      'index.html': home('<a href="/news/detail/5/">News</a><a href="https://elsewhere.example/x">x</a><a href="mailto:a@b.c">m</a><a href="#top">top</a>'),
      'assets/a.css': 'a{}',
      'news/detail/5/index.html': home('<img src="/images/a-480.webp" srcset="/images/a-480.webp 480w, /images/a-960.webp 960w" alt=""><a href="/?x=1#y">home</a>'),
      'images/a-480.webp': '',
      'images/a-960.webp': '',
    })
    expect(await findBrokenLinks(dist, { siteOrigin: await siteOriginOf(dist) })).toEqual([])
  })

  it('names each page that links to a page or file the build did not write', async () => {
    const dist = site({
      'index.html': home('<a href="/news/detail/5/">News</a><a href="https://www.example.ng/about/">About</a>'),
      'assets/a.css': 'a{}',
      'models/x/index.html': home('<img src="/images/missing-480.webp" alt=""><script type="module" src="/assets/gone.js"></script>'),
    })
    const broken = await findBrokenLinks(dist, { siteOrigin: await siteOriginOf(dist) })
    expect(broken).toEqual([
      { page: '/', address: '/news/detail/5/' },
      { page: '/', address: 'https://www.example.ng/about/' },
      { page: '/models/x/', address: '/images/missing-480.webp' },
      { page: '/models/x/', address: '/assets/gone.js' },
    ])
    expect(describeBrokenLinks(broken)).toMatch(/4 internal addresses .*\n {2}\/ → \/news\/detail\/5\//)
  })

  it('reads the boot loader’s module lists and leaves other origins alone', () => {
    expect(addressesIn('<script data-entry="/assets/main.js" data-preload="/assets/a.js /assets/b.js"></script>')).toEqual([
      '/assets/main.js',
      '/assets/a.js',
      '/assets/b.js',
    ])
    expect(sitePath('//cdn.example/x.png', 'https://www.example.ng')).toBeNull()
    expect(sitePath('tel:+2348000000000', undefined)).toBeNull()
    expect(sitePath('/news/caf%C3%A9/', undefined)).toBe('/news/café/')
    expect(sitePath('/../../etc/passwd', undefined)).toBe('/etc/passwd')
  })
})
