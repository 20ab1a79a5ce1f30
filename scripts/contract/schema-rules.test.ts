// @vitest-environment node
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { z } from 'zod'
import { createDealerApplication, createRegistration, createSurveyRequest, createTestDriveRequest, createWorkOrderRequest } from '@mocks/generators'
import { PHONE_COUNTRIES, type PhoneCountry } from '@/lib/phone'
import { formatTimeOfDay, toIsoDate } from '@/lib/booking-slots'
import { dealerRegistrationRequestSchema, loginRequestSchema, registerRequestSchema, updateProfileRequestSchema } from '@/contract/passport'
import { workOrderRequestSchema } from '@/contract/site'
import { surveyRequestSchema } from '@/contract/survey'
import { testDriveRequestSchema } from '@/contract/test-drive'

/**
 * The rules the published contract (docs/api/openapi.json) states in JSON Schema agree with the
 * code: for sample values, ajv's verdict on the request schema a backend (or Prism) reads equals
 * zod's verdict on the same request. And what JSON Schema cannot say, the `x-` extensions say the
 * way the code does it (x-booking-window, x-slots).
 */

type Json = Record<string, unknown>
const document = JSON.parse(readFileSync('docs/api/openapi.json', 'utf8')) as Json
const paths = document.paths as Record<string, Record<string, Json>>
/** The request body schema of a call, whichever its media type (JSON or form-encoded). */
const bodySchema = (path: string, method = 'post') => {
  const content = (paths[path]?.[method]?.requestBody as Json).content as Record<string, { schema: Json }>
  const [schema] = Object.values(content).map((media) => media.schema)
  if (!schema) throw new Error(`${method.toUpperCase()} ${path} has no request body`)
  return schema
}

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)

const testDriveBody = bodySchema('/api/test-drive/')
const validators = {
  testDrive: ajv.compile(testDriveBody),
  workOrder: ajv.compile(bodySchema('/api/work-order/')),
  survey: ajv.compile(bodySchema('/api/survey/')),
  login: ajv.compile(bodySchema('/api/user/login/')),
  register: ajv.compile(bodySchema('/api/user/register/')),
  dealer: ajv.compile(bodySchema('/api/user/register/dealer/')),
  profile: ajv.compile(bodySchema('/api/user/profile/', 'put')),
}

// Monday 23 November 2026, 10:00 in Lagos: "today" for the booking rules.
const NOW = new Date('2026-11-23T09:00:00Z')
const TUESDAY = '2026-11-24'
const SATURDAY = '2026-11-28'
const SUNDAY = '2026-11-29'
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
})
afterEach(() => vi.useRealTimers())

type Verdicts = { value: unknown; zod: boolean; jsonSchema: boolean }

/** Both verdicts on each request; zod's is the code's (the request schema with its refinements). */
function verdicts(kind: keyof typeof validators, schema: z.ZodType, requests: Array<{ value: unknown; request: unknown }>): Verdicts[] {
  return requests.map(({ value, request }) => ({ value, zod: schema.safeParse(request).success, jsonSchema: validators[kind](request) }))
}

/** Equal verdicts for every sample, and both kinds of verdict present (the samples test the rule). */
function expectAgreement(results: Verdicts[]) {
  expect(results.filter((result) => result.zod !== result.jsonSchema)).toEqual([])
  expect(results.some((result) => result.zod)).toBe(true)
  expect(results.some((result) => !result.zod)).toBe(true)
}

