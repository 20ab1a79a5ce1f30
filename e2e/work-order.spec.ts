import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { sourceChunk } from './build-manifest'
import { expect, islandHydrated, recordRemovedNodes, removedNodes, test } from './fixtures'
import { workOrderForm as form, fillWorkOrder } from './work-order-form'
import { MONDAY_10AM_LAGOS, describeNeverLostNeverTwice, expectOneRecordShown, focusedLabel, recordRequests } from './form-helpers'

test.use({ timezoneId: 'Africa/Lagos' })
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: MONDAY_10AM_LAGOS })
})

const API_PATH = '/api/work-order/'

async function expectReceived(page: Page) {
  await expect(page).toHaveURL('/message/work-order-success/')
  await expect(page.getByRole('heading', { level: 1, name: 'Your service booking is received' })).toBeFocused()
  return expectOneRecordShown(page, 'workOrder')
}

test.describe('service booking (work order) on /contact/#book-service', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })

    test("the form's code loads when the visitor comes near it, not with the page; what was typed meanwhile is kept", async ({ page, navigate }) => {
      const formCode = `/${sourceChunk('src/features/work-order/BookServiceSection.tsx')}`
      const requested: string[] = []
      page.on('request', (request) => requested.push(new URL(request.url()).pathname))
      await navigate('/contact/')
      // The footer's code, requested after the page's as an island's used to be, has come and gone to work.
      await expect(page.locator('footer[data-island="hydrated"]')).toHaveCount(1)
      expect(requested).not.toContain(formCode)
      await expect(form(page)).toHaveAttribute('data-island', 'pending')

      const name = form(page).getByLabel('Name', { exact: true })
      await name.fill('Amina Bello')
      await islandHydrated(form(page))
      expect(requested).toContain(formCode)
      await expect(name).toHaveValue('Amina Bello')
    })

    test('"Book a service here" in the showroom finder: the form, not loaded with the page, keeps its HTML and starts with that showroom', async ({ page, navigate }) => {
      await recordRemovedNodes(page)
      await navigate('/contact/')
      await expect(page.locator('footer[data-island="hydrated"]')).toHaveCount(1)
      await expect(form(page)).toHaveAttribute('data-island', 'pending')
      await page.getByRole('link', { name: 'Book a service here at Ketu, Lagos' }).tap()
      await expect(form(page).getByLabel('Showroom')).toHaveValue('ketu-lagos')
      await expect(page.getByRole('heading', { level: 2, name: 'Book a service' })).toBeFocused()
      // A same-page navigation that reached the form before it hydrated would have dropped its
      // prerendered HTML (decision 047): the link waits for the form.
      expect(await removedNodes(page)).toEqual([])
    })
  })

  test('the footer leads to the form, and a customer books a service and gets its reference', async ({ page, navigate }) => {
    const requests = recordRequests(page, API_PATH)
    await navigate('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Book a service' }).click()
    await expect(page).toHaveURL('/contact/#book-service')
    await expect(page.getByRole('heading', { level: 2, name: 'Book a service' })).toBeInViewport()

    await fillWorkOrder(page)
    await form(page).getByRole('button', { name: 'Submit' }).click()
    const record = await expectReceived(page)
    expect(record.reference).toBe('WO-2026-000001')
    expect(record.payload).toMatchObject({
      name: 'Amina Bello',
      phone: '+234 80 3123 4567',
      modelId: 'tiggo-8-pro-max',
      registrationOrVin: 'KJA-123-AB',
      mileageKm: 42000,
      serviceType: 'periodic-maintenance',
      showroomId: 'kano',
      preferredDate: '2026-11-28',
    })
    expect(requests).toHaveLength(1)
    const summary = page.getByRole('region', { name: 'Your service booking' })
    await expect(summary).toContainText('Periodic maintenance')
    await expect(summary).toContainText('Tiggo 8 Pro Max')
    await expect(summary).toContainText('KJA-123-AB')
    await expect(summary).toContainText(/Saturday,? 28 November 2026/)
    await expect(page.getByRole('link', { name: /Chat with Kano on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/2348000000014\?text=.*WO-2026-000001/)
  })
})

describeNeverLostNeverTwice('service booking never loses a booking and never books twice', {
  noun: 'work order',
  path: '/contact/',
  apiPath: API_PATH,
  kind: 'workOrder',
  form,
  fill: (page) => fillWorkOrder(page),
  expectAnswersKept: async (page) => {
    await expect(form(page).getByLabel('Registration number or VIN')).toHaveValue('kja-123-ab')
    await expect(form(page).getByLabel('Mileage (km)')).toHaveValue('42,000')
  },
  expectReceived,
  change: { apply: (page) => form(page).getByLabel('Name', { exact: true }).fill('Bola Bello'), payload: { name: 'Bola Bello' } },
  draft: {
    title: 'a reload mid-form restores the draft, and Start over clears it',
    fill: (page) => fillWorkOrder(page),
    expectRestored: async (page) => {
      await expect(form(page).getByLabel('Mileage (km)')).toHaveValue('42,000')
      await expect(form(page).getByLabel('Service type')).toHaveValue('periodic-maintenance')
      await expect(form(page).getByLabel('Preferred date')).toHaveValue('2026-11-28')
      await form(page).getByRole('button', { name: 'Start over' }).click()
      await expect(form(page).getByLabel('Mileage (km)')).toHaveValue('')
    },
  },
}, 'own wiring')

