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

/** What the form says about its problems: the error summary, each field's message, server alerts. */
async function formMessages(page: Page): Promise<string> {
  return page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll('[role="alert"], [id$="-error"]')].map((element) => (element as HTMLElement).innerText).join('\n'),
  )
}

// Latin that stays in Chinese messages: the VIN and its letters.
const latinWords = (text: string) => text.replace(/\b(?:VIN|I|O|Q)\b/g, '').match(/[A-Za-z]{2,}[A-Za-z ]*/g) ?? []

for (const { path, fill } of [
  { path: '/zh-CN/test-drive/', fill: undefined },
  { path: '/zh-CN/contact/', fill: async (page: Page) => page.getByLabel('车牌号或 VIN').fill('ABCDEFGHIJKLMNOPQ') },
  { path: '/zh-CN/survey/', fill: undefined },
  { path: '/zh-CN/account/login/', fill: undefined },
  { path: '/zh-CN/account/register/', fill: undefined },
  { path: '/zh-CN/account/dealer/', fill: undefined },
]) {
  test(`${path}: a submit with problems says each of them in Chinese`, async ({ page }) => {
    await page.goto(path)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    const form = page.getByRole('main').locator('form').last()
    await fill?.(page)
    await form.locator('button[type="submit"]').last().click()
    const summary = page.getByRole('main').getByRole('alert').filter({ hasText: /问题|错误|请/ }).first()
    await expect(summary).toBeVisible()
    const messages = await formMessages(page)
    expect(messages).toMatch(/[\u4e00-\u9fff]/)
    expect(latinWords(messages)).toEqual([])
  })
}

test('a wrong password is answered in Chinese', async ({ page, allowConsole }) => {
  allowConsole(/passport\.login failed with code 401/)
  await page.goto('/zh-CN/account/login/')
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.getByLabel('手机号码').fill('+234 800 000 0100')
  await page.getByLabel('密码', { exact: true }).fill('NotThePassword1')
  await page.getByRole('main').locator('form button[type="submit"]').click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText('手机号码或密码不正确')
})