describe('JSON Schema rules of the contract agree with zod', () => {
  it('names: no < or >, no control characters, not blank; surrounding spaces are trimmed first', () => {
    const names = ['Chidi', 'Zoë 😀', '李雷', 'Ngozi-Ann O\'Neil', '  Chidi\n', '\tChidi ', '<b>Chidi', 'Chi>di', 'Chi\u0007di', 'Chi\tdi', 'Chi\u007fdi', 'Chi\u0000', 'Chi\ndi', '', '   ', '\t\n', '\u00a0\u3000', 'A\u00a0B', 'C', ' C ']
    const date = TUESDAY
    expectAgreement(verdicts('testDrive', testDriveRequestSchema, names.map((name) => ({ value: name, request: createTestDriveRequest({ date, firstName: name }) }))))
    expectAgreement(verdicts('testDrive', testDriveRequestSchema, names.map((name) => ({ value: name, request: createTestDriveRequest({ date, lastName: name }) }))))
    expectAgreement(verdicts('workOrder', workOrderRequestSchema, names.map((name) => ({ value: name, request: createWorkOrderRequest({ name }) }))))
    expectAgreement(verdicts('survey', surveyRequestSchema, names.map((name) => ({ value: name, request: createSurveyRequest({ name }) }))))
  })

  it('other required texts: not blank after trimming (the account calls, the work order, the survey)', () => {
    const texts = ['Chery Motors', '  Kano ', 'x', '', ' ', '\t \n', '\u00a0', '\u2028']
    expectAgreement(verdicts('register', registerRequestSchema, texts.map((value) => ({ value, request: createRegistration({ name: value }) }))))
    expectAgreement(verdicts('dealer', dealerRegistrationRequestSchema, texts.map((value) => ({ value, request: createDealerApplication({ companyName: value }) }))))
    expectAgreement(verdicts('dealer', dealerRegistrationRequestSchema, texts.map((value) => ({ value, request: createDealerApplication({ city: value }) }))))
    expectAgreement(verdicts('profile', updateProfileRequestSchema, texts.map((value) => ({ value, request: { firstName: value, lastName: 'Sample' } }))))
    expectAgreement(verdicts('workOrder', workOrderRequestSchema, texts.map((value) => ({ value, request: createWorkOrderRequest({ description: value }) }))))
    expectAgreement(verdicts('survey', surveyRequestSchema, texts.map((value) => ({ value, request: createSurveyRequest({ wentWell: ['Friendly staff', value] }) }))))
  })

  it('phones on the account calls: an optional +, 7 to 15 digits, spaces ( ) . - between them', () => {
    const phones = ['+234 800 000 0100', '08031234567', '(0803) 123-4567', ' +1 202.555.0123 ', '1234567', '123456', '1234567890123456', '123456789012345', 'abc', '+', '++2348031234567', '0803 123 4567 x', '0803+1234567', '  ', '']
    expectAgreement(verdicts('login', loginRequestSchema, phones.map((phone) => ({ value: phone, request: { phone, password: 'Password123' } }))))
    expectAgreement(verdicts('dealer', dealerRegistrationRequestSchema, phones.map((phone) => ({ value: phone, request: createDealerApplication({ phone }) }))))
  })

  it('registration numbers: letters and digits in at most 4 groups, 2 to 10 in all, one a digit (upper-cased, spaces collapsed and trimmed first)', () => {
    const values = ['KJA-123-AB', 'kja 123 ab', '  KJA  123\tAB ', 'A1', '1', 'AB', 'KJA123AB', 'ABCDEFGHI1', 'ABCDE-FGHI1', 'A-B-C-1', 'A-B-C-D-1', 'KJA--123', 'KJA - 123', '-KJA123', 'KJA123-', 'KJA_123', 'kjaß 12', 'KJA\u00a0123', 'KJA\u2028123']
    expectAgreement(verdicts('workOrder', workOrderRequestSchema, values.map((value) => ({ value, request: createWorkOrderRequest({ registrationOrVin: value }) }))))
  })

  it('VINs: 17 characters without I, O or Q (upper-cased and trimmed first); a longer run without separators is a VIN attempt', () => {
    const values = [
      'LVVDB11B8ND123456',
      'lvvdb11b8nd123456',
      '  LVVDB11B8ND123456 ',
      'LVVDB11B8ND12345O',
      'LVVDB11B8ND1234I6',
      'lvvdb11b8nd12345q',
      'LVVDBQ1B8ND123456',
      'LVVDB11B8ND12345',
      'LVVDB11B8ND1234567',
      'LVVDB11B8N',
      'KAN-123-AB',
      'kja 123 ab',
    ]
    expectAgreement(verdicts('workOrder', workOrderRequestSchema, values.map((value) => ({ value, request: createWorkOrderRequest({ registrationOrVin: value }) }))))
  })

  const phoneSamples: Record<PhoneCountry, string[]> = {
    // Each country's bounds (national number of the shortest and longest length, and one digit beyond), then the shapes.
    NG: ['803 123 45', '803 123 4', '+234 803 123 45678', '0803 123 45678', '0803 123 4567', '+234 803 123 4567', '+2348031234567', '(0803) 123-4567', '803 123 4567', '0803 123 45', '  0803.123.4567 ', '+234 0803 123 4567', '00803 123 4567', '0803 123 4567 89', '+1 202 555 0123', '+86 138 0013 8000', '0803 123 456a', '0803+1234567'],
    CN: ['138 0013 8', '138 0013', '+86 138 0013 8000', '138 0013 8000 1', '138 0013 8000', '+86 138 0013 8000', '0138 0013 8000', '010 1234 5678', '+86 0138 0013 8000', '1380 0138', '+234 803 123 4567', '138 0013 8000 123'],
    US: ['202 555 01234', '+1 202 555 01234', '202 555 012', '(202) 555-0123', '+1 202 555 0123', '1 202 555 0123', '1 (202) 555-0123', '202 555 012', '0202 555 0123', '1 020 555 0123', '+1 (202) 555-01234', '+234 803 123 4567', '202.555.0123'],
  }

  it.each(PHONE_COUNTRIES)('phones of %s: the if/then pattern of the country is isValidPhone', (country) => {
    const requests = phoneSamples[country].map((phone) => ({ value: phone, request: { phone, phoneCountry: country } }))
    expectAgreement(verdicts('testDrive', testDriveRequestSchema, requests.map(({ value, request }) => ({ value, request: createTestDriveRequest({ date: TUESDAY, ...request }) }))))
    expectAgreement(verdicts('workOrder', workOrderRequestSchema, requests.map(({ value, request }) => ({ value, request: createWorkOrderRequest(request) }))))
    expectAgreement(verdicts('survey', surveyRequestSchema, requests.map(({ value, request }) => ({ value, request: createSurveyRequest({ contactConsent: true, name: 'Ngozi', ...request }) }))))
  })

  it('test-drive times: the enum is every slot start of an opening day (a weekday offers them all)', () => {
    const times = ['08:30', '09:00', '09:15', '09:30', '12:00', '16:30', '17:00', '17:30', '18:00', '23:00', '9:00', '24:00', '']
    expectAgreement(verdicts('testDrive', testDriveRequestSchema, times.map((time) => ({ value: time, request: createTestDriveRequest({ date: TUESDAY, time }) }))))
  })

  it('dates: format date with the yyyy-mm-dd pattern (within the booking window)', () => {
    const dates = [TUESDAY, SATURDAY, '2026-12-01', '2026-11-31', '2026-12-1', '24/11/2026', '2026-11-24T10:00', 'tomorrow']
    expectAgreement(verdicts('testDrive', testDriveRequestSchema, dates.map((date) => ({ value: date, request: createTestDriveRequest({ date, time: '11:00' }) }))))
    expectAgreement(verdicts('workOrder', workOrderRequestSchema, dates.map((preferredDate) => ({ value: preferredDate, request: createWorkOrderRequest({ preferredDate }) }))))
  })

  it('survey: contactConsent true requires name, phoneCountry and phone (if/then); without consent they may be left out', () => {
    const contact = { name: 'Ngozi Eze', phoneCountry: 'NG' as const, phone: '0803 123 4567' }
    const cases = [
      { value: 'consent with contact', request: createSurveyRequest({ contactConsent: true, ...contact }) },
      { value: 'consent without name', request: createSurveyRequest({ contactConsent: true, ...contact, name: undefined }) },
      { value: 'consent without phone', request: createSurveyRequest({ contactConsent: true, ...contact, phone: undefined }) },
      { value: 'consent without phone country', request: createSurveyRequest({ contactConsent: true, ...contact, phoneCountry: undefined }) },
      { value: 'consent without any', request: createSurveyRequest({ contactConsent: true }) },
      { value: 'consent with a phone of another country', request: createSurveyRequest({ contactConsent: true, ...contact, phoneCountry: 'US' }) },
      { value: 'no consent, no contact', request: createSurveyRequest({ contactConsent: false }) },
      { value: 'no consent, contact given', request: createSurveyRequest({ contactConsent: false, ...contact }) },
      { value: 'no consent, name only', request: createSurveyRequest({ contactConsent: false, name: 'Ngozi' }) },
    ]
    expectAgreement(verdicts('survey', surveyRequestSchema, cases))
  })
})

