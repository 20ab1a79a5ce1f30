import { z } from 'zod'
import type { TFunction } from 'i18next'
import { validationMessage } from '@/lib/validation-messages'
import { isValidPhone } from '@/lib/phone-number'
import { PHONE_COUNTRIES } from '@/lib/phone'
import { PASSWORD_LENGTH, validationText } from '@/contract/common'
import { NIGERIAN_STATES } from '@/contract/nigerian-states'
import { ACCOUNT_TEXT_MAX, DEALER_MESSAGE_MAX } from '@/contract/passport'
import type { DealerOutput, DealerValues, LoginValues, PasswordValues, ProfileValues, RegisterValues } from './form-values'

/**
 * The account forms' rules, loaded on demand with zod (lazyZodResolver). Messages are the SPEC §5
 * templates with the SPEC field labels (common `field.*`) or the account's own labels. The rules
 * match the passport contract's, so what passes here passes the server's checks too.
 */
export type Labels = { common: TFunction; account: TFunction }

/** SPEC §5 has no "too long" template: the contract's wording is used for it. */
function text({ common }: Labels, label: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, validationMessage(common, 'required', label))
    .max(max, validationText.maxLength(label, max))
}

function phoneFields(labels: Labels) {
  const label = labels.common('field.phone')
  return {
    phoneCountry: z.enum(PHONE_COUNTRIES, { error: validationMessage(labels.common, 'select', labels.account('fields.country')) }),
    phone: z.string().trim().min(1, validationMessage(labels.common, 'required', label)),
  }
}

/** The phone must be a plausible number of the chosen country. */
function checkPhone(labels: Labels) {
  return (values: { phoneCountry: LoginValues['phoneCountry']; phone: string }, context: z.RefinementCtx) => {
    if (values.phone.trim() !== '' && !isValidPhone(values.phoneCountry, values.phone)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: validationMessage(labels.common, 'invalid', labels.common('field.phone')) })
    }
  }
}

function newPassword({ common }: Labels, label: string) {
  return z
    .string()
    .min(1, validationMessage(common, 'required', label))
    .min(PASSWORD_LENGTH.min, validationMessage(common, 'minLength', label, PASSWORD_LENGTH.min))
    .max(PASSWORD_LENGTH.max, validationText.maxLength(label, PASSWORD_LENGTH.max))
}

function email(labels: Labels) {
  const label = labels.common('field.email')
  return z.string().trim().min(1, validationMessage(labels.common, 'required', label)).max(254).pipe(z.email(validationMessage(labels.common, 'invalid', label)))
}

export function loginSchema(labels: Labels): z.ZodType<LoginValues> {
  const password = labels.common('field.password')
  return z
    .object({ ...phoneFields(labels), password: z.string().min(1, validationMessage(labels.common, 'required', password)) })
    .superRefine(checkPhone(labels))
}

/** Just the phone, checked before "Get Code" sends a code to it. */
export function phoneSchema(labels: Labels) {
  return z.object(phoneFields(labels)).superRefine(checkPhone(labels))
}

export function registerSchema(labels: Labels): z.ZodType<RegisterValues> {
  const code = labels.common('field.verificationCode')
  return z
    .object({
      name: text(labels, labels.common('field.name'), ACCOUNT_TEXT_MAX.name),
      ...phoneFields(labels),
      code: z
        .string()
        .trim()
        .min(1, validationMessage(labels.common, 'required', code))
        .regex(/^\d{6}$/, validationMessage(labels.common, 'invalid', code)),
      password: newPassword(labels, labels.common('field.password')),
    })
    .superRefine(checkPhone(labels))
}

export function profileSchema(labels: Labels): z.ZodType<ProfileValues> {
  return z.object({
    firstName: text(labels, labels.common('field.firstName'), ACCOUNT_TEXT_MAX.firstName),
    lastName: text(labels, labels.common('field.lastName'), ACCOUNT_TEXT_MAX.lastName),
    // Optional: an empty field keeps the e-mail unset.
    email: z.union([z.literal(''), email(labels)]),
  })
}

export function passwordSchema(labels: Labels): z.ZodType<PasswordValues> {
  const old = labels.account('fields.oldPassword')
  const confirm = labels.account('fields.confirmPassword')
  return z
    .object({
      oldPassword: z.string().min(1, validationMessage(labels.common, 'required', old)),
      newPassword: newPassword(labels, labels.account('fields.newPassword')),
      confirmPassword: z.string().min(1, validationMessage(labels.common, 'required', confirm)),
    })
    .superRefine((values, context) => {
      if (values.confirmPassword !== '' && values.confirmPassword !== values.newPassword) {
        context.addIssue({ code: 'custom', path: ['confirmPassword'], message: validationMessage(labels.common, 'invalid', confirm) })
      }
    })
}

export function dealerSchema(labels: Labels): z.ZodType<DealerOutput, DealerValues> {
  const { account } = labels
  return z
    .object({
      companyName: text(labels, account('fields.companyName'), ACCOUNT_TEXT_MAX.companyName),
      contactName: text(labels, account('fields.contactName'), ACCOUNT_TEXT_MAX.name),
      ...phoneFields(labels),
      email: email(labels),
      city: text(labels, account('fields.city'), ACCOUNT_TEXT_MAX.city),
      state: z.enum(NIGERIAN_STATES, { error: validationMessage(labels.common, 'select', account('fields.state')) }),
      message: z.string().trim().max(DEALER_MESSAGE_MAX, validationText.maxLength(account('fields.message'), DEALER_MESSAGE_MAX)),
    })
    .superRefine(checkPhone(labels))
}
