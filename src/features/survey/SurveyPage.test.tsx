import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mockDb } from '@mocks/db'
import { atMondayTenInLagos, expectBadInputMessages, recordRequests, type BadInputCase } from '@/test/form-helpers'
import { describeNeverLostNeverTwice } from '@/test/never-lost'
import { loadPageCode, renderPage } from '@/test/render-page'
import { SurveyPage } from './SurveyPage'

// The survey through a router with the msw handlers (the middle layer): its rules and messages.
// e2e keeps the journeys (thanks, consent, keyboard, axe) and what needs a browser of never lost /
// never twice (timeout on a test clock, offline, reload).

// The form island (started by the page module), its rules and its API call.
loadPageCode(
  () => import('./validation'),
  () => import('@/contract/survey'),
  () => import('@/lib/api/registry'),
)

let sentSurveys: string[] = []

async function surveyForm() {
  renderPage('/survey/', [{ path: '/survey/', component: SurveyPage }])
  const form = await screen.findByRole('form', { name: 'Your visit' })
  await waitFor(() => expect(within(form).getByLabelText('Showroom')).toBeEnabled())
  return within(form)
}

const summaryWith = (text: string) => screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(text))

beforeEach(() => {
  atMondayTenInLagos()
  mockDb.reset()
  sentSurveys = recordRequests('/api/survey/')
})
afterEach(() => sessionStorage.clear())

describe('customer survey page (router + msw handlers)', () => {
  it('an empty submit shows every required message, linked from the summary, and sends nothing', async () => {
    const form = await surveyForm()
    fireEvent.click(form.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(summaryWith('There are 4 problems with your answers')).toBeDefined())
    const summary = within(summaryWith('There are 4 problems with your answers')!)
    for (const message of ['Please select "Showroom"', 'Please select "Visit type"', 'Please select "Overall rating"', 'Please select "Recommendation score"']) {
      expect(summary.getByRole('link', { name: message })).toBeInTheDocument()
    }
    await waitFor(() => expect(form.getByLabelText('Showroom')).toHaveFocus())
    fireEvent.click(summary.getByRole('link', { name: 'Please select "Overall rating"' }))
    const rating = form.getByRole('group', { name: 'Overall rating' })
    await waitFor(() => expect(within(rating).getByLabelText('1')).toHaveFocus())
    expect(rating).toHaveAccessibleDescription(/Please select "Overall rating"/)

    fireEvent.click(form.getByLabelText('You may contact me about my answers.'))
    fireEvent.click(form.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(summaryWith('There are 6 problems with your answers')).toBeDefined())
    const withContact = within(summaryWith('There are 6 problems with your answers')!)
    expect(withContact.getByRole('link', { name: 'Please input "Name"' })).toBeInTheDocument()
    expect(withContact.getByRole('link', { name: 'Please input "Phone number"' })).toBeInTheDocument()
    expect(sentSurveys).toEqual([])
  })

  it('bad input gives clear messages and sends nothing', async () => {
    const form = await surveyForm()
    // The scores stay unanswered, so every submit is refused: each case checks its own field's message.
    fireEvent.click(form.getByLabelText('You may contact me about my answers.'))
    const corpus: BadInputCase[] = [
      { field: /^Comments/, value: 'z'.repeat(10_000), message: '"Comments" must be at most 2000 characters' },
      { field: /^Comments/, value: '     ', message: null },
      { field: 'Name', value: '   ', message: 'Please input "Name"' },
      { field: 'Name', value: '<script>alert(1)</script>', message: 'Please input right "Name"' },
      { field: 'Name', value: 'عائشة 😊', message: null },
      { field: 'Phone number', value: '0803', message: 'Please input right "Phone number"' },
    ]
    await expectBadInputMessages(form, corpus, (field) => waitFor(() => form.getByLabelText(field)))
    expect(sentSurveys).toEqual([])
  })
})

describeNeverLostNeverTwice('the survey is never lost and never sent twice (router + msw handlers)', {
  noun: 'survey',
  apiPath: '/api/survey/',
  kind: 'survey',
  openFilled: async () => {
    const form = await surveyForm()
    fireEvent.change(form.getByLabelText('Showroom'), { target: { value: 'maroko-lagos' } })
    fireEvent.click(within(form.getByRole('group', { name: 'Visit type' })).getByLabelText(/^Service/))
    fireEvent.click(within(form.getByRole('group', { name: 'Overall rating' })).getByLabelText('4'))
    fireEvent.click(within(form.getByRole('group', { name: 'Recommendation score' })).getByLabelText('9'))
    fireEvent.change(form.getByLabelText(/^Comments/), { target: { value: 'Quick and clear explanations.' } })
  },
  expectAnswersKept: () => {
    expect(screen.getByLabelText(/^Comments/)).toHaveValue('Quick and clear explanations.')
    expect(within(screen.getByRole('group', { name: 'Overall rating' })).getByLabelText('4')).toBeChecked()
  },
  expectSent: async () => {
    await screen.findByRole('heading', { level: 2, name: 'Thank you for your feedback' })
  },
  fieldError: { label: /^Comments/, message: '"Comments" must be at most 2000 characters', resendWith: 'Retry' },
})
