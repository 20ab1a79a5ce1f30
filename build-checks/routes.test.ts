import { readdirSync } from 'node:fs'
import { expect, test } from 'vitest'
import { ACCOUNT_PAGES, PAGES } from '../e2e/site-routes'
import { distDir, get, headOf, textOf } from './site'

// Every route is prerendered: what a crawler reads before any script runs. Each page hydrated in a
// browser: e2e/routes.spec.ts.

test('every page answers 200 with its title and description in the raw HTML head', async () => {
  for (const page of PAGES) {
    const response = await get(page.path)
    expect(response.status, page.path).toBe(200)
    const head = headOf(await response.text())
    expect(head.match(/<title>/g), page.path).toHaveLength(1)
    if ('title' in page) expect(head, page.path).toContain(`<title>${page.title}</title>`)
    expect(head, page.path).toMatch(/<meta name="description" content="[^"]{30,}"/)
    expect(head, page.path).toMatch(/<meta name="keywords" content="[^"]+"/)
    for (const tag of ['<meta name="description"', '<meta name="keywords"', '<meta property="og:title"', '<link rel="canonical"']) {
      expect(head.split(tag).length - 1, `${page.path} ${tag}`).toBeLessThanOrEqual(1)
    }
  }
})

test('every page the prerender wrote (from the route tree) has its expectations here', () => {
  const written = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('/index.html') || file === 'index.html')
    .map((file) => `/${file.slice(0, -'index.html'.length)}`)
  // Each page in English and under /zh-CN/ in Chinese.
  const expected = [...PAGES, ...ACCOUNT_PAGES].flatMap((page) => [page.path, `/zh-CN${page.path}`])
  expect(written.sort()).toEqual([...expected].sort())
})

test('sitemap.xml lists the indexable pages and robots.txt points to it', async () => {
  const sitemap = await textOf('/sitemap.xml')
  expect(sitemap).toContain('/models/tiggo-9/</loc>')
  expect(sitemap).not.toContain('/message/')
  expect(sitemap).not.toContain('/offline/')
  expect(await textOf('/robots.txt')).toContain('Sitemap: ')
})
