import { expect, test } from './fixtures'

// Registration against the API over HTTP (the site built with the mocks off, as deployed), where the
// browser itself can lose an answer: the request reaches the API, then the page sees a network failure.
// (With the mocks on, their service worker answers before page.route could drop anything.)

const MOCK_CODE = '123456'

/** A number no other test registers on the shared mock API (it keeps its accounts for the whole run). */
function freshPhone() {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0')
  return { typed: `0803 ${digits.slice(0, 3)} ${digits.slice(3)}`, normalised: `+234 80 3${digits.slice(0, 3)} ${digits.slice(3)}` }
}

test.describe('registration against the API, mocks off', () => {
  test('an answer lost by the browser, then a changed name: the page says the account was probably created and leads to logging in', async ({
    page,
    navigate,
    allowConsole,
  }) => {
    const phone = freshPhone()
    await navigate('/account/register/')
    await page.getByLabel('Name', { exact: true }).fill('Ngozi Eze')
    await page.getByLabel('Phone number').fill(phone.typed)
    await page.getByRole('button', { name: 'Get Code' }).click()
    await expect(page.getByRole('status').filter({ hasText: `We sent a 6-digit code to ${phone.normalised}` })).toBeVisible()
    await page.getByLabel('Verification Code').fill(MOCK_CODE)
    await page.getByLabel('Password', { exact: true }).fill('Sunshine2026')

    // The first registration reaches the API, which creates the account; the browser drops its answer.
    let created = false
    await page.route('**/api/user/register/', async (route) => {
      if (created || route.request().method() !== 'POST') return route.fallback()
      const response = await route.fetch()
      created = (await response.json()).code === 200
      await route.abort('failed')
    })
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'We could not complete this' })).toBeVisible()
    expect(created).toBe(true)
    allowConsole(/Failed to load resource: net::ERR_FAILED|passport\.register failed/)

    // The visitor fixes their name and sends again: a new submission, refused on the phone.
    await page.getByLabel('Name', { exact: true }).fill('Ngozi Adaeze Eze')
    await page.getByRole('button', { name: 'Create account' }).click()
    const notice = page.getByRole('alert').filter({ hasText: 'Your account was probably created.' })
    await expect(notice).toContainText(`An earlier try to create an account for ${phone.normalised} got no answer`)
    await expect(page.getByText('This phone number is already registered')).toHaveCount(0)
    const logInLink = notice.getByRole('link', { name: 'Log in to your account' })
    await expect(logInLink).toBeFocused()

    await logInLink.click()
    await expect(page).toHaveURL('/account/login/')
    // The address changes before the login page replaces the registration form, which has a phone field too.
    const loginForm = page.locator('form#login')
    await loginForm.getByLabel('Phone number').fill(phone.typed)
    await loginForm.getByLabel('Password', { exact: true }).fill('Sunshine2026')
    await loginForm.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL('/account/profile/')
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeFocused()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hello, Ngozi Eze' })).toBeVisible()
  })
})

test('two browsers against the HTTP API are two visitors: logging in one leaves the other logged out', async ({ browser, page, navigate, baseURL }) => {
  await navigate('/account/login/')
  await page.getByLabel('Phone number').fill('+234 800 000 0100')
  await page.getByLabel('Password', { exact: true }).fill('Password123')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hello, Ada Sample' })).toBeVisible()

  const other = await browser.newContext({ baseURL })
  try {
    const otherPage = await other.newPage()
    await otherPage.goto('/account/profile/')
    await otherPage.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await expect(otherPage.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(otherPage.getByRole('banner').getByRole('button', { name: /Hello/ })).toHaveCount(0)
  } finally {
    await other.close()
  }
})
