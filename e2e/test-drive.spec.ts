import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, islandHydrated, test } from './fixtures'
import { MONDAY_10AM_LAGOS, describeNeverLostNeverTwice, escapeRegExp, expectNoRequests, expectOneRecordShown, focusedLabel, recordRequests } from './form-helpers'
import { TYPED_BOOKING, fillTestDriveDetails, typeTestDriveDetails, type TypedBooking } from './test-drive-form'
import { NOT_A_MODEL_ID } from '../src/config/catalogue'

// Showroom time, and a fixed "today": Monday 23 November 2026, 10:00 in Lagos.
test.use({ timezoneId: 'Africa/Lagos' })
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: MONDAY_10AM_LAGOS })
})

const API_PATH = '/api/test-drive/'

function form(page: Page) {
  return page.getByRole('form', { name: /Your test drive|Your details/ })
}

async function chooseTestDrive(page: Page, { model = 'Tiggo 9', date = '2026-11-24', time = '10:30' } = {}) {
  const booking = form(page)
  await booking.getByLabel('Model').selectOption({ label: model })
  await booking.getByLabel('Showroom').selectOption({ label: 'Ikeja, Lagos' })
  await booking.getByLabel('Date').fill(date)
  await booking.getByLabel('Time').selectOption(time)
  await booking.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused()
}

const fillDetails = (page: Page, overrides: Partial<TypedBooking> = {}) => fillTestDriveDetails(form(page), overrides)

async function expectBooked(page: Page) {
  await expect(page).toHaveURL('/message/test-drive-success/')
  await expect(page.getByRole('heading', { level: 1, name: 'Your test drive is booked' })).toBeFocused()
  return expectOneRecordShown(page, 'testDrive')
}

