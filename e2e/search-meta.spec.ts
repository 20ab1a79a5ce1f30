import { expect, test } from './fixtures'
import { ACCOUNT_PAGES, PAGES } from './site-routes'

// Issue 24, item 13: what search engines and link previews read from the prerendered HTML.

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
const NEWS = PAGES.filter(({ path }) => path.startsWith('/news/'))

test('every page has a Twitter card; news pages are articles with their publication time and zone', async ({ request }) => {
  for (const { path } of [...PAGES, ...ACCOUNT_PAGES]) {
    const head = headOf(await (await request.get(path)).text())
    expect(head, path).toContain('<meta name="twitter:card" content="summary_large_image"')
    const isNews = path.startsWith('/news/')
    expect(head, path).toContain(`<meta property="og:type" content="${isNews ? 'article' : 'website'}"`)
    if (isNews) expect(head, path).toMatch(/<meta property="article:published_time" content="\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+01:00"/)
  }
  expect(NEWS.length).toBeGreaterThan(0)
})

test('NewsArticle dates carry their time zone', async ({ request }) => {
  for (const { path } of NEWS) {
    const html = await (await request.get(path)).text()
    const article = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .flatMap(([, json]) => {
        const data = JSON.parse(json!) as { '@graph'?: Array<Record<string, unknown>> } & Record<string, unknown>
        return data['@graph'] ?? [data]
      })
      .find((thing) => thing['@type'] === 'NewsArticle')
    expect(article, path).toBeDefined()
    expect(article!.datePublished, path).toMatch(/T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/)
    expect(article!.dateModified, path).toMatch(/T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/)
  }
})

test('robots.txt lets crawlers fetch the noindex pages, so that they see the noindex', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  for (const { path } of ACCOUNT_PAGES) {
    expect(robots).not.toMatch(new RegExp(`^Disallow: ${path.replace(/\//g, '\\/')}`, 'm'))
    expect(await (await request.get(path)).text()).toContain('<meta name="robots" content="noindex"')
  }
})
