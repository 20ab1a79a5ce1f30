import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// With the zh-CN locale cookie, a page's own content (model copy, news) is Chinese too, not only
// its interface. What may stay in Latin letters: names (Chery, Tiggo 9, Apple CarPlay, Carloha
// Care), units and figures, and sample data such as addresses and e-mail addresses.

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: 'http://127.0.0.1' }])
})

/** Runs of three or more English words in the page's main content. */
async function englishProse(page: Page): Promise<string[]> {
  const text = await page.getByRole('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement
    // Sample data and machine text, not prose: addresses, links to e-mail and phone, the SAMPLE label.
    copy.querySelectorAll('address, a[href^="mailto:"], a[href^="tel:"], [data-sample-label], script').forEach((element) => element.remove())
    document.body.append(copy)
    const visible = copy.innerText
    copy.remove()
    return visible
  })
  return [...text.matchAll(/\b[A-Za-z][a-z’']+(?:[\s,-]+[A-Za-z][a-z’']+){2,}\b/g)].map((match) => match[0])
}

for (const [path, chinese] of [
  ['/models/tiggo-9/', '旗舰之作，低调非凡。'],
  ['/models/arrizo-5/', '城市日常出行的智能轿车。'],
  ['/news/detail/5/', '瑞虎 9 登陆尼日利亚'],
] as const) {
  test(`${path} has no English prose left in Chinese`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('main').getByText(chinese).first()).toBeVisible({ timeout: 15_000 })
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    expect(await englishProse(page)).toEqual([])
  })
}

test('a news page in Chinese links its neighbours by their Chinese titles', async ({ page }) => {
  await page.goto('/news/detail/5/')
  await expect(page.getByRole('heading', { level: 1, name: '瑞虎 9 登陆尼日利亚' })).toBeVisible({ timeout: 15_000 })
  const links = page.getByRole('main').getByRole('link').filter({ hasText: /[\u4e00-\u9fff]/ })
  await expect(links.first()).toBeVisible()
})
