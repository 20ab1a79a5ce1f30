import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockDb } from '@mocks/db'
import { server } from '@mocks/node'
import { loadPageCode, renderPage } from '@/test/render-page'
import { recordRequests } from '@/test/form-helpers'
import { RegisterPage } from './RegisterPage'

// The first submit loads the form's rules (zod) on demand: on a busy machine that alone can pass a second
// (the tests get 30 s for the same reason).
const PATIENT = { timeout: 15_000 }

afterEach(() => sessionStorage.clear())

// The API calls the page loads on demand.
loadPageCode(
  () => import('@/contract/passport'),
  () => import('@/lib/api/registry'),
)

/** Holds every "Get Code" request until release() is called, then lets the mock API answer it. */
function holdPhoneCodeRequests() {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.post('*/api/user/phone/code/', async () => {
      await released
      // Nothing returned: msw goes on to the mock API's own handler.
    }),
  )
  return release
}

async function askForCode() {
  renderPage('/account/register/', [{ path: '/account/register/', component: () => <RegisterPage /> }])
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Ngozi Eze' } })
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '0803 555 0101' } })
  const getCode = screen.getByRole('button', { name: 'Get Code' })
  getCode.focus()
  fireEvent.click(getCode)
}

describe('registration: the verification code (router + msw handlers)', { timeout: 30_000 }, () => {
  it('once the code is sent, focus moves to the code field', async () => {
    await askForCode()
    await screen.findByText(/We sent a 6-digit code to \+234 80 3555 0101/)
    await waitFor(() => expect(screen.getByLabelText('Verification Code')).toHaveFocus())
  })

  it('a double click on Get Code asks for one code (a second would cancel the first text)', async () => {
    const requests = recordRequests('/api/user/phone/code/')
    const release = holdPhoneCodeRequests()
    await askForCode()
    fireEvent.click(screen.getByRole('button', { name: /Get Code|Sending/ }))
    // Both clicks have checked the phone by the time one request is out; hold it until then.
    await waitFor(() => expect(requests).toHaveLength(1), PATIENT)
    await waitFor(() => expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled())
    release()
    await screen.findByText(/We sent a 6-digit code to \+234 80 3555 0101/)
    expect(requests).toEqual(['POST'])
  })

  it('an answer that arrives after the visitor moved on leaves focus where it is', async () => {
    const release = holdPhoneCodeRequests()
    await askForCode()
    const password = screen.getByLabelText('Password')
    password.focus()
    release()
    await screen.findByText(/We sent a 6-digit code to \+234 80 3555 0101/)
    // The page focuses the code field from a timer after the answer: let it have its turn first.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(password).toHaveFocus()
  })
})

describe('registration: errors are shown as on the booking forms', { timeout: 30_000 }, () => {
  it('an empty submit shows the error summary (role="alert") in field order and focuses the name', async () => {
    renderPage('/account/register/', [{ path: '/account/register/', component: () => <RegisterPage /> }])
    fireEvent.click(await screen.findByRole('button', { name: 'Create account' }))
    const summary = await waitFor(() => {
      const alert = screen.queryAllByRole('alert').find((element) => /problems with your answers/.test(element.textContent ?? ''))
      expect(alert).toBeDefined()
      return alert!
    }, PATIENT)
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Please input "Name"',
      'Please input "Phone number"',
      'Please input "Verification Code"',
      'Please input "Password"',
    ])
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus(), PATIENT)
  })
})

describe('registration: the draft', { timeout: 30_000 }, () => {
  it('a reload keeps the name and the phone, never the SMS code or the password', async () => {
    const page = () => renderPage('/account/register/', [{ path: '/account/register/', component: () => <RegisterPage /> }])
    page()
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Ngozi Eze' } })
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '0803 555 0101' } })
    fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: '123456' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Sunshine2026' } })
    const stored = Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key)).join('\n')
    expect(stored).toContain('Ngozi Eze')
    expect(stored).not.toMatch(/Sunshine2026|123456/)
    cleanup()

    page()
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ngozi Eze'), PATIENT)
    expect(screen.getByLabelText('Phone number')).toHaveValue('080 3555 0101')
    expect(screen.getByLabelText('Verification Code')).toHaveValue('')
    expect(screen.getByLabelText('Password')).toHaveValue('')
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }))
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''), PATIENT)
  })
})

describe('registration: a try whose answer was lost, then a changed name', { timeout: 30_000 }, () => {
  it('is not refused as "already registered": the page says the account was probably created, with the way to log in', async () => {
    mockDb.reset()
    const realFetch = globalThis.fetch
    let dropped = false
    // The first registration reaches the server, which creates the account; its answer never arrives.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
      const response = await realFetch(...args)
      const url = args[0] instanceof Request ? args[0].url : String(args[0])
      if (!dropped && url.includes('/api/user/register/')) {
        dropped = true
        throw new TypeError('Failed to fetch')
      }
      return response
    })
    await askForCode()
    await screen.findByText(/We sent a 6-digit code/, {}, PATIENT)
    fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: '123456' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Sunshine2026' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await screen.findByText(/We could not complete this/, {}, PATIENT)
    expect(mockDb.isPhoneRegistered('+234 80 3555 0101')).toBe(true)

    // The request client logs the envelope error (SPEC), the phone's refusal.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ngozi Adaeze Eze' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    const notice = await waitFor(() => {
      const alert = screen.queryAllByRole('alert').find((element) => element.textContent?.includes('Your account was probably created.'))
      expect(alert).toBeDefined()
      return alert!
    }, PATIENT)
    expect(notice).toHaveTextContent('An earlier try to create an account for +234 80 3555 0101 got no answer')
    const login = within(notice).getByRole('link', { name: 'Log in to your account' })
    expect(login).toHaveAttribute('href', '/account/login/')
    await waitFor(() => expect(login).toHaveFocus(), PATIENT)
    expect(screen.queryByText('This phone number is already registered')).toBeNull()
    expect(screen.getByLabelText('Phone number')).not.toHaveAttribute('aria-invalid')
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/already registered/))
  })

  it('another account on the same phone, with no lost try of this tab, is still "already registered"', async () => {
    mockDb.reset()
    await askForCode()
    await screen.findByText(/We sent a 6-digit code/, {}, PATIENT)
    mockDb.register({ name: 'Someone Else', phone: '+234 80 3555 0101', password: 'Other2026pass' })
    fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: '123456' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Sunshine2026' } })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(/This phone number is already registered/), PATIENT)
    expect(screen.queryByText(/probably created/)).toBeNull()
  })
})
