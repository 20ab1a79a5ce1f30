import { beforeEach, describe, expect, it } from 'vitest'
import { submitWorkOrder } from '@/contract/site'
import { submitSurvey } from '@/contract/survey'
import { bookTestDrive } from '@/contract/test-drive'
import { serviceUrl } from '@/lib/api'
import { mockDb } from './db'
import { createSurveyRequest, createTestDriveRequest, createWorkOrderRequest } from './generators'
import { sendOperation } from './test-client'
import { NOT_A_MODEL_ID } from '@/config/catalogue'

beforeEach(() => mockDb.reset())

const year = new Date().getFullYear()

describe('test drive', () => {
  it('stores a booking and answers its reference with the booking', async () => {
    const booking = createTestDriveRequest({ firstName: '  Chidi ' })
    const answer = await sendOperation(bookTestDrive, booking)

    expect(answer.body.code).toBe(200)
    const data = bookTestDrive.response.parse(answer.body.data)
    expect(data).toEqual({ ...booking, firstName: 'Chidi', reference: `TD-${year}-000001` })
    expect(mockDb.list('testDrive')).toEqual([expect.objectContaining({ reference: data.reference, payload: expect.objectContaining({ firstName: 'Chidi' }) })])
  })

  it('answers envelope 400 with field errors for an invalid booking', async () => {
    const answer = await sendOperation(bookTestDrive, {
      ...createTestDriveRequest(),
      date: '2026-13-01',
      time: '25:00',
      email: 'nope',
      contactConsent: false,
      modelId: NOT_A_MODEL_ID,
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      code: 400,
      data: {
        errors: {
          date: 'Please input right "Date"',
          time: 'Please select "Time"',
          email: 'Please input right "Email"',
          contactConsent: expect.any(String),
          modelId: 'Please select "Model"',
        },
      },
    })
    expect(mockDb.list('testDrive')).toHaveLength(0)
  })

  it('answers the first booking again for a repeated idempotency key, storing one record', async () => {
    const booking = createTestDriveRequest()
    const first = await sendOperation(bookTestDrive, booking)
    const retry = await sendOperation(bookTestDrive, booking)
    expect(retry.body).toEqual(first.body)
    expect(mockDb.list('testDrive')).toHaveLength(1)

    const other = await sendOperation(bookTestDrive, createTestDriveRequest())
    expect(other.body.data).toMatchObject({ reference: `TD-${year}-000002` })
  })

  it.each([
    ['test drive', bookTestDrive, createTestDriveRequest({ firstName: 'Ada' }), { firstName: 'Bola' }, 'testDrive'],
    ['work order', submitWorkOrder, createWorkOrderRequest({ name: 'Ada Obi' }), { name: 'Bola Obi' }, 'workOrder'],
    ['survey', submitSurvey, createSurveyRequest({ comments: 'Ada' }), { comments: 'Bola' }, 'survey'],
  ] as const)('refuses a %s key sent again with different answers, storing nothing', async (_name, operation, payload, change, kind) => {
    await sendOperation(operation, payload)
    const reused = await sendOperation(operation, { ...payload, ...change })
    expect(reused.body).toMatchObject({ code: 422, message: 'This request was already sent with different details' })
    expect(mockDb.list(kind)).toHaveLength(1)
  })
})

describe('work order', () => {
  it('stores a work order and answers its reference', async () => {
    const answer = await sendOperation(submitWorkOrder, createWorkOrderRequest())
    expect(answer.body).toEqual({ code: 200, message: 'success', data: { reference: `WO-${year}-000001` } })
    expect(mockDb.list('workOrder')[0]?.payload).toMatchObject({ registrationOrVin: 'KAN-123-AB', mileageKm: 42000 })
  })

  it('answers envelope 400 with field errors for an invalid work order', async () => {
    const answer = await sendOperation(submitWorkOrder, {
      ...createWorkOrderRequest(),
      mileageKm: -5,
      serviceType: 'detailing',
      description: '   ',
      idempotencyKey: 'not-a-uuid',
    })
    expect(answer.body).toMatchObject({
      code: 400,
      data: {
        errors: {
          mileageKm: '"Mileage" must be at least 0',
          serviceType: 'Please select "Service type"',
          description: 'Please input "Description"',
          idempotencyKey: expect.any(String),
        },
      },
    })
  })

  it('stores one record for a repeated idempotency key', async () => {
    const workOrder = createWorkOrderRequest()
    const first = await sendOperation(submitWorkOrder, workOrder)
    const retry = await sendOperation(submitWorkOrder, workOrder)
    expect(retry.body.data).toEqual(first.body.data)
    expect(mockDb.list('workOrder')).toHaveLength(1)
  })
})

describe('survey', () => {
  it('stores a survey and answers its reference', async () => {
    const answer = await sendOperation(submitSurvey, createSurveyRequest())
    expect(answer.body).toMatchObject({ code: 200, data: { reference: `SV-${year}-000001` } })
    expect(mockDb.list('survey')[0]?.payload.wentWell).toEqual(['Friendly staff', 'Car ready on time'])
  })

  it('answers envelope 400 with field errors for an invalid survey', async () => {
    const answer = await sendOperation(submitSurvey, { ...createSurveyRequest(), overallRating: 6, recommendScore: 11, visitType: 'parts' })
    expect(answer.body).toMatchObject({
      code: 400,
      data: {
        errors: {
          overallRating: 'Please select "Overall rating"',
          recommendScore: 'Please select "Recommendation score"',
          visitType: 'Please select "Visit type"',
        },
      },
    })
  })

  it('stores one record for a repeated idempotency key', async () => {
    const survey = createSurveyRequest()
    await sendOperation(submitSurvey, survey)
    await sendOperation(submitSurvey, survey)
    expect(mockDb.list('survey')).toHaveLength(1)
  })
})

it('rejects a body that is not valid JSON', async () => {
  const response = await fetch(serviceUrl('site', submitSurvey.path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{broken',
  })
  expect(await response.json()).toMatchObject({ code: 400, data: { errors: { payload: expect.any(String) } } })
})
