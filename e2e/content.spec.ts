import { expect, test } from './fixtures'
import { SHOWROOM_GEO } from '../src/config/showroom-geo'
import { CONTACT, SHOWROOMS, mapSearchUrl } from '../src/config/site'

const EXTERNAL = { target: '_blank', rel: 'nofollow noreferrer noopener' }

function tel(number: string) {
  return `tel:${number.startsWith('+') ? '+' : ''}${number.replace(/\D/g, '')}`
}

test('about page: its showrooms, the partnership and its metadata, in one visit', async ({ page, navigate }) => {
  await navigate('/about/')
  await test.step('shows the dealer network with each showroom’s offers, hours and map link', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'About Chery Nigeria' })).toBeVisible()
    const network = page.getByRole('region', { name: 'Four showrooms, one standard' })
    for (const showroom of SHOWROOMS) {
      const card = network.getByRole('article', { name: showroom.name })
      await expect(card).toContainText(showroom.address)
      await expect(card).toContainText(CONTACT.openingHours)
      await expect(card.getByRole('link', { name: showroom.phone })).toHaveAttribute('href', tel(showroom.phone))
      const map = card.getByRole('link', { name: /Get directions/ })
      await expect(map).toHaveAttribute('href', mapSearchUrl(showroom.address))
      for (const [name, value] of Object.entries(EXTERNAL)) await expect(map).toHaveAttribute(name, value)
    }
    await expect(network.getByRole('article', { name: 'Ketu, Lagos' }).getByRole('listitem')).toHaveText([
      'New car sales and test drives',
      'Service workshop',
      'Genuine parts counter',
    ])
  })
  await test.step('explains the partnership of the distributor and the manufacturer', async () => {
    const partnership = page.getByRole('region', { name: 'A Nigerian distributor and a global car maker' })
    await expect(partnership.getByRole('heading', { name: 'The distributor' })).toBeVisible()
    await expect(partnership.getByRole('heading', { name: 'The manufacturer' })).toBeVisible()
    await expect(partnership).toContainText('Chery Automobile')
    await expect(partnership).toContainText('Nigeria Football Federation')
  })
  await test.step('has its metadata, Open Graph tags and canonical URL', async () => {
    await expect(page).toHaveTitle('About Chery Nigeria | Official Site')
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /Chery/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'About Chery Nigeria | Official Site')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about\/$/)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/about\/$/)
  })
})

test('contact page: every phone number, e-mail, WhatsApp, showroom and the service section, in one visit', async ({ page, navigate }) => {
  await navigate('/contact/')
  await test.step('links every phone number of the site config with tel:', async () => {
    const call = page.getByRole('article', { name: 'Call us' })
    const numbers = [...CONTACT.phones.split(';').map((number) => number.trim()), CONTACT.phoneCarloha, CONTACT.phoneAbuja, CONTACT.phoneAfterSale]
    expect(numbers).toHaveLength(6)
    for (const number of numbers) await expect(call.getByRole('link', { name: number, exact: true })).toHaveAttribute('href', tel(number))
    for (const label of ['Sales and general enquiries', 'Carloha Care', 'Abuja', 'After-sales and service']) await expect(call).toContainText(label)
  })
  await test.step('links the general and after-sales e-mail, WhatsApp and shows the opening hours', async () => {
    const write = page.getByRole('article', { name: 'Write to us' })
    await expect(write.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`)
    await expect(write.getByRole('link', { name: CONTACT.afterSalesEmail })).toHaveAttribute('href', `mailto:${CONTACT.afterSalesEmail}`)

    const whatsapp = page.getByRole('link', { name: /Start a WhatsApp chat/ })
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/message/${CONTACT.whatsappMessageId}`)
    for (const [name, value] of Object.entries(EXTERNAL)) await expect(whatsapp).toHaveAttribute(name, value)

    await expect(page.getByRole('article', { name: 'Opening hours' })).toContainText('Mon-Fri 9am-6pm / Sat 10am-4pm')
  })
  await test.step('lists each showroom with a directions link to its coordinates in a new tab', async () => {
    const showrooms = page.getByRole('region', { name: 'Visit a showroom' })
    for (const showroom of SHOWROOMS) {
      const item = showrooms.getByRole('listitem').filter({ has: page.getByRole('heading', { name: showroom.name }) })
      await expect(item).toContainText(showroom.address)
      const map = item.getByRole('link', { name: new RegExp(`Get directions for ${showroom.name}`) })
      await expect(map).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${SHOWROOM_GEO[showroom.id].latitude},${SHOWROOM_GEO[showroom.id].longitude}`)
      for (const [name, value] of Object.entries(EXTERNAL)) await expect(map).toHaveAttribute(name, value)
    }
  })
  await test.step('keeps the #book-service section the footer links to', async () => {
    await expect(page.locator('#book-service')).toHaveCount(1)
    await expect(page.locator('#book-service').getByRole('heading', { level: 2, name: 'Book a service' })).toBeVisible()
  })
})

test('legal statement: the privacy notice and its table of contents, in one visit', async ({ page, navigate }) => {
  await navigate('/statement/')
  await test.step('has a privacy notice for the Nigeria Data Protection Act: what, why, how long, withdrawing consent, the controller', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Legal Statement' })).toBeVisible()
    const privacy = page.getByRole('region', { name: 'Privacy notice' })
    await expect(privacy).toContainText('Nigeria Data Protection Act 2023')
    await expect(privacy.getByRole('heading', { name: 'The data controller' })).toBeVisible()
    await expect(privacy).toContainText('privacy@chery-nigeria.test')
    const collection = privacy.getByRole('region', { name: 'What we collect, why, and for how long' })
    for (const form of ['Test-drive booking', 'Service booking (work order)', 'Customer survey', 'Account (register, log in, profile)', 'Dealer application']) {
      const card = collection.getByRole('article', { name: form })
      await expect(card).toContainText('What we collect')
      await expect(card).toContainText('Why we use it')
      await expect(card).toContainText('How long we keep it')
    }
    await expect(privacy.getByRole('heading', { name: 'How to withdraw your consent' })).toBeVisible()
    await expect(privacy).toContainText('Nigeria Data Protection Commission')
    await expect(page.getByRole('note').filter({ hasText: 'Sample content' })).toBeVisible()
  })
  await test.step('the table of contents jumps to each section', async () => {
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'How to withdraw your consent' }).click()
    await expect(page).toHaveURL(/#withdraw-consent$/)
    await expect(page.getByRole('heading', { name: 'How to withdraw your consent' })).toBeInViewport()
  })
})

// Issue 40: the site says once, in the footer, that its contact data are samples, instead of a marker
// on every address and in the copyright line.
test('the footer says once that the contact data are samples; no address carries a marker', async ({ page, navigate }) => {
  for (const [path, notice, marker] of [
    ['/about/', 'A demonstration site: the addresses, phone numbers and e-mail addresses', /sample address|sample site/i],
    ['/zh-CN/about/', '本站为演示网站：地址、电话号码、电子邮件地址', /示例地址|示例网站/],
  ] as const) {
    await navigate(path)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(notice)).toHaveCount(1)
    await expect(page.getByRole('main').locator('address').first()).toBeVisible()
    expect(await page.locator('body').innerText()).not.toMatch(marker)
  }
})
