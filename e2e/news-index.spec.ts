import { expect, test } from './fixtures'
import { newsFixtures } from '../mocks/fixtures/news'
import { newsZhCn } from '../mocks/fixtures/news-zh'
import { NOT_FOUND_HEADING } from './site-routes'

// Issue 24 item 11: the news index, /news/ and /news/page/n/ (five articles a page).

const PAGE_SIZE = 5
const newestFirst = [...newsFixtures].sort((a, b) => b.date.localeCompare(a.date))
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
/** '2026-03-14' → '14 March 2026' / '2026年3月14日', written out independently of the app's formatting. */
function shownDate(iso: string, locale: 'en-US' | 'zh-CN' = 'en-US') {
  const [year, month, day] = iso.split('-').map(Number)
  return locale === 'zh-CN' ? `${year}年${month}月${day}日` : `${day} ${MONTHS[month! - 1]} ${year}`
}

for (const width of [412, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 412 ? 915 : 768 } })

    test('the index lists the newest articles first, each with its cover, date and summary, linking to the article; page 2 is a real link with the older articles, and Back returns to page 1', async ({ page, navigate }) => {
      await navigate('/news/')
      await expect(page).toHaveTitle('News | Chery Nigeria')
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
      const articles = page.getByRole('main').getByRole('article')
      await expect(articles).toHaveCount(PAGE_SIZE)
      for (const [index, item] of newestFirst.slice(0, PAGE_SIZE).entries()) {
        const article = articles.nth(index)
        await expect(article.getByRole('heading', { level: 2 })).toHaveText(item.title)
        await expect(article.getByRole('link', { name: item.title })).toHaveAttribute('href', `/news/detail/${item.id}/`)
        await expect(article.locator('time')).toHaveText(shownDate(item.date))
        await expect(article.locator('time')).toHaveAttribute('datetime', item.date)
        await expect(article.getByText(item.summary)).toBeVisible()
        const cover = article.locator('picture img')
        await expect(cover).toHaveAttribute('srcset', `/images/news/news-${item.id}-480.webp 480w, /images/news/news-${item.id}-960.webp 960w`)
        await expect(cover).toHaveAttribute('sizes', /100vw/)
        // The first cover is on screen on arrival; the ones below the fold wait for the visitor.
        await expect(cover).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy')
      }
      await expect(articles.first().locator('picture img')).toBeInViewport()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

      // Page 2 is a real link with the older articles, and Back returns to page 1.
      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true))
      const pager = page.getByRole('navigation', { name: 'News pages' })
      await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/news/page/2/')
      await expect(pager.locator('[aria-current="page"]')).toHaveText(/1/)
      await expect(pager.getByRole('link', { name: /Newer news/ })).toHaveCount(0)
      await pager.getByRole('link', { name: /Older news/ }).click()
      await expect(page).toHaveURL('/news/page/2/')
      await expect(page).toHaveTitle('News, page 2 of 2 | Chery Nigeria')
      // The same locator reads page 2's articles now.
      await expect(articles).toHaveCount(newestFirst.length - PAGE_SIZE)
      await expect(articles.first().getByRole('heading', { level: 2 })).toHaveText(newestFirst[PAGE_SIZE]!.title)
      await expect(page.getByRole('navigation', { name: 'News pages' }).getByRole('link', { name: /Older news/ })).toHaveCount(0)
      await expect(page.getByRole('navigation', { name: 'News pages' }).getByRole('link', { name: /Newer news/ })).toHaveAttribute('href', '/news/')
      await page.goBack()
      await expect(page).toHaveURL('/news/')
      await expect(page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 2 })).toHaveText(newestFirst[0]!.title)
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)
    })

    // Reads the same at either width: checked at a phone's.
    if (width === 412) test('an article’s News breadcrumb and the footer lead to the index; the Chinese index has Chinese titles, dates and links, and its own page 2', async ({ page, navigate }) => {
      await navigate('/news/detail/5/')
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
      await breadcrumb.getByRole('link', { name: 'News' }).click()
      await expect(page).toHaveURL('/news/')
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'News', exact: true })).toHaveAttribute('href', '/news/')

      // The Chinese index has Chinese titles, dates and links, and its own page 2.
      await navigate('/zh-CN/news/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
      await expect(page).toHaveTitle('新闻 | 奇瑞尼日利亚')
      await expect(page.getByRole('heading', { level: 1, name: '新闻' })).toBeVisible()
      const first = page.getByRole('main').getByRole('article').first()
      const newest = newestFirst[0]!
      await expect(first.getByRole('link', { name: newsZhCn[newest.id]!.title })).toHaveAttribute('href', `/zh-CN/news/detail/${newest.id}/`)
      await expect(first.locator('time')).toHaveText(shownDate(newest.date, 'zh-CN'))
      const pager = page.getByRole('navigation', { name: '新闻分页' })
      await pager.getByRole('link', { name: /较早的新闻/ }).click()
      await expect(page).toHaveURL('/zh-CN/news/page/2/')
      await expect(page).toHaveTitle('新闻（第 2 页，共 2 页）| 奇瑞尼日利亚')
      const oldest = newestFirst.at(-1)!
      await expect(page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 2 })).toHaveText(newsZhCn[oldest.id]!.title)
      await page.goBack()
      await expect(page).toHaveURL('/zh-CN/news/')
    })
  })
}

test('the index pages carry their metadata and alternates in both languages, and are in the sitemap', async ({ request }) => {
  for (const path of ['/news/', '/news/page/2/']) {
    for (const prefix of ['', '/zh-CN']) {
      const response = await request.get(`${prefix}${path}`)
      expect(response.status(), `${prefix}${path}`).toBe(200)
      const html = await response.text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${prefix}${path}"`))
      expect(head).toMatch(new RegExp(`<link rel="alternate" hrefLang="zh-CN" href="[^"]*/zh-CN${path}"`, 'i'))
      expect(head).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="https?://[^/"]+${path}"`, 'i'))
      expect(head).toMatch(/<meta property="og:title" content="[^"]+"/)
      expect(head).toMatch(/<meta property="og:description" content="[^"]{30,}"/)
      expect(head).toContain('<meta property="og:type" content="website"')
    }
  }
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/news/', '/news/page/2/', '/zh-CN/news/', '/zh-CN/news/page/2/']) expect(sitemap).toContain(`${path}</loc>`)
})

test('crafted or out-of-range page numbers answer 404 with the not-found page', async ({ page }) => {
  for (const path of ['/news/page/0/', '/news/page/1/', '/news/page/01/', '/news/page/abc/', '/news/page/999/', '/news/page/-2/', '/zh-CN/news/page/999/']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await expect(page, path).toHaveTitle(path.startsWith('/zh-CN/') ? /.+/ : 'Not Found')
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
    if (!path.startsWith('/zh-CN/')) await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING }), path).toBeVisible()
  }
})

test('a page number past the last reached by client navigation shows the not-found page', async ({ page, navigate }) => {
  await navigate('/news/page/2/')
  await page.evaluate(() => window.history.pushState({}, '', '/news/page/999/'))
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')))
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible()
})
