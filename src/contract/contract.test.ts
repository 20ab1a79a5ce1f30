import { describe, expect, it } from 'vitest'
import { createSurveyRequest, createTestDriveRequest, createWorkOrderRequest } from '@mocks/generators'
import { allOperations } from './index'
import { phoneSchema } from './common'
import { passportOperations } from './passport'
import { workOrderRequestSchema } from './site'
import { surveyRequestSchema } from './survey'
import { testDriveRequestSchema } from './test-drive'

describe('operations', () => {
  it('have unique names and unique method + path pairs', () => {
    const names = allOperations.map((operation) => operation.name)
    const routes = allOperations.map((operation) => `${operation.service} ${operation.method} ${operation.path}`)
    expect(new Set(names).size).toBe(names.length)
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('have /api/ paths with the trailing slash the server expects', () => {
    for (const operation of allOperations) expect(operation.path).toMatch(/^\/api\/[\w/-]+\/$/)
  })

  it('cover the ten account calls of the passport service, form-encoded', () => {
    expect(passportOperations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`)).toEqual([
      'GET /api/user/profile/',
      'GET /api/user/profile/detail/',
      'DELETE /api/user/logout/',
      'POST /api/user/phone/code/',
      'POST /api/user/login/',
      'POST /api/user/register/',
      'POST /api/user/register/dealer/',
      'PUT /api/user/password/',
      'PUT /api/user/profile/',
      'GET /api/user/client/status/',
    ])
    expect(passportOperations.every((operation) => operation.service === 'passport' && operation.bodyType === 'form')).toBe(true)
  })
})

describe('form payloads', () => {
  it('accept the sample generators', () => {
    expect(testDriveRequestSchema.safeParse(createTestDriveRequest()).success).toBe(true)
    expect(workOrderRequestSchema.safeParse(createWorkOrderRequest()).success).toBe(true)
    expect(surveyRequestSchema.safeParse(createSurveyRequest()).success).toBe(true)
  })

  it('trim strings and reject blank required fields', () => {
    expect(testDriveRequestSchema.parse(createTestDriveRequest({ lastName: '  Okafor  ' })).lastName).toBe('Okafor')
    const blank = testDriveRequestSchema.safeParse(createTestDriveRequest({ firstName: '   ' }))
    expect(blank.error?.issues[0]).toMatchObject({ path: ['firstName'], message: 'Please input "First name"' })
  })

  it('require contact consent for a test drive but not marketing consent', () => {
    expect(testDriveRequestSchema.safeParse(createTestDriveRequest({ contactConsent: false as true })).success).toBe(false)
    expect(testDriveRequestSchema.safeParse(createTestDriveRequest({ marketingConsent: false })).success).toBe(true)
  })

  it('accept only the offered phone countries, showrooms and models', () => {
    expect(testDriveRequestSchema.safeParse(createTestDriveRequest({ phoneCountry: 'GB' as 'NG' })).success).toBe(false)
    expect(testDriveRequestSchema.safeParse(createTestDriveRequest({ showroomId: 'abuja' as 'kano' })).success).toBe(false)
    expect(workOrderRequestSchema.safeParse(createWorkOrderRequest({ modelId: 'tiggo-8-pro-max' })).success).toBe(true)
  })

  it('want a whole, non-negative mileage', () => {
    expect(workOrderRequestSchema.safeParse(createWorkOrderRequest({ mileageKm: 0 })).success).toBe(true)
    expect(workOrderRequestSchema.safeParse(createWorkOrderRequest({ mileageKm: 10.5 })).success).toBe(false)
    expect(workOrderRequestSchema.safeParse(createWorkOrderRequest({ mileageKm: -1 })).success).toBe(false)
  })

  it('bound survey scores', () => {
    expect(surveyRequestSchema.safeParse(createSurveyRequest({ overallRating: 1, recommendScore: 0 })).success).toBe(true)
    expect(surveyRequestSchema.safeParse(createSurveyRequest({ overallRating: 0 })).success).toBe(false)
    expect(surveyRequestSchema.safeParse(createSurveyRequest({ recommendScore: 11 })).success).toBe(false)
  })
})

describe('phone numbers', () => {
  it.each(['+234 803 555 0101', '08035550101', '+1 (555) 010-0101', '+86 138 0000 0000'])('accepts %s', (phone) => {
    expect(phoneSchema.safeParse(phone).success).toBe(true)
  })

  it.each(['', '12345', 'call me', '+234 803 555 0101 0101 01'])('rejects "%s"', (phone) => {
    expect(phoneSchema.safeParse(phone).success).toBe(false)
  })
})
