import { afterEach, describe, expect, it, vi } from 'vitest'
import { getClientStatus } from '@/contract/passport'
import { listNews } from '@/contract/news'
import { MOCK_LATENCY_STORAGE_KEY, captureMockLatencyFromUrl, getMockLatency, setMockLatency } from './latency'
import { sendOperation } from './test-client'

afterEach(() => setMockLatency(0))

describe('mock latency', () => {
  it.each([
    ['the site API', listNews, {}],
    ['the passport', getClientStatus, undefined],
  ] as const)('holds every answer of %s for the set time', async (_host, operation, payload) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    setMockLatency(1500)
    let answered = false
    const pending = sendOperation(operation, payload).then((answer) => ((answered = true), answer))
    await vi.advanceTimersByTimeAsync(1499)
    expect(answered).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await pending).body.code).toBe(200)
  })

  it('answers at once when none is set', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    expect((await sendOperation(listNews, {})).body.code).toBe(200)
  })

  it('is read from ?mockLatency= and kept for the tab (0 clears it; other values are ignored)', () => {
    captureMockLatencyFromUrl('http://127.0.0.1/news/detail/1/?mockLatency=1500')
    expect(getMockLatency()).toBe(1500)
    expect(sessionStorage.getItem(MOCK_LATENCY_STORAGE_KEY)).toBe('1500')
    for (const ignored of ['abc', '-5', '1e3', '600000', '']) {
      captureMockLatencyFromUrl(`http://127.0.0.1/?mockLatency=${ignored}`)
      expect(getMockLatency()).toBe(1500)
    }
    captureMockLatencyFromUrl('http://127.0.0.1/')
    expect(getMockLatency()).toBe(1500)
    captureMockLatencyFromUrl('http://127.0.0.1/?mockLatency=0')
    expect(getMockLatency()).toBe(0)
    expect(sessionStorage.getItem(MOCK_LATENCY_STORAGE_KEY)).toBeNull()
  })
})
