import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { renderPage } from '@/test/render-page'
import { RegisterPage } from './RegisterPage'

afterEach(() => sessionStorage.clear())

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

describe('registration: the verification code (router + msw handlers)', () => {
  it('once the code is sent, focus moves to the code field', async () => {
    await askForCode()
    await screen.findByText(/We sent a 6-digit code to \+234 80 3555 0101/)
    await waitFor(() => expect(screen.getByLabelText('Verification Code')).toHaveFocus())
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

describe('registration: errors are shown as on the booking forms', () => {
  it('an empty submit shows the error summary (role="alert") in field order and focuses the name', async () => {
    renderPage('/account/register/', [{ path: '/account/register/', component: () => <RegisterPage /> }])
    fireEvent.click(await screen.findByRole('button', { name: 'Create account' }))
    const summary = await waitFor(() => {
      const alert = screen.queryAllByRole('alert').find((element) => /problems with your answers/.test(element.textContent ?? ''))
      expect(alert).toBeDefined()
      return alert!
    })
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Please input "Name"',
      'Please input "Phone number"',
      'Please input "Verification Code"',
      'Please input "Password"',
    ])
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus())
  })
})

describe('registration: the draft', () => {
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
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ngozi Eze'))
    expect(screen.getByLabelText('Phone number')).toHaveValue('080 3555 0101')
    expect(screen.getByLabelText('Verification Code')).toHaveValue('')
    expect(screen.getByLabelText('Password')).toHaveValue('')
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }))
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''))
  })
})
