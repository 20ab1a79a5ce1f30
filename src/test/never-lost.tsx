import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockDb } from '@mocks/db'
import { setMockFault } from '@mocks/fault'
import { endsWith, recordRequests } from './form-helpers'

/** One booking form, as the shared "never lost, never twice" page tests need to know it. */
export type FormUnderTest = {
  /** What one submission is called in test titles: 'booking', 'work order', 'survey'. */
  noun: string
  /** The API path the form posts to, e.g. '/api/work-order/'. */
  apiPath: string
  kind: 'testDrive' | 'workOrder' | 'survey'
  /** Renders the form's page and answers every question (through any earlier step), ready for Submit. */
  openFilled: () => Promise<void>
  /** After a failed submission: the answers given by openFilled are all still there. */
  expectAnswersKept: () => void
  /** After Submit or Retry succeeded: what the visitor is shown next. */
  expectSent: () => Promise<void>
  /** Where the mock puts the field error of its 400 fault (mocks/handlers), and how the visitor sends again. */
  fieldError: { label: string | RegExp; message: string; resendWith: 'Retry' | 'Submit' }
}

const TRANSIENT_FAULTS = [
  { name: 'a server error (500)', value: '500-once', alert: 'Something went wrong on our side' },
  { name: 'a network failure', value: 'network-once', alert: 'We could not reach our server' },
] as const

const submitButton = () => screen.getByRole('button', { name: 'Submit' })
function findAlert(text: string) {
  return waitFor(() => {
    const alert = screen.queryAllByRole('alert').find((element) => element.textContent?.includes(text))
    expect(alert).toBeDefined()
    return alert!
  })
}

/**
 * Registers the page tests that prove a form never loses an answer and never sends twice when the
 * server fails, the network fails, the server refuses a field, or Submit is clicked twice. e2e keeps
 * what needs a browser: the timeout on a test clock, going offline, a reload mid-form.
 */
export function describeNeverLostNeverTwice(title: string, spec: FormUnderTest) {
  describe(title, () => {
    let requests: string[] = []
    beforeEach(() => {
      mockDb.reset()
      requests = recordRequests(spec.apiPath)
    })
    afterEach(() => setMockFault(null))

    for (const fault of TRANSIENT_FAULTS) {
      it(`after ${fault.name} the answers stay and Retry sends one ${spec.noun}`, async () => {
        setMockFault(fault.value)
        await spec.openFilled()
        fireEvent.click(submitButton())

        const alert = await findAlert(fault.alert)
        await waitFor(() => expect(alert).toHaveFocus())
        expect(alert).toHaveTextContent('Your answers are kept')
        spec.expectAnswersKept()
        expect(mockDb.list(spec.kind)).toEqual([])

        fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
        await spec.expectSent()
        expect(requests).toEqual(['POST', 'POST'])
        expect(mockDb.list(spec.kind)).toHaveLength(1)
      })
    }

    it(`a server field error (400) lands on its field, the answers stay, and ${spec.fieldError.resendWith} sends one ${spec.noun}`, async () => {
      // The request client warns once about an envelope error.
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      setMockFault('400-once')
      await spec.openFilled()
      fireEvent.click(submitButton())

      const alert = await findAlert('Some answers were not accepted')
      const field = screen.getByLabelText(spec.fieldError.label)
      await waitFor(() => expect(field).toHaveFocus())
      expect(field).toHaveAccessibleDescription(endsWith(spec.fieldError.message))
      expect(within(await findAlert('There is 1 problem')).getByRole('link', { name: spec.fieldError.message })).toBeInTheDocument()
      spec.expectAnswersKept()
      expect(mockDb.list(spec.kind)).toEqual([])
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/failed with code 400/))

      fireEvent.click(spec.fieldError.resendWith === 'Retry' ? within(alert).getByRole('button', { name: 'Retry' }) : submitButton())
      await spec.expectSent()
      expect(mockDb.list(spec.kind)).toHaveLength(1)
    })

    it(`a double click on Submit sends one ${spec.noun}`, async () => {
      await spec.openFilled()
      fireEvent.click(submitButton())
      fireEvent.click(submitButton())
      await spec.expectSent()
      expect(requests).toEqual(['POST'])
      expect(mockDb.list(spec.kind)).toHaveLength(1)
    })
  })
}
