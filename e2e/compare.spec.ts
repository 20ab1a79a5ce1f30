import type { ElementHandle, Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { NOT_A_MODEL_ID } from '../src/config/catalogue'

// Issue 26: the model comparison. The choice lives in ?models=, read once the page has hydrated;
// the prerendered page shows the default pair.

const PATH = '/models/compare/'
const DEFAULT_PAIR = ['Tiggo 9', 'Tiggo 8 Pro']

const table = (page: Page) => page.getByRole('main').getByRole('table')
const columnTitles = (page: Page) => table(page).locator('thead th[scope="col"]')

/** Waits until the table shows these models, in this order. */
async function expectColumns(page: Page, titles: string[]) {
  await expect(columnTitles(page)).toHaveCount(titles.length)
  for (const [index, title] of titles.entries()) await expect(columnTitles(page).nth(index)).toContainText(title)
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([])
}

test('is prerendered with the default pair, its title and every figure row', async ({ request }) => {
  const response = await request.get(PATH)
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('<title>Compare models | Chery Nigeria</title>')
  expect(html).toContain(`<link rel="canonical" href="https://www.chery-nigeria.test${PATH}"`)
  for (const row of ['engine', 'power', 'torque', 'transmission', 'drive', 'fuel', 'bodyLength', 'wheelbase', 'width', 'height', 'groundClearance', 'seats', 'fuelTank', 'boot', 'intro-safety', 'features']) {
    expect(html).toContain(`data-row="${row}"`)
  }
  expect(html).toMatch(/data-model="tiggo-9"[\s\S]*data-model="tiggo-8-pro"/)
})

for (const width of [1366, 412]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('compares two models, then three; the address follows, Back and Forward restore the choice', async ({ page }) => {
      await page.goto(`${PATH}?models=arrizo-5,tiggo-2-pro`)
      await hydrated(page)
      await expectColumns(page, ['Arrizo 5', 'Tiggo 2 Pro'])
      const wheelbase = table(page).locator('tr[data-row="wheelbase"]')
      await expect(wheelbase.getByRole('cell')).toHaveText(['2,670 mm', '2,555 mm'])
      await expect(wheelbase.getByRole('rowheader')).toContainText('Differs')
      await expect(table(page).locator('tr[data-row="seats"]').getByRole('rowheader')).toHaveText('Seats')

      // Two models fit side by side, labels included.
      for (const header of await columnTitles(page).all()) {
        const box = (await header.boundingBox())!
        expect(box.x + box.width).toBeLessThanOrEqual(width)
      }
      await expectNoAxeViolations(page)

      await page.getByLabel('Model 3 (optional)').selectOption('tiggo-9')
      await expectColumns(page, ['Arrizo 5', 'Tiggo 2 Pro', 'Tiggo 9'])
      await expect(page).toHaveURL(/\?models=arrizo-5%2Ctiggo-2-pro%2Ctiggo-9$|\?models=arrizo-5,tiggo-2-pro,tiggo-9$/)
      await expect(table(page).locator('tr[data-row="wheelbase"]').getByRole('cell')).toHaveText(['2,670 mm', '2,555 mm', '2,820 mm'])

      // Three models fit side by side too, at phone width as well: nothing scrolls sideways.
      for (const header of await columnTitles(page).all()) {
        const box = (await header.boundingBox())!
        expect(box.x + box.width).toBeLessThanOrEqual(width)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await expectNoAxeViolations(page)

      await page.goBack()
      await expectColumns(page, ['Arrizo 5', 'Tiggo 2 Pro'])
      await expect(page.getByLabel('Model 3 (optional)')).toHaveValue('')
      await page.goForward()
      await expectColumns(page, ['Arrizo 5', 'Tiggo 2 Pro', 'Tiggo 9'])
    })
  })
}

