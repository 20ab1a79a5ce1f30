import { beforeEach, describe, expect, it } from 'vitest'
import type { ApiOperation } from '@/contract/operation'
import { registerDealer } from '@/contract/passport'
import { submitWorkOrder } from '@/contract/site'
import { submitSurvey } from '@/contract/survey'
import { bookTestDrive } from '@/contract/test-drive'
import { mockDb, type SubmissionKind } from './db'
import { createDealerApplication, createSurveyRequest, createTestDriveRequest, createWorkOrderRequest } from './generators'
import { sendOperation } from './test-client'

beforeEach(() => mockDb.reset())

type Case = { kind: SubmissionKind; operation: ApiOperation; original: Record<string, unknown>; changes: Record<string, unknown>[] }

// Every call that stores a booking-type record; dealer applications are form-encoded (supersedes as a[0]=…).
const CASES: [string, Case][] = [
  ['test drive', { kind: 'testDrive', operation: bookTestDrive, original: createTestDriveRequest({ firstName: 'Ada' }), changes: [{ firstName: 'Bola' }, { firstName: 'Chidi' }] }],
  ['work order', { kind: 'workOrder', operation: submitWorkOrder, original: createWorkOrderRequest({ name: 'Ada Obi' }), changes: [{ name: 'Bola Obi' }, { name: 'Chidi Obi' }] }],
  ['survey', { kind: 'survey', operation: submitSurvey, original: createSurveyRequest({ comments: 'Ada' }), changes: [{ comments: 'Bola' }, { comments: 'Chidi' }] }],
  [
    'dealer application',
    {
      kind: 'dealerApplication',
      operation: registerDealer,
      original: createDealerApplication({ companyName: 'Ada Motors' }),
      changes: [{ companyName: 'Bola Motors' }, { companyName: 'Chidi Motors' }],
    },
  ],
]

const key = () => crypto.randomUUID()
const live = (kind: SubmissionKind) => mockDb.list(kind).filter((record) => record.status === 'live')
const referenceOf = (answer: { body: { data: unknown } }) => (answer.body.data as { reference: string }).reference

describe.each(CASES)('%s: a changed retry supersedes the unanswered tries', (_name, { kind, operation, original, changes: [second, third] }) => {
  const firstKey = original.idempotencyKey as string

  it('after a lost answer, the changed answers cancel the first record: one live record, the changed one', async () => {
    const first = await sendOperation(operation, original)
    expect(first.body.code).toBe(200)
    const changedKey = key()
    const changed = await sendOperation(operation, { ...original, ...second, idempotencyKey: changedKey, supersedes: [firstKey] })
    expect(changed.body.code).toBe(200)
    expect(referenceOf(changed)).not.toBe(referenceOf(first))

    expect(live(kind)).toEqual([expect.objectContaining({ reference: referenceOf(changed), payload: expect.objectContaining(second) })])
    expect(mockDb.list(kind).map((record) => [record.reference, record.status])).toEqual([
      [referenceOf(first), 'superseded'],
      [referenceOf(changed), 'live'],
    ])
    // Stored without the list of keys it replaced.
    expect(live(kind)[0]?.payload).not.toHaveProperty('supersedes')
  })

  it('a superseded try that arrives late (after its replacement) is refused with 409 and stores nothing', async () => {
    const changed = await sendOperation(operation, { ...original, ...second, idempotencyKey: key(), supersedes: [firstKey] })
    const late = await sendOperation(operation, original)
    expect(late.body).toEqual({ code: 409, message: 'This request was replaced by a later one', data: null })
    expect(mockDb.list(kind)).toEqual([expect.objectContaining({ reference: referenceOf(changed), status: 'live' })])
  })

  it('a superseded try sent again after it was stored is refused too, not answered with the cancelled record', async () => {
    await sendOperation(operation, original)
    await sendOperation(operation, { ...original, ...second, idempotencyKey: key(), supersedes: [firstKey] })
    expect((await sendOperation(operation, original)).body.code).toBe(409)
    expect(live(kind)).toHaveLength(1)
  })

  it('after several lost answers and changes, only the last one sent is live, whatever order the tries arrive in', async () => {
    const secondKey = key()
    const secondTry = { ...original, ...second, idempotencyKey: secondKey, supersedes: [firstKey] }
    await sendOperation(operation, original)
    // The second try is still on its way when the visitor changes the answers again.
    const last = await sendOperation(operation, { ...original, ...third, idempotencyKey: key(), supersedes: [firstKey, secondKey] })
    expect((await sendOperation(operation, secondTry)).body.code).toBe(409)
    expect(live(kind)).toEqual([expect.objectContaining({ reference: referenceOf(last), payload: expect.objectContaining(third) })])
  })

  it('a retry of the changed answers (same key, same supersedes) answers the same record', async () => {
    await sendOperation(operation, original)
    const changedTry = { ...original, ...second, idempotencyKey: key(), supersedes: [firstKey] }
    const changed = await sendOperation(operation, changedTry)
    const retry = await sendOperation(operation, changedTry)
    expect(retry.body).toEqual(changed.body)
    expect(live(kind)).toHaveLength(1)
    expect(mockDb.list(kind)).toHaveLength(2)
  })

  it('a refused request supersedes nothing: a reused key with other answers (422) leaves the first record live', async () => {
    const first = await sendOperation(operation, original)
    const otherKey = key()
    await sendOperation(operation, { ...original, ...second, idempotencyKey: otherKey })
    const conflict = await sendOperation(operation, { ...original, ...third, idempotencyKey: otherKey, supersedes: [firstKey] })
    expect(conflict.body.code).toBe(422)
    expect(live(kind).map((record) => record.reference)).toContain(referenceOf(first))
  })

  it('refuses a supersedes list that is not UUIDs', async () => {
    const answer = await sendOperation(operation, { ...original, supersedes: ['not-a-key'] })
    expect(answer.body).toMatchObject({ code: 400, data: { errors: { 'supersedes.0': expect.any(String) } } })
    expect(mockDb.list(kind)).toEqual([])
  })
})

describe('dealer applications in the browser mock (kept for the tab)', () => {
  it('keep the superseded keys and statuses across a reload', () => {
    const application = createDealerApplication({ companyName: 'Ada Motors' })
    const changed = createDealerApplication({ companyName: 'Bola Motors', supersedes: [application.idempotencyKey] })
    mockDb.submit('dealerApplication', application, application.idempotencyKey)
    mockDb.submit('dealerApplication', changed, changed.idempotencyKey)
    const saved = JSON.parse(JSON.stringify(mockDb.exportPassportState()))

    mockDb.reset()
    mockDb.importPassportState(saved)
    expect(mockDb.list('dealerApplication').map((record) => record.status)).toEqual(['superseded', 'live'])
    expect(mockDb.submit('dealerApplication', application, application.idempotencyKey).status).toBe('superseded')
  })
})