test.describe('test-drive booking (SPEC §2)', () => {
  test('a prospect books a test drive and gets a reference, a summary, a calendar file and WhatsApp', async ({ page, navigate }) => {
    const requests = recordRequests(page, API_PATH)
    await navigate('/test-drive/?modelId=tiggo-9')
    await expect(form(page).getByLabel('Model')).toHaveValue('tiggo-9')

    await chooseTestDrive(page)
    const note = 'Please bring a <b>child seat</b> <script>alert("x")</script>'
    await fillDetails(page, { message: note })
    await form(page).getByRole('button', { name: 'Submit' }).click()

    const record = await expectBooked(page)
    expect(record.reference).toBe('TD-2026-000001')
    expect(record.payload).toMatchObject({
      modelId: 'tiggo-9',
      showroomId: 'ikeja-lagos',
      date: '2026-11-24',
      time: '10:30',
      phoneCountry: 'NG',
      phone: '+234 80 3123 4567',
      contactConsent: true,
      marketingConsent: false,
    })
    expect(requests).toHaveLength(1)

    const summary = page.getByRole('region', { name: 'Your booking' })
    await expect(summary).toContainText('Tiggo 9')
    await expect(summary).toContainText('Ikeja, Lagos')
    await expect(summary).toContainText(/Tuesday,? 24 November 2026, 10:30/)
    await expect(summary).toContainText('+234 80 3123 4567')
    // Markup typed by the visitor is shown back as text, never run.
    await expect(summary.getByText(note, { exact: true })).toBeVisible()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('chery-test-drive-TD-2026-000001.ics')
    const ics = await new Promise<string>((resolve, reject) => {
      void file.createReadStream().then((stream) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
        stream.on('error', reject)
      })
    })
    expect(ics).toContain('DTSTART:20261124T093000Z')
    expect(ics).toContain('DTEND:20261124T103000Z')
    expect(ics).toContain('SUMMARY:Chery Tiggo 9 test drive')

    const whatsapp = page.getByRole('link', { name: /Chat with Ikeja, Lagos on WhatsApp/ })
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/2348000000013\?text=.*TD-2026-000001/)
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    await expect(whatsapp).toHaveAttribute('rel', 'nofollow noreferrer noopener')

    // The confirmation survives a reload of the success page.
    await page.reload()
    await expect(page.getByText('TD-2026-000001', { exact: true })).toBeVisible()
  })

  test('reached from the header without a reload, the form works the same', async ({ page, navigate }) => {
    await navigate('/about/')
    await page.getByRole('banner').getByRole('link', { name: 'Book a test drive' }).click()
    await expect(page).toHaveURL('/test-drive/')
    await chooseTestDrive(page)
    await fillDetails(page)
    await form(page).getByRole('button', { name: 'Submit' }).click()
    await expectBooked(page)
  })

  test('browser Back on "Your details" returns to step 1 with every value kept, Forward returns to step 2, and a reload and the form\'s Back and Next keep them too', async ({ page, navigate }) => {
    await navigate('/test-drive/')
    await chooseTestDrive(page, { model: 'Tiggo 4 Pro', date: '2026-11-28', time: '15:00' })
    await expect(page).toHaveURL('/test-drive/?step=details')
    await form(page).getByLabel('First name').fill('Amina')

    await page.goBack()
    await expect(page).toHaveURL('/test-drive/')
    await expect(page.getByRole('heading', { level: 2, name: 'Your test drive' })).toBeVisible()
    await expect(form(page).getByLabel('Model')).toHaveValue('tiggo-4-pro')
    await expect(form(page).getByLabel('Showroom')).toHaveValue('ikeja-lagos')
    await expect(form(page).getByLabel('Date')).toHaveValue('2026-11-28')
    await expect(form(page).getByLabel('Time')).toHaveValue('15:00')

    await page.goForward()
    await expect(page).toHaveURL('/test-drive/?step=details')
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible()
    await expect(form(page).getByLabel('First name')).toHaveValue('Amina')

    // A reload on step 2 keeps the draft and the step.
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible()
    await expect(form(page).getByLabel('First name')).toHaveValue('Amina')
    // The form's own Back and Next keep both steps' values too.
    await form(page).getByRole('button', { name: 'Back' }).click()
    await expect(form(page).getByLabel('Model')).toHaveValue('tiggo-4-pro')
    await expect(form(page).getByLabel('Date')).toHaveValue('2026-11-28')
    await expect(form(page).getByLabel('Time')).toHaveValue('15:00')
    await form(page).getByRole('button', { name: 'Next' }).click()
    await expect(form(page).getByLabel('First name')).toHaveValue('Amina')
  })

  test('a crafted ?step=details without a valid first step lands on step 1', async ({ page, navigate }) => {
    await navigate('/test-drive/?step=details')
    await expect(page.getByRole('heading', { level: 2, name: 'Your test drive' })).toBeVisible()
    await expect(form(page).getByLabel('Model')).toBeVisible()
    await expect(page).toHaveURL('/test-drive/')
    await chooseTestDrive(page)
    await expect(page).toHaveURL('/test-drive/?step=details')
  })

  test('an unknown ?modelId is ignored with a page warning; a crafted one never crashes the page nor puts its text in the warning', async ({ page, navigate }) => {
    const scam = 'Booking closed. Call +234 800 000 0000 to pay a deposit. '.repeat(35) // ≈ 2,000 characters
    // warning: the page warning expected, or null when the value is refused as no model at all.
    const crafted: { query: string; warning: RegExp | null }[] = [
      { query: `modelId=${encodeURIComponent('{"toString":1}')}`, warning: /We could not find that model,/ },
      { query: `modelId=${encodeURIComponent('["tiggo-9","arrizo-5"]')}`, warning: /We could not find that model,/ },
      { query: `modelId=${encodeURIComponent(scam)}`, warning: /We could not find that model,/ },
      { query: `modelId=${NOT_A_MODEL_ID}`, warning: new RegExp(`We could not find the model "${NOT_A_MODEL_ID}"`) },
      { query: 'modelId=123', warning: /We could not find the model "123"/ },
      { query: `modelId=${encodeURIComponent(scam.repeat(3))}`, warning: null },
      { query: 'modelId[toString]=1&modelId[valueOf]=2', warning: null },
      { query: 'modelId=tiggo-9&modelId=arrizo-5', warning: null },
      { query: 'toString=1&__proto__[x]=1&step[a]=details', warning: null },
    ]
    test.setTimeout(120_000)
    for (const { query, warning } of crafted) {
      await navigate(`/test-drive/?${query}`)
      await expect(page.getByRole('heading', { level: 2, name: 'Your test drive' }), query).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Oops, Something Went Wrong' }), query).toHaveCount(0)
      if (warning) await expect(page.getByRole('status').filter({ hasText: warning }), query).toBeVisible()
      else await expect(page.getByText(/could not find/), query).toHaveCount(0)
      await expect(page.getByRole('main'), query).not.toContainText('Booking closed')
      await expect(page.getByRole('main'), query).not.toContainText('toString')
      await expect(form(page).getByLabel('Model'), query).toHaveValue('')
    }
    await chooseTestDrive(page, { model: 'Arrizo 5' })
  })

  test('Tiggo 8 Pro Max is booked from its own page with itself selected and no warning', async ({ page, navigate }) => {
    test.slow() // a whole booking, on a shared machine
    await navigate('/models/tiggo-8-pro-max/')
    await page.getByRole('link', { name: 'Book a Tiggo 8 Pro Max test drive' }).click()
    await expect(form(page).getByLabel('Model')).toHaveValue('tiggo-8-pro-max')
    await expect(page).toHaveURL('/test-drive/')
    await expect(page.getByText(/could not find/)).toHaveCount(0)
    await chooseTestDrive(page, { model: 'Tiggo 8 Pro Max' })
    await fillDetails(page)
    await form(page).getByRole('button', { name: 'Submit' }).click()
    const record = await expectBooked(page)
    expect(record.payload).toMatchObject({ modelId: 'tiggo-8-pro-max' })

    // The header's button carries the model it remembers, and the booking page still knows it.
    const headerButton = page.getByRole('banner').getByRole('link', { name: 'Book a test drive' })
    await expect(headerButton).toHaveAttribute('href', '/test-drive/?modelId=tiggo-8-pro-max')
    await headerButton.click()
    await expect(form(page).getByLabel('Model')).toHaveValue('tiggo-8-pro-max')
    await expect(page).toHaveURL('/test-drive/')
    await expect(page.getByText(/could not find/)).toHaveCount(0)
  })

  test('dates and times outside opening hours are not offered, and explained when typed', async ({ page, navigate }) => {
    const requests = recordRequests(page, API_PATH)
    await navigate('/test-drive/')
    const booking = form(page)
    await booking.getByLabel('Model').selectOption({ label: 'Tiggo 9' })
    await booking.getByLabel('Showroom').selectOption({ label: 'Kano' })
    await expect(booking.getByLabel('Date')).toHaveAttribute('min', '2026-11-23')
    await expect(booking.getByLabel('Date')).toHaveAttribute('max', '2027-01-22')

    const cases: Array<[string, string]> = [
      ['2026-11-20', 'Please select "Date": the date has passed'],
      ['2026-11-29', 'Please select "Date": showrooms are closed on Sundays'],
      ['2027-01-23', 'Please select "Date": bookings open at most 60 days ahead'],
    ]
    for (const [date, message] of cases) {
      await booking.getByLabel('Date').fill(date)
      await booking.getByRole('button', { name: 'Next' }).click()
      await expect(booking.getByLabel('Date')).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
    }

    // Weekdays: 09:00 to 17:00; Saturdays 10:00 to 15:00; today only what has not started.
    const time = booking.getByLabel('Time')
    await booking.getByLabel('Date').fill('2026-11-24')
    await expect(time.locator('option')).toHaveText(['Select time', ...halfHours('09:00', '17:00')])
    await booking.getByLabel('Date').fill('2026-11-28')
    await expect(time.locator('option')).toHaveText(['Select time', ...halfHours('10:00', '15:00')])
    await booking.getByLabel('Date').fill('2026-11-23')
    await expect(time.locator('option').nth(1)).toHaveText('10:30')
    await expect(time.locator('option', { hasText: '19:00' })).toHaveCount(0)
    await expectNoRequests(requests)
  })

  test('a Nigerian number is accepted as 0803… or +234 803… and formatted as typed', async ({ page, navigate }) => {
    await navigate('/test-drive/')
    await chooseTestDrive(page)
    const phone = form(page).getByLabel('Phone number')
    await phone.pressSequentially('08031234567')
    await expect(phone).toHaveValue('080 3123 4567')
    await phone.blur()
    await expect(phone).toHaveValue('+234 80 3123 4567')
    await phone.fill('')
    await phone.pressSequentially('+12025550123')
    await expect(form(page).getByLabel('Country code')).toHaveValue('US')
    await expect(phone).toHaveValue('+1 20 2555 0123')
  })
})