test.describe('service booking for keyboard and assistive technology users', () => {
  test('can be completed with the keyboard only', async ({ page, navigate }) => {
    await navigate('/contact/')
    await islandHydrated(form(page))
    await form(page).getByLabel('Name', { exact: true }).focus()
    const type = async (label: string, text: string) => {
      expect(await focusedLabel(page)).toContain(label)
      await page.keyboard.type(text)
      await page.keyboard.press('Tab')
    }
    const choose = async (label: string, presses: number) => {
      expect(await focusedLabel(page)).toContain(label)
      for (let index = 0; index < presses; index += 1) await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Tab')
    }
    await type('Name', 'Amina Bello')
    await page.keyboard.press('Tab') // country code stays Nigeria
    await type('Phone number', '08031234567')
    await type('Email', 'amina.bello@example.test')
    await choose('Model', 2) // Tiggo 2 Pro
    await type('Registration number or VIN', 'KJA 123 AB')
    await type('Mileage', '15000')
    await choose('Service type', 2) // Repair
    await choose('Showroom', 1) // Ketu, Lagos
    expect(await focusedLabel(page)).toContain('Preferred date')
    await page.keyboard.type('11252026')
    for (let part = 0; part < 3 && (await focusedLabel(page)) === 'Preferred date'; part += 1) await page.keyboard.press('Tab')
    await type('Description', 'The air conditioning blows warm air.')
    expect(await focusedLabel(page)).toBe('Submit')
    await page.keyboard.press('Enter')
    const record = await expectReceived(page)
    expect(record.payload).toMatchObject({ modelId: 'tiggo-2-pro', serviceType: 'repair', showroomId: 'ketu-lagos', preferredDate: '2026-11-25', mileageKm: 15000 })
  })

  test('has no axe violations, with errors shown or on the success page; a 17-character VIN is accepted', async ({ page, navigate }) => {
    await navigate('/contact/')
    expect(await axeViolations(page)).toEqual([])
    await form(page).getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'problems' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await fillWorkOrder(page, { registration: 'lvvdb11b2rd123456' })
    await form(page).getByRole('button', { name: 'Submit' }).click()
    const record = await expectReceived(page)
    expect(record.payload.registrationOrVin).toBe('LVVDB11B2RD123456')
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('the service date follows the showroom calendar (Lagos), west of Lagos', () => {
  test.use({ timezoneId: 'America/Los_Angeles' })

  test('late on Sunday in Los Angeles (Monday in Lagos), Sunday is past and the window starts on Monday', async ({ page, navigate }) => {
    // Sunday 22 November 2026, 16:30 in Los Angeles = Monday 23 November, 01:30 in Lagos.
    await page.clock.setSystemTime(new Date('2026-11-23T00:30:00Z'))
    await navigate('/contact/')
    const order = form(page)
    await islandHydrated(order)
    await expect(order.getByLabel('Preferred date')).toHaveAttribute('min', '2026-11-23')
    await expect(order.getByLabel('Preferred date')).toHaveAttribute('max', '2027-01-22')
    await fillWorkOrder(page, { preferredDate: '2026-11-22' })
    await order.getByRole('button', { name: 'Submit' }).click()
    await expect(order.getByLabel('Preferred date')).toHaveAccessibleDescription(/the date has passed/)
  })
})

test.describe('the service date follows the showroom calendar (Lagos), east of Lagos', () => {
  test.use({ timezoneId: 'Asia/Tokyo' })

  test('early on Tuesday in Tokyo (Monday evening in Lagos), Monday can still be booked', async ({ page, navigate }) => {
    // Tuesday 24 November 2026, 06:00 in Tokyo = Monday 23 November, 22:00 in Lagos.
    await page.clock.setSystemTime(new Date('2026-11-23T21:00:00Z'))
    await navigate('/contact/')
    const order = form(page)
    await islandHydrated(order)
    await expect(order.getByLabel('Preferred date')).toHaveAttribute('min', '2026-11-23')
    await fillWorkOrder(page, { preferredDate: '2026-11-23' })
    await order.getByRole('button', { name: 'Submit' }).click()
    const record = await expectReceived(page)
    expect(record.payload).toMatchObject({ preferredDate: '2026-11-23' })
  })
})
