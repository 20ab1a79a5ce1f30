import { fireEvent, waitFor, type within } from '@testing-library/react'
import { expect, onTestFinished, vi } from 'vitest'
import { server } from '@mocks/node'

/** A message at the end of a field's description: a stale message that only starts the same way does not pass. */
export const endsWith = (message: string) => new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/** A value typed into a field and the message it must get (null: none, the value is accepted). */
export type BadInputCase = { field: string | RegExp; value: string; message: string | null }

/**
 * Types each case's value into its field and submits the form: the field's description then ends with
 * the case's message, or the field is not marked invalid. Cases run in order on the same form.
 */
export async function expectBadInputMessages(
  form: ReturnType<typeof within>,
  cases: BadInputCase[],
  inputFor: (field: string | RegExp) => HTMLElement | Promise<HTMLElement> = (field) => form.getByLabelText(field),
) {
  for (const { field, value, message } of cases) {
    const input = await inputFor(field)
    fireEvent.change(input, { target: { value } })
    fireEvent.click(form.getByRole('button', { name: 'Submit' }))
    if (message) await waitFor(() => expect(input).toHaveAccessibleDescription(endsWith(message)))
    else await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid', 'true'))
  }
}

/** A form's answers by field name, the name react-hook-form registers each control under. */
export type AnswersByName = Readonly<Record<string, string | boolean>>

/**
 * Answers every named control of `form` from `answers`: a checkbox is ticked or left as the answer
 * says, a radio is chosen when it holds the answer, any other control gets the answer as its value.
 * A control without an answer throws, so a new field cannot be left empty unnoticed.
 */
export function fillByName(form: HTMLElement, answers: AnswersByName) {
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input[name], select[name], textarea[name]')) {
    const answer = answers[control.name]
    if (answer === undefined) throw new Error(`fillByName: no answer for "${control.name}"`)
    if (control.type === 'checkbox') {
      if ((control as HTMLInputElement).checked !== answer) fireEvent.click(control)
    } else if (control.type === 'radio') {
      if (control.value === answer) fireEvent.click(control)
    } else {
      fireEvent.change(control, { target: { value: String(answer) } })
    }
  }
}

/** The methods of the requests the mock API receives for `path` from now until the test ends. */
export function recordRequests(path: string): string[] {
  const methods: string[] = []
  const record = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) methods.push(request.method)
  }
  server.events.on('request:start', record)
  onTestFinished(() => {
    server.events.removeListener('request:start', record)
  })
  return methods
}

/** The forms' "today": Monday 23 November 2026, 10:00 in Lagos (only Date is faked; timers run). */
export function atMondayTenInLagos() {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') })
}
