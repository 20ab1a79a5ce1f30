import type { FormEvent } from 'react'
import { I18nextProvider } from 'react-i18next'
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '@/lib/api'
import type { Submission, SubmissionKeys } from '@/lib/idempotency'
import { createI18n } from '@/lib/i18n'
import { FormNotices } from './FormNotices'
import { TextField } from './controls'
import { lazyZodResolver } from './lazy-resolver'
import { useFormKit } from './use-form-kit'

type Values = { name: string; email: string }
const DEFAULTS: Values = { name: '', email: '' }
const FIELDS = ['name', 'email'] as const
const validation = lazyZodResolver<Values, Values>(async () =>
  z.object({ name: z.string().min(1, 'Enter your name'), email: z.string().email('Enter an email address like name@example.com') }),
)

type Send = (values: Values, keys: SubmissionKeys) => Promise<{ reference: string }>

function DemoForm({ send, onSuccess, onReveal }: { send: Send; onSuccess: (reference: string) => void; onReveal?: (field: string) => void }) {
  const mutation = useMutation({ mutationFn: ({ values, keys }: Submission<Values>) => send(values, keys) })
  const kit = useFormKit<Values, Values, { reference: string }>({
    formId: 'demo',
    validation,
    defaults: DEFAULTS,
    fields: FIELDS,
    mutation,
    onSuccess: ({ reference }) => onSuccess(reference),
    ...(onReveal ? { onReveal } : {}),
  })
  const { errors } = kit.form.formState
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    kit.submit()
  }
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormNotices kit={kit} />
      <TextField id={kit.fieldId('name')} label="Name" error={errors.name?.message} registration={kit.form.register('name')} />
      <TextField id={kit.fieldId('email')} label="Email" error={errors.email?.message} registration={kit.form.register('email')} />
      <button type="submit">Send</button>
    </form>
  )
}

function renderForm(props: Parameters<typeof DemoForm>[0]) {
  const i18n = createI18n()
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <DemoForm {...props} />
      </I18nextProvider>
    </QueryClientProvider>,
  )
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(label)), { target: { value } })

afterEach(() => sessionStorage.clear())

describe('the form kit (useFormKit with FormNotices)', () => {
  it('sends nothing while answers are missing: the summary links each problem and the first field takes focus', async () => {
    const send = vi.fn<Send>()
    const onReveal = vi.fn()
    renderForm({ send, onSuccess: vi.fn(), onReveal })
    type('Email', 'not-an-email')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))

    const summary = await screen.findByRole('alert')
    expect(summary).toHaveTextContent('There are 2 problems with your answers')
    expect(screen.getByRole('link', { name: 'Enter your name' })).toHaveAttribute('href', '#demo-name')
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveFocus())
    expect(onReveal).toHaveBeenCalledWith('name')
    expect(send).not.toHaveBeenCalled()
  })

  it("puts the server's field messages on their fields, lists the others, and Retry sends the same answers with the same key", async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(new ApiError('Invalid', { kind: 'envelope', fieldErrors: { email: 'This email is blocked', captcha: 'Try again later' } }))
      .mockResolvedValueOnce({ reference: 'TD-1' })
    const onSuccess = vi.fn()
    renderForm({ send, onSuccess })
    type('Name', 'Ada')
    type('Email', 'ada@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))

    const failure = await screen.findByRole('heading', { name: 'Some answers were not accepted' })
    expect(failure.parentElement).toHaveTextContent('Try again later')
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(expect.stringContaining('This email is blocked'))
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveFocus())

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('TD-1'))
    expect(send).toHaveBeenCalledTimes(2)
    expect(send.mock.calls[1]).toEqual(send.mock.calls[0])
    expect(sessionStorage.getItem('form:demo:draft')).toBeNull()
  })

  it('restores the answers after a reload, and Start over empties the form', async () => {
    const first = renderForm({ send: vi.fn<Send>(), onSuccess: vi.fn() })
    type('Name', 'Ada')
    first.unmount()

    renderForm({ send: vi.fn<Send>(), onSuccess: vi.fn() })
    await screen.findByText('We kept the answers you started in this tab.')
    expect(screen.getByLabelText(/Name/)).toHaveValue('Ada')
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }))
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveValue(''))
    expect(screen.getByLabelText(/Name/)).toHaveValue('')
    expect(screen.queryByText('We kept the answers you started in this tab.')).toBeNull()
  })
})
