import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { loadPageCode, renderPage } from '@/test/render-page'
import { RegisterPage } from './RegisterPage'

// The API calls the page loads on demand.
loadPageCode(
  () => import('../api/register'),
  () => import('../api/request-phone-code'),
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
