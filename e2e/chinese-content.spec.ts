import type { Page } from '@playwright/test'
import { englishRuns, visibleText } from './english-runs'
import { expect, test } from './fixtures'
import { MONDAY_10AM_LAGOS } from './form-helpers'
import { TYPED_BOOKING, fillTestDriveDetails } from './test-drive-form'

// With the zh-CN locale cookie, a page's own content (model copy, news) is Chinese too, not only
// its interface. What may stay in Latin letters: names (Chery, Tiggo 9, Apple CarPlay, Carloha
// Care), units and figures, and sample data such as addresses and e-mail addresses.

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: 'http://127.0.0.1' }])
})

/** Runs of three or more English words in the page's main content. */
async function englishProse(page: Page): Promise<string[]> {
  const text = await visibleText(page, page.getByRole('main'))
  return [...text.matchAll(/\b[A-Za-z][a-z’']+(?:[\s,-]+[A-Za-z][a-z’']+){2,}\b/g)].map((match) => match[0])
}

test('a model page and a news page have no English prose left in Chinese; news links its neighbours by their Chinese titles; dates are Chinese; specifications measure in 毫米 and carousels announce themselves in Chinese', async ({ page }) => {
  const pages: Array<{ path: string; chinese: string; also?: () => Promise<void> }> = [
    {
      path: '/models/tiggo-9/',
      chinese: '旗舰之作，低调非凡。',
      also: async () => {
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
        const specs = page.locator('#specs')
        await expect(specs).toContainText('1,925 毫米')
        expect(await specs.innerText()).not.toMatch(/\d\s*mm\b/)
        expect(await page.locator('[aria-roledescription]').evaluateAll((elements) => [...new Set(elements.map((element) => element.getAttribute('aria-roledescription')))])).toEqual(['轮播', '幻灯片'])
      },
    },
    { path: '/models/arrizo-5/', chinese: '城市日常出行的智能轿车。' },
    {
      path: '/news/detail/5/',
      chinese: '瑞虎 9 登陆尼日利亚',
      also: async () => {
        await expect(page.getByRole('main')).toContainText('2026年5月9日')
        await expect(page.getByRole('main').getByRole('link').filter({ hasText: /[\u4e00-\u9fff]/ }).first()).toBeVisible()
      },
    },
  ]
  for (const { path, chinese, also } of pages) {
    await test.step(path, async () => {
      await page.goto(path)
      await expect(page.getByRole('main').getByText(chinese).first()).toBeVisible({ timeout: 15_000 })
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
      expect(await englishProse(page)).toEqual([])
      await also?.()
    })
  }
  await test.step('the statement dates itself in Chinese', async () => {
    await page.goto('/zh-CN/statement/')
    await expect(page.getByRole('main')).toContainText('最后更新：2026年5月1日')
  })
  await test.step('the comparison and home measure in 毫米', async () => {
    await page.goto('/zh-CN/models/compare/?models=tiggo-9,arrizo-5')
    await expect(page.getByRole('main')).toContainText('1,925 毫米')
    expect(await page.getByRole('main').innerText()).not.toMatch(/\d\s*mm\b/)

    await page.goto('/zh-CN/')
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await page.locator('#models, main').first().scrollIntoViewIfNeeded()
    expect(await page.getByRole('main').innerText()).not.toMatch(/\d\s*mm\b|\d km\b/)
  })
})

/** What the form says about its problems: the error summary, each field's message, server alerts. */
async function formMessages(page: Page): Promise<string> {
  return page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll('[role="alert"], [id$="-error"]')].map((element) => (element as HTMLElement).innerText).join('\n'),
  )
}

// Latin that stays in Chinese messages: the VIN and its letters.
const latinWords = (text: string) => text.replace(/\b(?:VIN|I|O|Q)\b/g, '').match(/[A-Za-z]{2,}[A-Za-z ]*/g) ?? []