describeNeverLostNeverTwice('test-drive booking never loses a booking and never books twice', {
  noun: 'booking',
  path: '/test-drive/',
  apiPath: API_PATH,
  kind: 'testDrive',
  form,
  fill: async (page) => {
    await chooseTestDrive(page)
    await fillDetails(page)
  },
  expectAnswersKept: async (page) => {
    await expect(form(page).getByLabel('First name')).toHaveValue(TYPED_BOOKING.firstName)
    await expect(form(page).getByLabel('Last name')).toHaveValue(TYPED_BOOKING.lastName)
    await expect(form(page).getByLabel('Phone number')).toHaveValue('+234 80 3123 4567')
  },
  expectReceived: expectBooked,
  change: { apply: (page) => form(page).getByLabel('First name').fill('Bola'), payload: { firstName: 'Bola' } },
  draft: {
    title: 'a reload mid-form restores the draft, on the step it was on',
    fill: async (page) => {
      await chooseTestDrive(page, { model: 'Tiggo 8 Pro' })
      await form(page).getByLabel('First name').fill('Ngozi')
      await form(page).getByLabel('Phone number').fill('0803 123 4567')
    },
    expectRestored: async (page, navigate) => {
      await expect(form(page).getByLabel('First name')).toHaveValue('Ngozi')
      await expect(form(page).getByLabel('Phone number')).toHaveValue('080 3123 4567')
      await form(page).getByRole('button', { name: 'Back' }).click()
      await expect(form(page).getByLabel('Model')).toHaveValue('tiggo-8-pro')
      await expect(form(page).getByLabel('Time')).toHaveValue('10:30')

      await form(page).getByRole('button', { name: 'Next' }).click()
      await fillDetails(page, { firstName: 'Ngozi' })
      await form(page).getByRole('button', { name: 'Submit' }).click()
      await expectBooked(page)
      // Cleared on success: a new booking starts empty.
      await navigate('/test-drive/')
      await expect(form(page).getByLabel('Model')).toHaveValue('')
    },
  },
}, 'whole kit')

