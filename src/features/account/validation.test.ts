import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { createI18n } from '@/lib/i18n'
import accountEnglish from '@/locales/en-US/account.json'
import { dealerSchema, loginSchema, passwordSchema, profileSchema, registerSchema, type Labels } from './validation'

const i18n = createI18n()
i18n.addResourceBundle('en-US', 'account', accountEnglish)
const labels: Labels = { common: i18n.getFixedT('en-US', 'common'), account: i18n.getFixedT('en-US', 'account') }

function messages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values)
  if (result.success) return {}
  // The first message of each field, as the form shows it.
  const first: Record<string, string> = {}
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message
  return first
}

describe('account form messages use the SPEC §5 templates and field labels', () => {
  it('registration', () => {
    expect(messages(registerSchema(labels), { name: ' ', phoneCountry: 'NG', phone: '', code: '', password: '' })).toEqual({
      name: 'Please input "Name"',
      phone: 'Please input "Phone number"',
      code: 'Please input "Verification Code"',
      password: 'Please input "Password"',
    })
    expect(messages(registerSchema(labels), { name: 'Ngozi Eze', phoneCountry: 'NG', phone: '0803 12', code: '12a', password: 'short' })).toEqual({
      phone: 'Please input right "Phone number"',
      code: 'Please input right "Verification Code"',
      password: '"Password" must be at least 8 characters',
    })
  })

  it('accepts a valid registration', () => {
    expect(messages(registerSchema(labels), { name: 'Ngozi Eze', phoneCountry: 'NG', phone: '0803 555 0101', code: '123456', password: 'Sunshine2026' })).toEqual({})
  })

  it('login', () => {
    expect(messages(loginSchema(labels), { phoneCountry: 'NG', phone: '', password: '' })).toEqual({
      phone: 'Please input "Phone number"',
      password: 'Please input "Password"',
    })
  })

  it('profile: names required, e-mail optional but valid', () => {
    expect(messages(profileSchema(labels), { firstName: '', lastName: '', email: 'nope' })).toEqual({
      firstName: 'Please input "First name"',
      lastName: 'Please input "Last name"',
      email: 'Please input right "Email"',
    })
    expect(messages(profileSchema(labels), { firstName: 'Ada', lastName: 'Eze', email: '' })).toEqual({})
  })

  it('password change: the confirmation must match', () => {
    expect(messages(passwordSchema(labels), { oldPassword: 'x', newPassword: 'Moonlight2026', confirmPassword: 'Moonlight2025' })).toEqual({
      confirmPassword: 'Please input right "Confirm new password"',
    })
  })

  it('dealer application', () => {
    expect(messages(dealerSchema(labels), { companyName: '', contactName: '', phoneCountry: 'NG', phone: '', email: '', city: '', state: '', message: '' })).toEqual({
      companyName: 'Please input "Company name"',
      contactName: 'Please input "Name"',
      phone: 'Please input "Phone number"',
      email: 'Please input "Email"',
      city: 'Please input "City"',
      state: 'Please select "State"',
    })
  })
})
