import { describe, expect, it } from 'vitest'
import { createI18n } from './i18n'
import { validationMessage } from './validation-messages'

describe('validation message templates (SPEC §5)', () => {
  const t = createI18n().t

  it.each([
    ['required', 'First name', undefined, 'Please input "First name"'],
    ['invalid', 'Email', undefined, 'Please input right "Email"'],
    ['select', 'Status', undefined, 'Please select "Status"'],
    ['minLength', 'Password', 8, '"Password" must be at least 8 characters'],
    ['min', 'Verification Code', 6, '"Verification Code" must be at least 6'],
  ] as const)('%s renders the exact template', (rule, field, min, expected) => {
    expect(validationMessage(t, rule, field, min)).toBe(expected)
  })

  it('has every SPEC field label', () => {
    const labels = ['email', 'englishName', 'firstName', 'keyword', 'lastName', 'name', 'password', 'phone', 'status', 'verificationCode', 'chineseName']
    expect(labels.map((key) => t(`field.${key}`))).toEqual([
      'Email', 'English name', 'First name', 'Keyword', 'Last name', 'Name', 'Password', 'Phone number', 'Status', 'Verification Code', 'Chinese Name',
    ])
  })
})
