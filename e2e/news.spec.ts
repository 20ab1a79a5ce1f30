import { eachPathInOneTab, expect, test } from './fixtures'
import { newsFixtures } from '../mocks/fixtures/news'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
/** '2026-03-14' → '14 March 2026', written out independently of the app's date-fns formatting. */
function shownDate(iso: string) {
  const [year, month, day] = iso.split('-').map(Number)
  return `${day} ${MONTHS[month! - 1]} ${year}`
}

const newestFirst = [...newsFixtures].sort((a, b) => b.date.localeCompare(a.date))

test.describe('news detail', () => {
  test('news 5 (linked from the home banner) shows its title, date, cover, body and related models; previous and next lead on in the app; an unknown id answers 404', async ({ page, navigate }) => {
    await navigate('/news/detail/5/')
    const article = page.getByRole('article', { name: 'The Tiggo 9 arrives in Nigeria' })
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('The Tiggo 9 arrives in Nigeria')
    await expect(article.locator('time').first()).toHaveText('9 May 2026')
    await expect(article.locator('time').first()).toHaveAttribute('datetime', '2026-05-09')
    const cover = article.locator('picture img').first()
    await expect(cover).toHaveAttribute('src', '/images/news/news-5-960.webp')
    await expect(cover).toHaveAttribute('srcset', '/images/news/news-5-480.webp 480w, /images/news/news-5-960.webp 960w')
    await expect(article.locator('picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /news-5-480\.avif 480w/)
    await expect(article.getByRole('heading', { level: 2, name: 'Built for our roads' })).toBeVisible()
    await expect(article.getByRole('img', { name: 'The Tiggo 9 in front of a showroom' })).toHaveCount(1)
    const related = article.getByRole('region', { name: 'Models in this story' })
    await expect(related.getByRole('link', { name: /^Tiggo 9/ })).toHaveAttribute('href', '/models/tiggo-9/')
    await expect(related.getByRole('link', { name: /^Tiggo 8 Pro Max/ })).toHaveAttribute('href', '/models/tiggo-8-pro-max/')
    // The covers are offered as AVIF first (a third of the WebP's bytes), WebP for the rest.
    await expect(related.locator('picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /tiggo-9\/cover-320\.avif 320w/)
    await expect(related.locator('picture img').first()).toHaveAttribute('src', '/images/models/tiggo-9/cover-320.webp')

    await test.step('previous and next link the articles published before and after, in the app', async () => {
      const index = newestFirst.findIndex((item) => item.id === '4')
      const older = newestFirst[index + 1]!
      const newer = newestFirst[index - 1]!
      await navigate('/news/detail/4/')
      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true))
      const pager = page.getByRole('navigation', { name: 'More news' })
      await expect(pager.getByRole('link', { name: /Previous article/ })).toHaveAttribute('href', `/news/detail/${older.id}/`)
      await pager.getByRole('link', { name: /Next article/ }).click()
      await expect(page).toHaveURL(`/news/detail/${newer.id}/`)
      await expect(page.getByRole('heading', { level: 1, name: newer.title })).toBeVisible()
      await expect(page).toHaveTitle(`${newer.title} | Chery Nigeria News`)
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)
    })

    await test.step('an unknown id answers 404 with the not-found page', async () => {
      const response = await page.goto('/news/detail/99/')
      expect(response?.status()).toBe(404)
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
      await expect(page).toHaveTitle('Not Found')
    })
  })

  test('has its metadata, Open Graph tags and canonical URL in the prerendered HTML', async ({ request }) => {
    const html = await (await request.get('/news/detail/5/')).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<title>The Tiggo 9 arrives in Nigeria | Chery Nigeria News</title>')
    expect(head).toMatch(/<meta name="description" content="Our new flagship SUV[^"]*"/)
    expect(head).toMatch(/<meta name="keywords" content="[^"]*Chery Tiggo 9[^"]*"/)
    expect(head).toMatch(/<meta property="og:title" content="The Tiggo 9 arrives in Nigeria \| Chery Nigeria News"/)
    expect(head).toMatch(/<meta property="og:image" content="[^"]*\/images\/og\/news\/news-5-1200\.jpg"/)
    expect(head).toMatch(/<link rel="canonical" href="[^"]*\/news\/detail\/5\/"/)
    // The body is text from structured blocks: the prerendered page carries the article without client rendering.
    expect(html).toContain('A 2.0-litre turbocharged engine delivers confident overtaking')
  })

  // One tab, a step per article (a failure names its address).
  test('every article renders with its date and every body block; the newest has no next link and the oldest no previous link', async ({ page, navigate }) => {
    const [newest, oldest] = [newestFirst[0]!, newestFirst.at(-1)!]
    await eachPathInOneTab(
      newsFixtures.map((item) => `/news/detail/${item.id}/`),
      async (path) => {
        const item = newsFixtures.find((candidate) => path === `/news/detail/${candidate.id}/`)!
        await navigate(path)
        await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible()
        await expect(page.getByRole('article').locator('time').first()).toHaveText(shownDate(item.date))
        for (const block of item.blocks) {
          // A crafted image on a foreign host (mocks/fixtures/news.ts) is dropped by the image rule.
          if (block.type === 'image') await expect(page.getByRole('img', { name: block.alt })).toHaveCount(block.src.includes('evil.example') ? 0 : 1)
          else await expect(page.getByText(block.text, { exact: true })).toBeVisible()
        }
        const pager = page.getByRole('navigation', { name: 'More news' })
        if (item === newest) await expect(pager.getByRole('link', { name: /Next article/ })).toHaveCount(0)
        if (item === oldest) await expect(pager.getByRole('link', { name: /Previous article/ })).toHaveCount(0)
      },
      15_000,
    )
  })

  test('every news page is in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const item of newsFixtures) expect(sitemap).toContain(`/news/detail/${item.id}/</loc>`)
  })
})