test.describe('test-drive booking for keyboard and assistive technology users', () => {
  test('can be completed with the keyboard only', async ({ page, navigate }) => {
    await navigate('/test-drive/')
    // React's handlers from the first key: the time select gets its options from React, not the HTML.
    await islandHydrated(form(page))
    await form(page).getByLabel('Model').focus()
    const select = async (label: string, presses: number) => {
      expect(await focusedLabel(page)).toContain(label)
      for (let index = 0; index < presses; index += 1) await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Tab')
    }
    await select('Model', 5) // Tiggo 9 (after Tiggo 8 Pro Max)
    await select('Showroom', 3) // Ikeja, Lagos
    expect(await focusedLabel(page)).toContain('Date')
    await page.keyboard.type('11242026')
    // Tab moves through the date's month, day and year parts before leaving it.
    for (let part = 0; part < 3 && (await focusedLabel(page)) === 'Date'; part += 1) await page.keyboard.press('Tab')
    await select('Time', 4) // 10:30
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused()

    const stops = await typeTestDriveDetails(page, { message: 'Keyboard only, thank you.' })
    // Tab visits the fields in reading order, the privacy link and Back, and ends on Submit.
    const inOrder = ['Change', 'First name', 'Last name', 'Country code', 'Phone number', 'Email', 'Message', 'contact me about this booking', 'news and offers', 'How we handle your data', 'Back', 'Submit']
    const visited = inOrder.map((label) => stops.findIndex((stop) => stop.includes(label)))
    expect(visited, stops.join(' → ')).not.toContain(-1)
    expect(visited, stops.join(' → ')).toEqual([...visited].sort((a, b) => a - b))
    // And nothing else: one stop per field of step 2, besides Change, the privacy link, Back and Submit.
    const fields = await form(page).locator('input[name]:not([type="hidden"]), select[name], textarea[name]').count()
    expect(stops, stops.join(' → ')).toHaveLength(fields + 4)
    await page.keyboard.press('Enter')

    const record = await expectBooked(page)
    expect(record.payload).toMatchObject({ modelId: 'tiggo-9', showroomId: 'ikeja-lagos', date: '2026-11-24', time: '10:30', message: 'Keyboard only, thank you.' })
  })

  test('has no axe violations on either step, with errors, or on the success page', async ({ page, navigate }) => {
    await navigate('/test-drive/?modelId=unknown-model')
    expect(await axeViolations(page)).toEqual([])
    await form(page).getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'problems' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await chooseTestDrive(page)
    await form(page).getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'problems' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await fillDetails(page)
    await form(page).getByRole('button', { name: 'Submit' }).click()
    await expectBooked(page)
    expect(await axeViolations(page)).toEqual([])
  })
})

