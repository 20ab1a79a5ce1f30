import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import i18next from 'i18next'
import { allOperations } from '@/contract'
import { testDriveFormSchema } from '@/features/test-drive/validation'
import { surveyFormSchema } from '@/features/survey/validation'
import { workOrderFormSchema } from '@/features/work-order/validation'
import { SHOWROOM_TIME_ZONE } from '@/lib/showroom-clock'
import zhCommon from '@/locales/zh-CN/common.json'
import zhContractText from '@/locales/zh-CN/contractText.json'
import { translateContractMessage, type ContractDictionaries } from '@/components/form/translate-contract-message'

const chinese = i18next.createInstance()
await chinese.init({ lng: 'zh-CN', resources: { 'zh-CN': { common: zhCommon } }, defaultNS: 'common', interpolation: { escapeValue: false } })

const zh: ContractDictionaries = {
  template: (rule, values) => chinese.t(`validation.${rule}`, values),
  labels: zhContractText.fromEnglish.labels,
  reasons: zhContractText.fromEnglish.reasons,
  sentences: zhContractText.fromEnglish.sentences,
}

describe('translateContractMessage', () => {
  const dictionaries: ContractDictionaries = {
    template: (rule, values) => `${rule}(${Object.values(values).join(',')})`,
    labels: { Date: 'D', Time: 'T' },
    reasons: { 'the date has passed': 'passed' },
    sentences: { 'The current password is incorrect': 'wrong' },
  }

  it('translates the template, the field label and the reason after the colon', () => {
    expect(translateContractMessage('Please input right "Date"', dictionaries)).toBe('invalid(D,NaN,NaN)')
    expect(translateContractMessage('"Time" must be at most 5 characters', dictionaries)).toBe('maxLength(T,5,5)')
    expect(translateContractMessage('Please select "Date": the date has passed', dictionaries)).toBe('because(select(D,NaN,NaN),passed)')
    expect(translateContractMessage('The current password is incorrect', dictionaries)).toBe('wrong')
  })

  it('leaves a message as it came when a part of it is unknown', () => {
    expect(translateContractMessage('Please input "Colour"', dictionaries)).toBe('Please input "Colour"')
    expect(translateContractMessage('Please select "Date": no reason known', dictionaries)).toBe('Please select "Date": no reason known')
    expect(translateContractMessage('Something else happened', dictionaries)).toBe('Something else happened')
  })
})

// Every message the contract's request schemas and the booking forms' rules give, for inputs that
// break each rule: empty, wrong types, too long, markup, dates on a Sunday, past and too far, times
// outside the hours, VINs, phone numbers of the wrong country.
function lagosDate(daysAhead: number): string {
  const date = new Date(Date.now() + daysAhead * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOWROOM_TIME_ZONE }).format(date)
}
function nextSunday(): string {
  for (let days = 2; ; days++) if (new Date(`${lagosDate(days)}T12:00:00Z`).getUTCDay() === 0) return lagosDate(days)
}
function nextWeekday(): string {
  for (let days = 2; ; days++) if (new Date(`${lagosDate(days)}T12:00:00Z`).getUTCDay() === 3) return lagosDate(days)
}

const VALUES: unknown[] = ['', ' ', 'x'.repeat(5000), '<b>', 123, -5, 1e12, 0.5, true, null, [], {}, [1], Array.from({ length: 30 }, () => 'x'), 'abc', 'not-a-date', lagosDate(-3), lagosDate(90), nextSunday(), '23:00', '07:15', 'ABCDEFGHIJKLMNOPQ', 'WDB123456789012', 'a@', '12']
const TOGETHER: Record<string, unknown>[] = [
  { date: nextWeekday(), time: '23:00' },
  { date: nextWeekday(), time: '07:00' },
  { phoneCountry: 'NG', phone: '123 45' },
  { phoneCountry: 'US', phone: '0803 123 4567' },
  { contactConsent: true, hasContacted: 'yes', marketingConsent: true },
]

function keysOf(schema: z.ZodType): string[] {
  const def = (schema as unknown as { _zod: { def: { shape?: Record<string, unknown>; in?: z.ZodType; innerType?: z.ZodType; schema?: z.ZodType } } })._zod.def
  if (def.shape) return Object.keys(def.shape)
  const inner = def.in ?? def.innerType ?? def.schema
  return inner ? keysOf(inner) : []
}

function messagesOf(schema: z.ZodType): Set<string> {
  const messages = new Set<string>()
  const collect = (input: unknown) => {
    const result = schema.safeParse(input)
    if (!result.success) for (const issue of result.error.issues) messages.add(issue.message)
  }
  collect({})
  for (const key of keysOf(schema)) for (const value of VALUES) collect({ [key]: value })
  for (const values of TOGETHER) collect(values)
  return messages
}

const schemas: [string, z.ZodType][] = [
  ...allOperations.map((operation) => [`${operation.method} ${operation.path}`, operation.request as z.ZodType] as [string, z.ZodType]),
  ['test-drive form', testDriveFormSchema],
  ['survey form', surveyFormSchema],
  ['work-order form', workOrderFormSchema],
]

// Messages about keys the site's client makes itself (the idempotency and supersede keys): no
// visitor types them, so no page shows them.
const NOT_FROM_A_FORM = /^(?:The idempotency key|The superseded keys|At most \d+ superseded)/

// zod's own wording for a broken rule: never an answer to a visitor (issue 25).
const ZOD_WORDING = /^(?:Invalid input|Invalid option|Invalid (?:string|number|type)|Too small|Too big|Unrecognized key|expected )|received (?:undefined|NaN|null|string|number|boolean|object|array)/

// Words that stay Latin in Chinese: the VIN and its letters, and the showroom time zone's name.
const KEPT_LATIN = /\b(?:VIN|I|O|Q|WAT)\b/g

describe('every message of the contract and the booking forms is written for a visitor', () => {
  it.each(schemas)('%s', (_name, schema) => {
    expect([...messagesOf(schema)].filter((message) => ZOD_WORDING.test(message))).toEqual([])
  })

  it('the answer to a body that cannot be read', async () => {
    const { UNREADABLE_PAYLOAD_MESSAGE } = await import('@/contract/common')
    expect(translateContractMessage(UNREADABLE_PAYLOAD_MESSAGE, zh)).not.toMatch(/[A-Za-z]{2,}/)
  })
})

describe('every message of the contract and the booking forms reads Chinese on a Chinese page', () => {
  it.each(schemas)('%s', (_name, schema) => {
    const untranslated = [...messagesOf(schema)].filter((message) => !NOT_FROM_A_FORM.test(message)).filter((message) => /[A-Za-z]{2,}/.test(translateContractMessage(message, zh).replace(KEPT_LATIN, '')))
    expect(untranslated).toEqual([])
  })

  it('the passport sentences', async () => {
    const { WRONG_CREDENTIALS_MESSAGE, PHONE_TAKEN_MESSAGE, WRONG_CODE_MESSAGE, WRONG_OLD_PASSWORD_MESSAGE } = await import('@/contract/passport')
    for (const message of [WRONG_CREDENTIALS_MESSAGE, PHONE_TAKEN_MESSAGE, WRONG_CODE_MESSAGE, WRONG_OLD_PASSWORD_MESSAGE]) {
      expect(translateContractMessage(message, zh)).not.toMatch(/[A-Za-z]{2,}/)
    }
  })
})