// Issue 40: three models on the narrowest phone list each row's figures under its label, one model a
// line and named, in both languages (the layout guard measures this page at 320 and 412 px too).
test.describe('three models at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } })

  for (const [prefix, label] of [
    ['', 'Wheelbase'],
    ['/zh-CN', '轴距'],
  ] as const) {
    test(`${prefix || 'English'}: each figure is named with its model, nothing scrolls sideways`, async ({ page }) => {
      await page.goto(`${prefix}${PATH}?models=tiggo-9,arrizo-5,tiggo-8-pro-max`)
      await hydrated(page)
      await expectColumns(page, ['Tiggo 9', 'Arrizo 5', 'Tiggo 8 Pro Max'])
      const wheelbase = table(page).locator('tr[data-row="wheelbase"]')
      await expect(wheelbase.getByRole('rowheader')).toContainText(label)
      const cells = wheelbase.getByRole('cell')
      await expect(cells).toHaveCount(3)
      // One model a line: each cell below the one before, full width, its model's name shown in it.
      const boxes = await Promise.all((await cells.all()).map(async (cell) => (await cell.boundingBox())!))
      for (const [index, box] of boxes.entries()) {
        expect(box.x + box.width).toBeLessThanOrEqual(320)
        if (index > 0) expect(box.y).toBeGreaterThanOrEqual(boxes[index - 1]!.y + boxes[index - 1]!.height - 1)
      }
      await expect(cells.nth(2)).toHaveText(/^2,710/)
      expect(await cells.nth(2).evaluate((cell) => getComputedStyle(cell, '::before').content)).toMatch(/Tiggo 8 Pro Max/)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
      await expectNoAxeViolations(page)
    })
  }
})

// A slow phone: the second choice is made before the first is on screen (here in the same task).
test('a second choice made while the first is still on its way keeps the first; the address opens it in a new tab; a model shown in another column swaps the two; each column links to its model page and its test drive', async ({ page, context }) => {
  await page.goto(PATH)
  await hydrated(page)
  await expectColumns(page, DEFAULT_PAIR)
  const second = (await page.getByLabel('Model 2').elementHandle()) as ElementHandle<HTMLSelectElement>
  const third = (await page.getByLabel('Model 3 (optional)').elementHandle()) as ElementHandle<HTMLSelectElement>
  await page.evaluate(
    (choices) => {
      for (const [select, value] of choices) {
        select.value = value
        select.dispatchEvent(new Event('change', { bubbles: true }))
      }
    },
    [
      [second, 'tiggo-4-pro'],
      [third, 'arrizo-5'],
    ] as const,
  )
  await expectColumns(page, ['Tiggo 9', 'Tiggo 4 Pro', 'Arrizo 5'])
  await expect(page).toHaveURL(/models=tiggo-9(%2C|,)tiggo-4-pro(%2C|,)arrizo-5/)

  await test.step('the address opens the same comparison in a new tab', async () => {
    const other = await context.newPage()
    await other.goto(page.url())
    await hydrated(other)
    await expectColumns(other, ['Tiggo 9', 'Tiggo 4 Pro', 'Arrizo 5'])
    await expect(other.getByLabel('Model 1')).toHaveValue('tiggo-9')
    await other.close()
  })

  await test.step('choosing a model shown in another column swaps the two', async () => {
    await page.getByLabel('Model 1').selectOption('tiggo-4-pro')
    await expectColumns(page, ['Tiggo 4 Pro', 'Tiggo 9', 'Arrizo 5'])
    await expect(page.getByLabel('Model 2')).toHaveValue('tiggo-9')
  })

  await test.step('each column links to its model page and to a test drive with that model chosen', async () => {
    await expect(page.getByRole('link', { name: 'View model: Arrizo 5' })).toHaveAttribute('href', '/models/arrizo-5/')
    await page.getByRole('link', { name: 'Book a Tiggo 4 Pro test drive' }).click()
    await expect(page.getByRole('main').getByLabel('Model', { exact: true })).toHaveValue('tiggo-4-pro')
    await expect(page).toHaveURL('/test-drive/')
  })
})

