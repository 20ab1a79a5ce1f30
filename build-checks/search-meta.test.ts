import { expect, test } from 'vitest'
import { ACCOUNT_PAGES, PAGES, isOutOfSitemap } from '../e2e/site-routes'
import { get, headOf, nodesOf, textOf } from './site'

// Issue 24, item 13: what search engines and link previews read from the prerendered HTML.

// The articles (the news index pages are website pages, with the build's lastmod).
const NEWS = PAGES.filter(({ path }) => path.startsWith('/news/detail/'))

test('every page has a Twitter card; news pages are articles with their publication time and zone', async () => {
  for (const { path } of [...PAGES, ...ACCOUNT_PAGES]) {
    const head = headOf(await textOf(path))
    expect(head, path).toContain('<meta name="twitter:card" content="summary_large_image"')
    const isNews = path.startsWith('/news/detail/')
    expect(head, path).toContain(`<meta property="og:type" content="${isNews ? 'article' : 'website'}"`)
    if (isNews) expect(head, path).toMatch(/<meta property="article:published_time" content="\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+01:00"/)
  }
  expect(NEWS.length).toBeGreaterThan(0)
})

test('NewsArticle dates carry their time zone', async () => {
  for (const { path } of NEWS) {
    const article = (await nodesOf(path)).find((thing) => thing['@type'] === 'NewsArticle')
    expect(article, path).toBeDefined()
    expect(article!.datePublished, path).toMatch(/T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/)
    expect(article!.dateModified, path).toMatch(/T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/)
  }
})

test('robots.txt lets crawlers fetch the noindex pages, so that they see the noindex', async () => {
  const robots = await textOf('/robots.txt')
  for (const { path } of ACCOUNT_PAGES) {
    expect(robots).not.toMatch(new RegExp(`^Disallow: ${path.replace(/\//g, '\\/')}`, 'm'))
    expect(await textOf(path)).toContain('<meta name="robots" content="noindex"')
  }
})

test('the sitemap gives every page its lastmod: a news article its own date, the other pages the build’s', async () => {
  const xml = await textOf('/sitemap.xml')
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(([, loc, lastmod]) => ({ path: new URL(loc!).pathname, lastmod }))
  // Every page but the messages after a booking and the offline page (noindex, as the account pages).
  // Each in English and under /zh-CN/ in Chinese.
  const listed = PAGES.map(({ path }) => path)
    .filter((path) => !isOutOfSitemap(path))
    .flatMap((path) => [path, `/zh-CN${path}`])
  expect(entries.map(({ path }) => path).sort()).toEqual([...listed].sort())
  const buildTimes = new Set<string>()
  for (const { path, lastmod } of entries) {
    expect(lastmod, path).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/)
    if (path.replace(/^\/zh-CN\//, '/').startsWith('/news/detail/')) {
      const article = (await nodesOf(path)).find((thing) => thing['@type'] === 'NewsArticle')
      expect(lastmod, path).toBe(article!.dateModified)
    } else buildTimes.add(lastmod!)
  }
  expect([...buildTimes]).toHaveLength(1)
})

test('the publisher logo is a PNG of at least 112 px, for the organisation and every article', async () => {
  const logos = new Set<string>()
  const home = (await nodesOf('/')).find((thing) => thing['@type'] === 'Organization')
  logos.add((home!.logo as { url: string }).url)
  for (const { path } of NEWS) {
    const article = (await nodesOf(path)).find((thing) => thing['@type'] === 'NewsArticle')
    logos.add(((article!.publisher as { logo: { url: string } }).logo).url)
  }
  expect(logos.size).toBe(1)
  const response = await get(new URL([...logos][0]!).pathname)
  expect(response.status).toBe(200)
  const png = Buffer.from(await response.arrayBuffer())
  // The PNG signature, then the IHDR chunk: width and height, big-endian, at bytes 16 and 20.
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(112)
  expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(112)
})
