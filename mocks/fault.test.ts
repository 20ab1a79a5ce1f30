import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { submitWorkOrder } from '@/contract/site'
import { submitSurvey } from '@/contract/survey'
import { bookTestDrive } from '@/contract/test-drive'
import type { ApiOperation } from '@/contract/operation'
import { listNews } from '@/contract/news'
import { request } from '@/lib/api'
import { mockDb } from './db'
import { captureMockFaultFromUrl, getMockFault, setMockFault, takeMockFault, MOCK_FAULT_STORAGE_KEY } from './fault'
import { FAULT_TIMEOUT_DELAY_MS } from './fault-response'
import { createSurveyRequest, createTestDriveRequest, createWorkOrderRequest } from './generators'
import { sendOperation } from './test-client'

beforeEach(() => mockDb.reset())
afterEach(() => setMockFault(null))

const formSubmissions: Array<[string, ApiOperation, () => unknown, string]> = [
  ['test drive', bookTestDrive, createTestDriveRequest, 'phone'],
  ['work order', submitWorkOrder, createWorkOrderRequest, 'registrationOrVin'],
  ['survey', submitSurvey, createSurveyRequest, 'comments'],
]

describe.each(formSubmissions)('faults on the %s submission', (_name, operation, createPayload, badField) => {
  it("'500' answers HTTP 500 with a message", async () => {
    setMockFault('500')
    const answer = await sendOperation(operation, createPayload())
    expect(answer).toEqual({ status: 500, body: { message: 'Internal Server Error' } })
  })

  it("'400' answers envelope 400 with a field error", async () => {
    setMockFault('400')
    const answer = await sendOperation(operation, createPayload())
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ code: 400, data: { errors: { [badField]: expect.any(String) } } })
  })

  it("'network' fails the request", async () => {
    setMockFault('network')
    await expect(sendOperation(operation, createPayload())).rejects.toThrow(TypeError)
  })

  it("'timeout' holds the answer for 20 s", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    setMockFault('timeout')
    let answered = false
    const pending = sendOperation(operation, createPayload()).then((answer) => ((answered = true), answer))
    await vi.advanceTimersByTimeAsync(FAULT_TIMEOUT_DELAY_MS - 1)
    expect(answered).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await pending).body.code).toBe(200)
  })

  it("'-once' fails only the next submission", async () => {
    setMockFault('500-once')
    expect((await sendOperation(operation, createPayload())).status).toBe(500)
    expect((await sendOperation(operation, createPayload())).body.code).toBe(200)
    expect(getMockFault()).toBeNull()
  })

  it('stores nothing while failing', async () => {
    setMockFault('500')
    await sendOperation(operation, createPayload())
    expect([...mockDb.list('testDrive'), ...mockDb.list('workOrder'), ...mockDb.list('survey')]).toEqual([])
  })
})

describe('fault setting', () => {
  it('leaves other calls alone', async () => {
    setMockFault('500')
    expect((await sendOperation(listNews, {})).body.code).toBe(200)
  })

  it('times out the site client on a timeout fault', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    setMockFault('timeout')
    const pending = request({ ...bookTestDrive, payload: createTestDriveRequest(), timeoutMs: 15_000, warn: { mode: 'silent' } }).catch(
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(15_000)
    expect(await pending).toMatchObject({ kind: 'timeout' })
  })

  it('is kept in sessionStorage in the browser', () => {
    setMockFault('network-once')
    expect(sessionStorage.getItem(MOCK_FAULT_STORAGE_KEY)).toBe('network-once')
    expect(takeMockFault()).toBe('network')
    expect(sessionStorage.getItem(MOCK_FAULT_STORAGE_KEY)).toBeNull()
  })

  it('ignores an unknown stored value', () => {
    sessionStorage.setItem(MOCK_FAULT_STORAGE_KEY, 'explode')
    expect(getMockFault()).toBeNull()
  })

  it('is captured from ?mockFault= and cleared by ?mockFault=off', () => {
    captureMockFaultFromUrl('https://www.chery-nigeria.test/test-drive/?modelId=tiggo-9&mockFault=timeout-once')
    expect(getMockFault()).toBe('timeout-once')
    captureMockFaultFromUrl('https://www.chery-nigeria.test/survey/')
    expect(getMockFault()).toBe('timeout-once')
    captureMockFaultFromUrl('https://www.chery-nigeria.test/survey/?mockFault=bogus')
    expect(getMockFault()).toBe('timeout-once')
    captureMockFaultFromUrl('https://www.chery-nigeria.test/survey/?mockFault=off')
    expect(getMockFault()).toBeNull()
  })
})
