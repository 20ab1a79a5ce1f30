import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { useQuery } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import { mockDb } from '@mocks/db'
import { server } from '@mocks/node'
import { renderPage } from '@/test/render-page'
import { sessionQueryOptions } from '../api/session'
import { LoginPage } from './LoginPage'
import { ProfilePage } from './ProfilePage'

// The first submit loads the form's rules (zod) on demand: on a busy machine that alone can pass a second
// (the tests get 30 s for the same reason).
const PATIENT = { timeout: 15_000 }

const summaryWith = (text: string) => screen.queryAllByRole('alert').find((alert) => alert.textContent?.includes(text))

beforeEach(() => mockDb.reset())

function openLogin() {
  renderPage('/account/login/', [{ path: '/account/login/', component: () => <LoginPage /> }])
}

describe('login: errors are shown as on the booking forms (router + msw handlers)', { timeout: 30_000 }, () => {
  it('an empty submit focuses the phone number, the first field in error (not the password)', async () => {
    openLogin()
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'), PATIENT)
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus(), PATIENT)
  })

  it('an empty submit shows the error summary (role="alert") with both messages, each a link to its field', async () => {
    openLogin()
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }))

    await waitFor(() => expect(summaryWith('There are 2 problems with your answers')).toBeDefined(), PATIENT)
    const summary = within(summaryWith('There are 2 problems with your answers')!)
    expect(summary.getAllByRole('link').map((link) => link.textContent)).toEqual(['Please input "Phone number"', 'Please input "Password"'])
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus(), PATIENT)

    fireEvent.click(summary.getByRole('link', { name: 'Please input "Password"' }))
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus(), PATIENT)
  })

  it('with only the password missing, the summary lists it and focus goes to it', async () => {
    openLogin()
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '0803 555 0101' } })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(summaryWith('There is 1 problem with your answers')).toBeDefined(), PATIENT)
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus(), PATIENT)
  })
})

describe('login: where focus lands', { timeout: 30_000 }, () => {
  it('after logging in, the profile page takes focus on its heading (not <body>)', async () => {
    renderPage('/account/login/', [
      { path: '/account/login/', component: () => <LoginPage /> },
      { path: '/account/profile/', component: () => <ProfilePage /> },
    ])
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '+234 800 000 0100' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Password123' } })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    const heading = await screen.findByRole('heading', { level: 1, name: 'My account' }, PATIENT)
    await waitFor(() => expect(heading).toHaveFocus(), PATIENT)
  })
})

describe('a session check that fails (offline, a server error)', { timeout: 30_000 }, () => {
  let sessionChecks = 0
  beforeEach(() => {
    sessionChecks = 0
    server.use(
      http.get('*/api/user/client/status/', () => {
        sessionChecks += 1
        return HttpResponse.error()
      }),
    )
  })

  it('is not announced on the login page, whose form stays the only thing to act on', async () => {
    // The probe shares the page's query: once it says the check failed, the page has rendered the failure.
    function SessionProbe() {
      return <output>session check: {useQuery(sessionQueryOptions()).status}</output>
    }
    renderPage('/account/login/', [{ path: '/account/login/', component: () => <><LoginPage /><SessionProbe /></> }])
    await screen.findByText('session check: error', {}, PATIENT)
    expect(sessionChecks).toBeGreaterThan(0)
    expect(screen.queryByText('We could not load your account.')).toBeNull()
  })

  it('is announced once on the profile page, with Retry (its greeting stays quiet)', async () => {
    renderPage('/account/profile/', [{ path: '/account/profile/', component: () => <ProfilePage /> }])
    expect(await screen.findAllByText('We could not load your account.', {}, PATIENT)).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
