import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderPage } from '@/test/render-page'
import { DealerPage } from './DealerPage'

const summary = () => screen.queryAllByRole('alert').find((alert) => /problems? with your answers/.test(alert.textContent ?? ''))

function openDealer() {
  return renderPage('/account/dealer/', [{ path: '/account/dealer/', component: () => <DealerPage /> }])
}

afterEach(() => sessionStorage.clear())

describe('dealer application (router + msw handlers)', () => {
  it('an empty submit shows the error summary (role="alert") in field order and focuses the company name', async () => {
    openDealer()
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }))
    await waitFor(() => expect(summary()).toBeDefined())
    const links = within(summary()!).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Please input "Company name"',
      'Please input "Name"',
      'Please input "Phone number"',
      'Please input "Email"',
      'Please input "City"',
      'Please select "State"',
    ])
    await waitFor(() => expect(screen.getByLabelText('Company name')).toHaveFocus())
    fireEvent.click(within(summary()!).getByRole('link', { name: 'Please input "City"' }))
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveFocus())
  })
})
