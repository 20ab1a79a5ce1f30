import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SEEDED_ACCOUNT, mockDb } from '@mocks/db'
import { renderPage } from '@/test/render-page'
import { DealerPage } from './DealerPage'

// The first submit loads the form's rules (zod) on demand: on a busy machine that alone can pass a second
// (the tests get 30 s for the same reason).
const PATIENT = { timeout: 15_000 }

const summary = () => screen.queryAllByRole('alert').find((alert) => /problems? with your answers/.test(alert.textContent ?? ''))

function openDealer() {
  return renderPage('/account/dealer/', [{ path: '/account/dealer/', component: () => <DealerPage /> }])
}

// Logged out (another file may have logged the seeded account in): no prefill from a profile.
beforeEach(() => mockDb.reset())
afterEach(() => sessionStorage.clear())

describe('dealer application (router + msw handlers)', { timeout: 30_000 }, () => {
  it('an empty submit shows the error summary (role="alert") in field order and focuses the company name', async () => {
    openDealer()
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }))
    await waitFor(() => expect(summary()).toBeDefined(), PATIENT)
    const links = within(summary()!).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Please input "Company name"',
      'Please input "Name"',
      'Please input "Phone number"',
      'Please input "Email"',
      'Please input "City"',
      'Please select "State"',
    ])
    await waitFor(() => expect(screen.getByLabelText('Company name')).toHaveFocus(), PATIENT)
    fireEvent.click(within(summary()!).getByRole('link', { name: 'Please input "City"' }))
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveFocus(), PATIENT)
  })
})

describe('dealer application: the draft', { timeout: 30_000 }, () => {
  it('a reload keeps all seven answers, the message included', async () => {
    openDealer()
    const answers: [string | RegExp, string][] = [
      ['Company name', 'Northern Motors Ltd (sample)'],
      ['Name', 'Musa Bello'],
      ['Phone number', '0803 555 0199'],
      ['Email', 'musa@example.test'],
      ['City', 'Kano'],
      ['State', 'Kano'],
      [/^Message/, 'We run two workshops in Kano.'],
    ]
    await screen.findByLabelText('Company name')
    for (const [label, value] of answers) fireEvent.change(screen.getByLabelText(label), { target: { value } })
    const typed = answers.map(([label]) => (screen.getByLabelText(label) as HTMLInputElement).value)
    expect(typed).toContain('080 3555 0199')
    cleanup()

    openDealer()
    await waitFor(() => expect(screen.getByLabelText('Company name')).toHaveValue('Northern Motors Ltd (sample)'), PATIENT)
    expect(answers.map(([label]) => (screen.getByLabelText(label) as HTMLInputElement).value)).toEqual(typed)
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('We kept the answers you started in this tab.')
  })
})

describe('dealer application: a signed-in visitor', { timeout: 30_000 }, () => {
  it('the profile fills only the fields left empty, never over what the visitor typed', async () => {
    openDealer()
    await screen.findByLabelText('Company name')
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Northern Motors Ltd (sample)' } })
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Musa Bello' } })
    cleanup()

    mockDb.signIn(SEEDED_ACCOUNT.phone, SEEDED_ACCOUNT.password)
    openDealer()
    // The phone was left empty: the profile's fills it once the session is known.
    await waitFor(() => expect(screen.getByLabelText('Phone number')).not.toHaveValue(''), PATIENT)
    expect(screen.getByLabelText('Name')).toHaveValue('Musa Bello')
    expect(screen.getByLabelText('Company name')).toHaveValue('Northern Motors Ltd (sample)')
  })
})
