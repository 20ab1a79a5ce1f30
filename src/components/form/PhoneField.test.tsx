import { act, fireEvent, render, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { createI18n } from '@/lib/i18n'
import { PhoneField } from './PhoneField'

type Values = { phoneCountry: string; phone: string }

/** A form with the phone field; its submit answers like a server that knows the number already. */
function PhoneForm() {
  const form = useForm<Values>({ defaultValues: { phoneCountry: 'NG', phone: '' } })
  const onSubmit = form.handleSubmit(() => form.setError('phone', { type: 'server', message: 'This phone number is already registered' }))
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <PhoneField formId="demo" control={form.control} countryName="phoneCountry" phoneName="phone" phoneError={form.formState.errors.phone?.message} />
      <button type="submit">Send</button>
    </form>
  )
}

describe('PhoneField', () => {
  it('keeps a server message about the number when the unchanged number loses focus', async () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <PhoneForm />
      </I18nextProvider>,
    )
    const phone = screen.getByLabelText('Phone number')
    act(() => phone.focus())
    fireEvent.change(phone, { target: { value: '0803 123 4567' } })
    // Shown normalised once the field is left (its own rule).
    await act(async () => phone.blur())
    expect(phone).toHaveValue('+234 80 3123 4567')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    expect(phone).toHaveAccessibleDescription(/already registered/)

    // A visitor (or the form focusing the next field) moves on without touching the number.
    act(() => phone.focus())
    await act(async () => phone.blur())
    expect(phone).toHaveAccessibleDescription(/already registered/)
    expect(phone).toHaveAttribute('aria-invalid', 'true')
  })
})
