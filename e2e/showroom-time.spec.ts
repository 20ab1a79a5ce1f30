import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { MONDAY_10AM_LAGOS } from './form-helpers'
import { fillTestDriveDetails, testDriveForm } from './test-drive-form'

// Booking times are the showrooms' (Lagos, WAT): every place a time is chosen or shown says so, and a
// visitor whose clock reads otherwise also sees the time on their own clock (issue 22 item 5).

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: MONDAY_10AM_LAGOS })
})

const field = (page: Page, name: string) => page.locator(`#test-drive-${name}`)

/** Step 1 with Tuesday 24 November 2026, 10:30 (Lagos), then Next. */
async function chooseTuesdayAtTenThirty(page: Page, next: RegExp) {
  await field(page, 'modelId').selectOption('tiggo-9')
  await field(page, 'showroomId').selectOption('ikeja-lagos')
  await field(page, 'date').fill('2026-11-24')
  await field(page, 'time').selectOption('10:30')
  return async () => {
    await page.getByRole('button', { name: next }).click()
    await expect(field(page, 'firstName')).toBeVisible()
  }
}

const zones = [
  // Tuesday 24 November 2026, 10:30 in Lagos = 09:30 UTC.
  { timeZone: 'America/Los_Angeles', yours: /Tue,? 24 Nov,? 01:30 (GMT-8|PST)/ },
  { timeZone: 'Asia/Tokyo', yours: /Tue,? 24 Nov,? 18:30 (GMT\+9|JST)/ },
]

for (const { timeZone, yours } of zones) {
  test.describe(`a visitor in ${timeZone}`, () => {
    test.use({ timezoneId: timeZone })

    test('sees Lagos time (WAT) and their own time at the chosen slot, in the summary and on the success page', async ({ page, navigate }) => {
      test.slow() // a whole booking, on a shared machine
      await navigate('/test-drive/')
      const next = await chooseTuesdayAtTenThirty(page, /^Next$/)
      const time = field(page, 'time')
      await expect(time).toHaveAccessibleDescription(/Times are Lagos time \(WAT\)\./)
      await expect(time).toHaveAccessibleDescription(new RegExp(`10:30 Lagos time is ${yours.source} your time\\.`))

      await next()
      const summary = page.locator('p').filter({ hasText: /Tiggo 9 · Ikeja/ })
      await expect(summary).toContainText('10:30 Lagos time (WAT)')
      await expect(summary).toContainText(new RegExp(`\\(${yours.source} your time\\)`))

      await fillTestDriveDetails(testDriveForm(page))
      await page.getByRole('button', { name: 'Submit' }).click()
      await expect(page).toHaveURL('/message/test-drive-success/')
      const booked = page.getByRole('region', { name: 'Your booking' })
      await expect(booked).toContainText(/Tuesday,? 24 November 2026, 10:30 Lagos time \(WAT\)/)
      await expect(booked).toContainText(new RegExp(`\\(${yours.source} your time\\)`))
    })
  })
}

test.describe('a visitor in Lagos', () => {
  test.use({ timezoneId: 'Africa/Lagos' })

  test('sees Lagos time (WAT) and no second time', async ({ page, navigate }) => {
    await navigate('/test-drive/')
    const next = await chooseTuesdayAtTenThirty(page, /^Next$/)
    await expect(field(page, 'time')).toHaveAccessibleDescription(/Times are Lagos time \(WAT\)\./)
    await expect(field(page, 'time')).not.toHaveAccessibleDescription(/your time/)
    await next()
    const summary = page.locator('p').filter({ hasText: /Tiggo 9 · Ikeja/ })
    await expect(summary).toContainText('10:30 Lagos time (WAT)')
    await expect(summary).not.toContainText('your time')
  })
})

test.describe('a visitor in Tokyo reading Chinese', () => {
  test.use({ timezoneId: 'Asia/Tokyo' })

  test('sees 拉各斯时间 and their own time in Chinese', async ({ page, context, navigate }) => {
    await context.addCookies([{ name: 'locale', value: 'zh-CN', url: 'http://127.0.0.1' }])
    await navigate('/test-drive/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    const next = await chooseTuesdayAtTenThirty(page, /^下一步$/)
    await expect(field(page, 'time')).toHaveAccessibleDescription(/时间均为拉各斯时间（UTC\+1）。/)
    await expect(field(page, 'time')).toHaveAccessibleDescription(/拉各斯时间 10:30 即您当地时间 11月24日.*18:30/)
    await next()
    // A Chinese date and time, Lagos time named in Chinese (not "WAT"), the visitor's own beside it.
    await expect(page.locator('p').filter({ hasText: /2026年11月24日星期二 10:30（拉各斯时间，UTC\+1）/ })).toContainText(/（拉各斯时间，UTC\+1）（您当地时间 11月24日.*18:30）/)
  })
})

test.describe('the service form', () => {
  test.use({ timezoneId: 'America/Los_Angeles' })

  test('says its dates follow the Lagos calendar', async ({ page, navigate }) => {
    await navigate('/contact/')
    await expect(page.getByLabel('Preferred date')).toHaveAccessibleDescription(/Lagos calendar \(WAT\)/)
  })
})
