import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderPage } from '@/test/render-page'
import { LoginPage } from './LoginPage'
import { ProfilePage } from './ProfilePage'

const summaryWith = (text: string) => screen.queryAllByRole('alert').find((alert) => alert.textContent?.includes(text))

function openLogin() {
  renderPage('/account/login/', [{ path: '/account/login/', component: () => <LoginPage /> }])
}

describe('login: errors are shown as on the booking forms (router + msw handlers)', () => {
  it('an empty submit focuses the phone number, the first field in error (not the password)', async () => {
    openLogin()
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'))
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus())
  })

  it('an empty submit shows the error summary (role="alert") with both messages, each a link to its field', async () => {
    openLogin()
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }))

    await waitFor(() => expect(summaryWith('There are 2 problems with your answers')).toBeDefined())
    const summary = within(summaryWith('There are 2 problems with your answers')!)
    expect(summary.getAllByRole('link').map((link) => link.textContent)).toEqual(['Please input "Phone number"', 'Please input "Password"'])
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus())

    fireEvent.click(summary.getByRole('link', { name: 'Please input "Password"' }))
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus())
  })

  it('with only the password missing, the summary lists it and focus goes to it', async () => {
    openLogin()
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '0803 555 0101' } })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(summaryWith('There is 1 problem with your answers')).toBeDefined())
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus())
  })
})

describe('login: where focus lands', () => {
  it('after logging in, the profile page takes focus on its heading (not <body>)', async () => {
    renderPage('/account/login/', [
      { path: '/account/login/', component: () => <LoginPage /> },
      { path: '/account/profile/', component: () => <ProfilePage /> },
    ])
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '+234 800 000 0100' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Password123' } })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    const heading = await screen.findByRole('heading', { level: 1, name: 'My account' })
    await waitFor(() => expect(heading).toHaveFocus())
  })
})
