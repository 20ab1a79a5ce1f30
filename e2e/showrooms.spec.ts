import type { Page } from '@playwright/test'
import { SHOWROOM_GEO } from '../src/config/showroom-geo'
import { SHOWROOMS } from '../src/config/site'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { MONDAY_10AM_LAGOS, expectOneRecordShown, recordRequests } from './form-helpers'
import { fillTestDriveDetails } from './test-drive-form'
import { workOrderForm } from './work-order-form'

// The showroom finder on /contact/ (issue 26 §5-8).
test.use({ timezoneId: 'Africa/Lagos' })

const finder = (page: Page) => page.getByRole('region', { name: 'Visit a showroom' })
const card = (page: Page, name: string) => finder(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) })
const statusOf = (page: Page, name: string) => card(page, name).getByTestId('open-status')
/** The showroom names in the order the finder lists them. */
const order = (page: Page) => finder(page).getByRole('heading', { level: 3 }).allTextContents()
const USUAL_ORDER = SHOWROOMS.map((showroom) => showroom.name)

/** A moment given as Lagos wall-clock time (UTC+01:00 all year). */
const lagos = (dateTime: string) => new Date(`${dateTime}+01:00`)

test.describe('open now, on the Lagos clock', () => {
  const cases = [
    { when: 'a weekday at 11:00', at: '2026-11-25T11:00', status: /^Open now · closes at 6:00\sPM \(Lagos time\)$/, open: 'true' },
    { when: 'a weekday at 08:00', at: '2026-11-25T08:00', status: /^Closed · opens today at 9:00\sAM \(Lagos time\)$/, open: 'false' },
    { when: 'a Friday evening', at: '2026-11-27T18:30', status: /^Closed · opens tomorrow at 10:00\sAM \(Lagos time\)$/, open: 'false' },
    { when: 'a Saturday at 15:00', at: '2026-11-28T15:00', status: /^Open now · closes at 4:00\sPM \(Lagos time\)$/, open: 'true' },
    { when: 'a Sunday', at: '2026-11-29T12:00', status: /^Closed · opens tomorrow at 9:00\sAM \(Lagos time\)$/, open: 'false' },
    { when: 'Christmas Day (a public holiday, then Boxing Day and a Sunday)', at: '2026-12-25T11:00', status: /^Closed today \(public holiday\) · opens Monday at 9:00\sAM \(Lagos time\)$/, open: 'false' },
  ]
  // One tab: the clock is set and the page loaded again for each moment, a step each.
  test(cases.map(({ when }) => when).join('; '), async ({ page, navigate }) => {
    for (const { when, at, status, open } of cases) {
      await test.step(when, async () => {
        await page.clock.setFixedTime(lagos(at))
        await navigate('/contact/')
        for (const showroom of SHOWROOMS) {
          await expect(statusOf(page, showroom.name)).toHaveText(status)
          await expect(statusOf(page, showroom.name)).toHaveAttribute('data-open', open)
        }
      })
    }
  })

  test('the prerendered page states no open/closed state (it depends on when it is read)', async ({ request }) => {
    const html = await (await request.get('/contact/')).text()
    const statuses = [...html.matchAll(/<p[^>]*data-testid="open-status"[^>]*>(.*?)<\/p>/g)].map((match) => match[1])
    expect(statuses).toEqual(SHOWROOMS.map(() => ''))
  })

  test.describe('from a browser in another time zone', () => {
    test.use({ timezoneId: 'America/Los_Angeles' })
    test('Wednesday 18:30 in Lagos is 09:30 in Los Angeles: closed, as in Lagos', async ({ page, navigate }) => {
      await page.clock.setFixedTime(lagos('2026-11-25T18:30'))
      await navigate('/contact/')
      expect(await page.evaluate(() => new Date().getHours())).toBe(9)
      await expect(statusOf(page, 'Kano')).toHaveText(/^Closed · opens tomorrow at 9:00\sAM \(Lagos time\)$/)
    })
  })

  test.describe('in Chinese', () => {
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: 'locale', value: 'zh-CN', url: 'http://127.0.0.1' }])
    })
    test('a weekday and a holiday', async ({ page, navigate }) => {
      await page.clock.setFixedTime(lagos('2026-11-25T11:00'))
      await navigate('/contact/')
      const chinese = page.getByRole('region', { name: '莅临展厅' })
      await expect(chinese.getByTestId('open-status').first()).toHaveText('营业中 · 18:00 打烊（拉各斯时间）')
      await expect(chinese.getByRole('button', { name: '离我最近' })).toBeVisible()
      await expect(chinese.getByRole('link', { name: /在此预约试驾/ }).first()).toBeVisible()

      await page.clock.setFixedTime(lagos('2026-12-25T11:00'))
      await page.reload()
      await expect(chinese.getByTestId('open-status').first()).toHaveText('今日休息（公众假期） · 星期一 9:00 开门（拉各斯时间）')
    })
  })
})