/** The same pseudo-random values on every run (mulberry32). */
function generatedValues(alphabet: string[], count: number, maxLength: number, seed: number): string[] {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return Array.from({ length: count }, () => Array.from({ length: Math.floor(next() * (maxLength + 1)) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''))
}

describe('the patterns agree with the code on generated values', () => {
  it('names', () => {
    const values = generatedValues(['a', 'Z', 'é', '😀', ' ', '\t', '\n', '\u00a0', '\u3000', '<', '>', '\u0007', '\u007f', '-'], 3000, 12, 1)
    expectAgreement(verdicts('workOrder', workOrderRequestSchema, values.map((name) => ({ value: name, request: createWorkOrderRequest({ name }) }))))
  })

  it('phones (the account calls)', () => {
    const values = generatedValues(['0', '1', '8', '9', '+', ' ', '(', ')', '.', '-', '\t', 'x'], 3000, 20, 2)
    expectAgreement(verdicts('login', loginRequestSchema, values.map((phone) => ({ value: phone, request: { phone, password: 'Password123' } }))))
  })

  it('registration numbers and VINs', () => {
    const values = generatedValues(['A', 'k', 'i', 'O', 'q', '1', '9', ' ', '-', '\t', 'ß', '_'], 3000, 18, 3)
    expectAgreement(verdicts('workOrder', workOrderRequestSchema, values.map((value) => ({ value, request: createWorkOrderRequest({ registrationOrVin: value }) }))))
  })
})

describe('x- extensions say what JSON Schema cannot, as the code does it', () => {
  const properties = testDriveBody.properties as Record<string, Json>
  const slots = properties.time?.['x-slots'] as { starts: Record<'mondayToFriday' | 'saturday' | 'sunday', string[]> }
  const window = properties.date?.['x-booking-window'] as { timeZone: string; closedOn: string[]; maxDaysAhead: number }

  it('x-slots: on each kind of day zod accepts exactly the listed starts', () => {
    // Tomorrow's days, so that no slot has started yet.
    const days = { mondayToFriday: TUESDAY, saturday: SATURDAY, sunday: SUNDAY } as const
    const grid = Array.from({ length: (24 * 60) / 15 }, (_, index) => formatTimeOfDay(index * 15))
    for (const [day, date] of Object.entries(days) as Array<[keyof typeof days, string]>) {
      // Sunday's date itself is refused (closed), so every time is: the list is empty.
      const accepted = grid.filter((time) => testDriveRequestSchema.safeParse(createTestDriveRequest({ date, time })).success)
      expect(accepted, day).toEqual(slots.starts[day])
    }
    // And the enum is their union.
    expect([...new Set([...slots.starts.mondayToFriday, ...slots.starts.saturday])].sort()).toEqual([...(properties.time?.enum as string[])].sort())
  })

  it('x-slots: a start that has passed today (Lagos time) is refused, a later one accepted', () => {
    const today = '2026-11-23'
    expect(testDriveRequestSchema.safeParse(createTestDriveRequest({ date: today, time: '10:00' })).success).toBe(false)
    expect(testDriveRequestSchema.safeParse(createTestDriveRequest({ date: today, time: '10:30' })).success).toBe(true)
  })

  it('x-booking-window: today up to maxDaysAhead days in Lagos, closed on Sundays', () => {
    expect(window.timeZone).toBe('Africa/Lagos')
    const day = (offset: number) => toIsoDate(new Date(2026, 10, 23 + offset))
    for (let offset = -2; offset <= window.maxDaysAhead + 3; offset++) {
      const date = day(offset)
      const sunday = new Date(2026, 10, 23 + offset).getDay() === 0
      const expected = offset >= 0 && offset <= window.maxDaysAhead && !(sunday && window.closedOn.includes('Sunday'))
      expect(workOrderRequestSchema.safeParse(createWorkOrderRequest({ preferredDate: date })).success, date).toBe(expected)
    }
  })
})