function halfHours(first: string, last: string): string[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
  const slots: string[] = []
  for (let minutes = toMinutes(first); minutes <= toMinutes(last); minutes += 30) {
    slots.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`)
  }
  return slots
}

/** The start times the Time select offers (its placeholder left out). */
async function offeredSlots(page: Page) {
  return form(page).getByLabel('Time').locator('option:not([value=""])').allTextContents()
}

const ALL_WEEKDAY_SLOTS = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00']

test.describe('slots follow the showroom clock (Lagos), west of Lagos', () => {
  test.use({ timezoneId: 'America/Los_Angeles' })

  test('at 12:40 in Los Angeles (21:40 in Lagos) today offers no slot and tomorrow starts at 09:00', async ({ page, navigate }) => {
    // Monday 23 November 2026, 12:40 in Los Angeles = 20:40 UTC = 21:40 in Lagos.
    await page.clock.setSystemTime(new Date('2026-11-23T20:40:00Z'))
    await navigate('/test-drive/')
    const booking = form(page)
    await booking.getByLabel('Model').selectOption({ label: 'Tiggo 9' })
    await booking.getByLabel('Date').fill('2026-11-23')
    await expect(booking.getByText('No times left on this date: choose another.')).toBeVisible()
    expect(await offeredSlots(page)).toEqual([])
    await expect(booking.getByLabel('Date')).toHaveAttribute('min', '2026-11-23')
    await expect(booking.getByLabel('Date')).toHaveAttribute('max', '2027-01-22')

    await booking.getByLabel('Date').fill('2026-11-24')
    await expect.poll(() => offeredSlots(page)).toEqual(ALL_WEEKDAY_SLOTS)
  })

  test('late on Sunday in Los Angeles (Monday in Lagos) the window starts on Lagos\'s Monday and Sunday is past', async ({ page, navigate }) => {
    // Sunday 22 November 2026, 16:30 in Los Angeles = Monday 23 November, 01:30 in Lagos.
    await page.clock.setSystemTime(new Date('2026-11-23T00:30:00Z'))
    await navigate('/test-drive/')
    const booking = form(page)
    await booking.getByLabel('Date').fill('2026-11-23')
    await expect(booking.getByLabel('Date')).toHaveAttribute('min', '2026-11-23')
    await expect.poll(() => offeredSlots(page)).toEqual(ALL_WEEKDAY_SLOTS)
  })
})

test.describe('slots follow the showroom clock (Lagos), east of Lagos', () => {
  test.use({ timezoneId: 'Asia/Tokyo' })

  test('at 16:00 in Tokyo (08:00 in Lagos) every slot of the Lagos day is offered, and the booking and calendar file hold Lagos time', async ({ page, navigate }) => {
    test.slow() // a whole booking, on a shared machine
    // Tuesday 24 November 2026, 16:00 in Tokyo = 07:00 UTC = 08:00 in Lagos.
    await page.clock.setSystemTime(new Date('2026-11-24T07:00:00Z'))
    await navigate('/test-drive/')
    const booking = form(page)
    await booking.getByLabel('Date').fill('2026-11-24')
    await expect(booking.getByLabel('Date')).toHaveAttribute('min', '2026-11-24')
    await expect.poll(() => offeredSlots(page)).toEqual(ALL_WEEKDAY_SLOTS)

    await chooseTestDrive(page, { date: '2026-11-24', time: '09:00' })
    await fillDetails(page)
    await form(page).getByRole('button', { name: 'Submit' }).click()
    const record = await expectBooked(page)
    expect(record.payload).toMatchObject({ date: '2026-11-24', time: '09:00' })
    await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(/Tuesday,? 24 November 2026, 09:00/)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click()
    const path = await (await download).path()
    const { readFile } = await import('node:fs/promises')
    const ics = await readFile(path, 'utf8')
    expect(ics).toContain('DTSTART:20261124T080000Z')
  })

  test('early morning in Tokyo (the evening before in Lagos) the date window starts on Lagos\'s today', async ({ page, navigate }) => {
    // Tuesday 24 November 2026, 06:00 in Tokyo = Monday 23 November, 22:00 in Lagos.
    await page.clock.setSystemTime(new Date('2026-11-23T21:00:00Z'))
    await navigate('/test-drive/')
    const booking = form(page)
    await booking.getByLabel('Date').fill('2026-11-23')
    await expect(booking.getByLabel('Date')).toHaveAttribute('min', '2026-11-23')
    await expect(booking.getByLabel('Date')).toHaveAttribute('max', '2027-01-22')
    await expect(booking.getByText('No times left on this date: choose another.')).toBeVisible()
    await booking.getByLabel('Date').fill('2026-11-24')
    await expect.poll(() => offeredSlots(page)).toEqual(ALL_WEEKDAY_SLOTS)
  })
})