const FORMS = [
  { path: '/zh-CN/test-drive/', fill: undefined },
  { path: '/zh-CN/contact/', fill: async (page: Page) => page.getByLabel('车牌号或 VIN').fill('ABCDEFGHIJKLMNOPQ') },
  { path: '/zh-CN/survey/', fill: undefined },
  { path: '/zh-CN/account/login/', fill: undefined },
  { path: '/zh-CN/account/register/', fill: undefined },
  { path: '/zh-CN/account/dealer/', fill: undefined },
]

test('a submit with problems on each form says each of them in Chinese', async ({ page }) => {
  for (const { path, fill } of FORMS) await test.step(path, async () => {
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
})

// Issue 23 item 3: the interactive states of a Chinese page, not only its first paint.

async function downloadedText(download: import('@playwright/test').Download): Promise<string> {
  const stream = await download.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

test.describe('Chinese bookings, start to finish', () => {
  // Showroom time, and a fixed "today": Monday 23 November 2026, 10:00 in Lagos (as e2e/test-drive.spec.ts).
  test.use({ timezoneId: 'Africa/Lagos' })
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: MONDAY_10AM_LAGOS })
  })

  test('a test drive booked in Chinese: step 2, the success page, WhatsApp and the .ics file say it all in Chinese', async ({ page, navigate }) => {
    await navigate('/zh-CN/test-drive/?modelId=tiggo-9')
    const booking = page.getByRole('main').locator('form').last()
    await booking.locator('select[name="showroomId"]').selectOption('ikeja-lagos')
    await booking.locator('input[name="date"]').fill('2026-11-24')
    await booking.locator('select[name="time"]').selectOption('10:30')
    await booking.locator('button[type="submit"]').click()

    // Step 2's summary of the choice: a Chinese date and time, in Lagos time, nothing joined in English.
    const chosen = page.getByText(/^Tiggo 9 · Ikeja, Lagos · /)
    await expect(chosen).toHaveText('Tiggo 9 · Ikeja, Lagos · 2026年11月24日星期二 10:30（拉各斯时间，UTC+1）')

    const typed = Object.values(TYPED_BOOKING).filter((answer) => typeof answer === 'string')
    await fillTestDriveDetails(booking)
    await booking.locator('button[type="submit"]').click()

    await expect(page).toHaveURL('/zh-CN/message/test-drive-success/')
    await expect(page.getByRole('heading', { level: 1, name: '您的试驾已预约成功' })).toBeFocused()
    const main = page.getByRole('main')
    await expect(main).toContainText('TD-2026-000001')
    await expect(main).toContainText('2026年11月24日星期二 10:30（拉各斯时间，UTC+1）')
    await expect(main).toContainText('48 Obafemi Awolowo Way, Ikeja, Lagos')
    const shown = await main.innerText()
    expect(shown).not.toMatch(/sample address|WAT|Tuesday|November/)
    expect(englishRuns(shown, typed)).toEqual([])

    const whatsapp = decodeURIComponent((await main.locator('a[href^="https://wa.me/"]').getAttribute('href')) ?? '')
    expect(whatsapp).toContain('您好，我已预约 2026年11月24日星期二 10:30（拉各斯时间，UTC+1） 试驾 Tiggo 9（预约编号 TD-2026-000001）')

    const download = page.waitForEvent('download')
    await main.getByRole('button', { name: '添加到日历（.ics）' }).click()
    // The calendar's text, its folded lines joined again (RFC 5545 §3.1) and its escapes undone.
    const ics = (await downloadedText(await download)).replace(/\r\n /g, '').replace(/\\([,;\\])/g, '$1')
    const field = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(ics)?.[1] ?? ''
    expect(field('SUMMARY')).toBe('奇瑞 Tiggo 9 试驾')
    expect(field('LOCATION')).toBe('奇瑞 Ikeja, Lagos 展厅，48 Obafemi Awolowo Way, Ikeja, Lagos')
    expect(field('DESCRIPTION')).toBe('奇瑞 Tiggo 9 试驾。预约编号 TD-2026-000001。请携带驾驶证。')
    expect(ics).toContain('DTSTART:20261124T093000Z')
  })

  test('a service booked in Chinese: the success page says it all in Chinese', async ({ page, navigate }) => {
    await navigate('/zh-CN/contact/')
    const order = page.getByRole('main').locator('form').filter({ has: page.locator('[name="registrationOrVin"]') })
    await order.locator('[name="name"]').fill('Amina Bello')
    await order.locator('[name="phone"]').fill('+234 803 123 4567')
    await order.locator('[name="email"]').fill('amina.bello@example.test')
    await order.locator('[name="modelId"]').selectOption('tiggo-8-pro-max')
    await order.locator('[name="registrationOrVin"]').fill('kja-123-ab')
    await order.locator('[name="mileageKm"]').fill('42,000')
    await order.locator('[name="serviceType"]').selectOption({ index: 1 })
    await order.locator('[name="showroomId"]').selectOption('kano')
    await order.locator('[name="preferredDate"]').fill('2026-11-28')
    await order.locator('[name="description"]').fill('四万公里保养。')
    await order.locator('button[type="submit"]').click()

    await expect(page).toHaveURL('/zh-CN/message/work-order-success/')
    await expect(page.getByRole('heading', { level: 1, name: '我们已收到您的保养预约' })).toBeFocused()
    const main = page.getByRole('main')
    await expect(main).toContainText('WO-2026-000001')
    await expect(main).toContainText('2026年11月28日星期六')
    await expect(main).toContainText('21 Zoo Road, Nassarawa, Kano')
    const shown = await main.innerText()
    expect(shown).not.toMatch(/sample address|Saturday|November/)
    expect(englishRuns(shown, ['Amina Bello', 'amina.bello@example.test'])).toEqual([])
    const whatsapp = decodeURIComponent((await main.locator('a[href^="https://wa.me/"]').getAttribute('href')) ?? '')
    expect(whatsapp).toContain('您好，我已预约 2026年11月28日星期六 的保养（预约编号 WO-2026-000001）')
  })
})