test('without scripts the form asks for the comparison itself, in the page\'s language', async ({ browser, baseURL, page }) => {
  const scriptsOff = await browser.newContext({ javaScriptEnabled: false, baseURL })
  try {
    for (const [path, lang] of [
      [PATH, 'en-US'],
      [`/zh-CN${PATH}`, 'zh-CN'],
    ] as const) {
      const plain = await scriptsOff.newPage()
      await plain.goto(path)
      const picker = plain.getByRole('main').locator('form')
      await picker.locator('select').nth(0).selectOption('arrizo-5')
      await picker.locator('select').nth(1).selectOption('tiggo-2-pro')
      await picker.getByRole('button').click()
      await expect(plain).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}\\?models%5B%5D=arrizo-5&models%5B%5D=tiggo-2-pro&models%5B%5D=$`))
      const asked = plain.url()
      await plain.close()

      // The address the plain form asked for, opened with scripts: that comparison, in that language.
      await page.goto(asked)
      await hydrated(page)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expectColumns(page, ['Arrizo 5', 'Tiggo 2 Pro'])
    }
  } finally {
    await scriptsOff.close()
  }
})

test('crafted, unknown, duplicate and too many values fall back to a valid choice without an error', async ({ page }) => {
  const cases: Array<[string, string[]]> = [
    ['models=%3Cscript%3Ealert(1)%3C%2Fscript%3E', DEFAULT_PAIR],
    [`models=${NOT_A_MODEL_ID},unknown`, DEFAULT_PAIR],
    ['models=%7B%22toString%22%3A1%7D', DEFAULT_PAIR],
    ['models=', DEFAULT_PAIR],
    [`models=${'x'.repeat(5000)}`, DEFAULT_PAIR],
    ['models=arrizo-5', ['Arrizo 5', 'Tiggo 9']],
    ['models=tiggo-2-pro,tiggo-2-pro,tiggo-2-pro', ['Tiggo 2 Pro', 'Tiggo 9']],
    ['models=tiggo-2-pro,tiggo-4-pro,tiggo-9,arrizo-5,tiggo-8-pro', ['Tiggo 2 Pro', 'Tiggo 4 Pro', 'Tiggo 9']],
    ['models=tiggo-4-pro&models=arrizo-5', ['Tiggo 4 Pro', 'Arrizo 5']],
    ['models[]=arrizo-5&__proto__=x', ['Arrizo 5', 'Tiggo 9']],
  ]
  for (const [query, titles] of cases) {
    await test.step(query.slice(0, 80), async () => {
      const response = await page.goto(`${PATH}?${query}`)
      expect(response?.status()).toBe(200)
      await hydrated(page)
      await expectColumns(page, titles)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare models')
    })
  }
})

test('is reached from the Models menu, a model page and the home carousel', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('button', { name: 'Models' }).click()
  await page.getByRole('link', { name: 'Compare models' }).click()
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare models')
  await expectColumns(page, DEFAULT_PAIR)

  await page.goto('/models/arrizo-5/')
  await hydrated(page)
  await page.getByRole('link', { name: 'Compare the Arrizo 5 with other models' }).click()
  await expectColumns(page, ['Arrizo 5', 'Tiggo 9'])

  await page.goto('/')
  await hydrated(page)
  const carousel = page.locator('section[aria-labelledby="home-models-heading"]')
  await carousel.getByRole('tab', { name: 'Tiggo 2 Pro' }).click()
  await carousel.getByRole('link', { name: 'Compare Tiggo 2 Pro with other models' }).click()
  await expectColumns(page, ['Tiggo 2 Pro', 'Tiggo 9'])
})

test.describe('in Chinese', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'locale', value: 'zh-CN', url: 'http://127.0.0.1' }])
  })

  test('labels, markers and the models’ own figures are Chinese', async ({ page }) => {
    await page.goto(`${PATH}?models=tiggo-9,arrizo-5`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('车型对比', { timeout: 15_000 })
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expectColumns(page, ['Tiggo 9', 'Arrizo 5'])
    const wheelbase = table(page).locator('tr[data-row="wheelbase"]').getByRole('rowheader')
    await expect(wheelbase).toContainText('轴距')
    await expect(wheelbase).toContainText('有差异')
    await expect(table(page).locator('tr[data-row="transmission"]').getByRole('cell').first()).toHaveText(/[\u4e00-\u9fff]/)
    await expectNoAxeViolations(page)
  })
})