test.describe('call, WhatsApp and directions', () => {
  test('each showroom links its phone, its WhatsApp and directions to its coordinates (a plain link, no map on the page)', async ({ page, navigate }) => {
    await navigate('/contact/')
    for (const showroom of SHOWROOMS) {
      const item = card(page, showroom.name)
      await expect(item.getByRole('link', { name: `Call ${showroom.phone} at ${showroom.name}` })).toHaveAttribute('href', `tel:+${showroom.phone.replace(/\D/g, '')}`)
      await expect(item.getByRole('link', { name: new RegExp(`^WhatsApp at ${showroom.name}`) })).toHaveAttribute('href', `https://wa.me/${showroom.whatsapp}`)
      await expect(item.getByRole('link', { name: new RegExp(`^Get directions for ${showroom.name}`) })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&destination=${SHOWROOM_GEO[showroom.id].latitude},${SHOWROOM_GEO[showroom.id].longitude}`,
      )
    }
    await expect(page.locator('iframe, script[src*="maps"]')).toHaveCount(0)
  })

  test('every showroom in the JSON-LD has its coordinates and the same opening hours', async ({ request }) => {
    const html = await (await request.get('/contact/')).text()
    const nodes = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
      const block = JSON.parse(match[1]!) as { '@graph'?: Array<Record<string, unknown>> }
      return block['@graph'] ?? [block]
    })
    const dealers = nodes.filter((node) => node['@type'] === 'AutoDealer')
    expect(dealers.map((dealer) => dealer.geo)).toEqual(SHOWROOMS.map(({ id }) => ({ '@type': 'GeoCoordinates', ...SHOWROOM_GEO[id] })))
    expect(dealers[0]!.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: '09:00', closes: '18:00' }),
      expect.objectContaining({ dayOfWeek: 'Saturday', opens: '10:00', closes: '16:00' }),
    ])
    expect(dealers[0]!.specialOpeningHoursSpecification).toContainEqual(expect.objectContaining({ validFrom: '2026-12-25', opens: '00:00', closes: '00:00' }))
  })
})

test.describe('nearest to me', () => {
  // Counts the page's position requests: none may be made before the visitor taps.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const geolocation = navigator.geolocation
      const original = geolocation.getCurrentPosition.bind(geolocation)
      ;(window as unknown as { positionRequests: number }).positionRequests = 0
      geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
        ;(window as unknown as { positionRequests: number }).positionRequests++
        original(...args)
      }
    })
  })
  const positionRequests = (page: Page) => page.evaluate(() => (window as unknown as { positionRequests: number }).positionRequests)

  test('a refused permission says so and leaves the list as it was; with permission, sorts the showrooms nearest first and shows each distance', async ({ page, context, navigate }) => {
    await context.clearPermissions()
    await navigate('/contact/')
    expect(await order(page)).toEqual(USUAL_ORDER)
    expect(await positionRequests(page)).toBe(0)
    await finder(page).getByRole('button', { name: 'Nearest to me' }).click()
    await expect(finder(page).getByRole('status')).toHaveText('Location permission was refused, so the showrooms stay in their usual order.')
    expect(await order(page)).toEqual(USUAL_ORDER)
    await expect(finder(page).getByText(/km away/)).toHaveCount(0)

    await context.grantPermissions(['geolocation'])
    // Near Kano's showroom: Kano first, the Lagos showrooms ~800 km away.
    await context.setGeolocation({ latitude: 12.0, longitude: 8.52 })
    await finder(page).getByRole('button', { name: 'Nearest to me' }).click()
    await expect(finder(page).getByRole('status')).toHaveText('Sorted nearest first, by distance from where you are.')
    expect(await positionRequests(page)).toBe(2)
    const names = await order(page)
    expect(names[0]).toBe('Kano')
    const distances = await finder(page).getByText(/km away$/).allTextContents()
    expect(distances).toHaveLength(SHOWROOMS.length)
    const kilometres = distances.map((text) => Number(text.replace(/[^\d.]/g, '')))
    expect(kilometres).toEqual([...kilometres].sort((a, b) => a - b))
    expect(kilometres[0]).toBeLessThan(10)
    expect(kilometres[1]).toBeGreaterThan(700)

    // From Lekki the Maroko showroom is nearest.
    await context.setGeolocation({ latitude: 6.44, longitude: 3.48 })
    await finder(page).getByRole('button', { name: 'Nearest to me' }).click()
    await expect.poll(() => order(page)).toEqual(['Maroko, Lagos', 'Ketu, Lagos', 'Ikeja, Lagos', 'Kano'])
    expect(await axeViolations(page)).toEqual([])

    // A later refusal keeps the last sort, and says so (not "their usual order").
    await context.clearPermissions()
    await finder(page).getByRole('button', { name: 'Nearest to me' }).click()
    await expect(finder(page).getByRole('status')).toHaveText('Location permission was refused this time, so the list stays sorted by where you were before.')
    expect(await order(page)).toEqual(['Maroko, Lagos', 'Ketu, Lagos', 'Ikeja, Lagos', 'Kano'])
  })
})

test.describe('choosing a showroom carries it into a booking', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: MONDAY_10AM_LAGOS })
  })

  test('an unknown ?showroom= is ignored; Book a test drive here: the booking arrives with that showroom', async ({ page, navigate }) => {
    const requests = recordRequests(page, '/api/test-drive/')
    await navigate('/test-drive/?showroom=%3Cscript%3E')
    await expect(page.getByRole('form', { name: /Your test drive/ }).getByLabel('Showroom')).toHaveValue('')
    await navigate('/contact/?showroom=nowhere')
    await expect(workOrderForm(page).getByLabel('Showroom')).toHaveValue('')
    await card(page, 'Kano').getByRole('link', { name: 'Book a test drive here at Kano' }).click()
    const booking = page.getByRole('form', { name: /Your test drive|Your details/ })
    await expect(booking.getByLabel('Showroom')).toHaveValue('kano')
    await expect(page).toHaveURL('/test-drive/')

    await booking.getByLabel('Model').selectOption({ label: 'Tiggo 9' })
    await booking.getByLabel('Date').fill('2026-11-24')
    await booking.getByLabel('Time').selectOption('10:30')
    await booking.getByRole('button', { name: 'Next' }).click()
    await fillTestDriveDetails(booking)
    await booking.getByRole('button', { name: 'Submit' }).click()

    await expect(page).toHaveURL('/message/test-drive-success/')
    const record = await expectOneRecordShown(page, 'testDrive')
    expect(record.payload).toMatchObject({ showroomId: 'kano', modelId: 'tiggo-9' })
    expect(requests).toHaveLength(1)
    expect(requests[0]!.postData()).toContain('kano')
  })

  test('Book a service here: the service booking on the same page starts with that showroom and arrives with it', async ({ page, navigate }) => {
    const requests = recordRequests(page, '/api/work-order/')
    await navigate('/contact/')
    // With the keyboard: focus follows the scroll to the form, so the next Tab is in it.
    await card(page, 'Maroko, Lagos').getByRole('link', { name: 'Book a service here at Maroko, Lagos' }).focus()
    await page.keyboard.press('Enter')
    const order = workOrderForm(page)
    await expect(order.getByLabel('Showroom')).toHaveValue('maroko-lagos')
    await expect(page).toHaveURL('/contact/#book-service')
    const heading = page.getByRole('heading', { level: 2, name: 'Book a service' })
    await expect(heading).toBeInViewport()
    await expect(heading).toBeFocused()

    await order.getByLabel('Name', { exact: true }).fill('Amina Bello')
    await order.getByLabel('Phone number').fill('+234 803 123 4567')
    await order.getByLabel('Email').fill('amina.bello@example.test')
    await order.getByLabel('Model').selectOption({ label: 'Tiggo 8 Pro Max' })
    await order.getByLabel('Registration number or VIN').fill('kja-123-ab')
    await order.getByLabel('Mileage (km)').fill('42,000')
    await order.getByLabel('Service type').selectOption({ label: 'Periodic maintenance' })
    await order.getByLabel('Preferred date').fill('2026-11-28')
    await order.getByLabel('Description').fill('40,000 km service.')
    await order.getByRole('button', { name: 'Submit' }).click()

    await expect(page).toHaveURL('/message/work-order-success/')
    const record = await expectOneRecordShown(page, 'workOrder')
    expect(record.payload).toMatchObject({ showroomId: 'maroko-lagos' })
    expect(requests).toHaveLength(1)
    expect(requests[0]!.postData()).toContain('maroko-lagos')
  })
})