test('a wrong password is answered in Chinese; logging in leads to the Chinese profile, welcomed in Chinese', async ({ page, allowConsole }) => {
  allowConsole(/passport\.login failed with code 401/)
  await page.goto('/zh-CN/account/login/')
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.getByLabel('手机号码').fill('+234 800 000 0100')
  await page.getByLabel('密码', { exact: true }).fill('NotThePassword1')
  await page.getByRole('main').locator('form button[type="submit"]').click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText('手机号码或密码不正确')

  await page.getByLabel('密码', { exact: true }).fill('Password123')
  await page.getByRole('main').locator('form button[type="submit"]').click()
  await expect(page).toHaveURL('/zh-CN/account/profile/')
  await expect(page.getByRole('heading', { level: 1, name: '我的账户' })).toBeFocused()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.getByRole('region', { name: '通知' })).toContainText('您好，Ada Sample')
  expect(englishRuns(await page.getByRole('main').innerText(), ['Ada Sample'])).toEqual([])
})

test('the consent banner and the cookie settings are Chinese', async ({ browser, baseURL }) => {
  // A first visit: no answer to the analytics question yet (the other tests start with one).
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
  try {
    const page = await context.newPage()
    await page.goto('/zh-CN/')
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    const banner = page.getByTestId('consent-banner')
    await expect(banner).toBeVisible()
    expect(englishRuns(await banner.innerText())).toEqual([])
    await banner.getByRole('button', { name: '拒绝' }).click()
    await expect(banner).toBeHidden()
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie 设置' }).click()
    await expect(banner).toBeVisible()
    expect(englishRuns(await banner.innerText())).toEqual([])
  } finally {
    await context.close()
  }
})
