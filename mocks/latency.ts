import { sessionStore } from './fault'

/**
 * Latency for testers (see mocks/README.md): every mocked API answer waits this many milliseconds,
 * to see what the site shows while it waits (the global spinner, loading states). 0 answers at once.
 */
export const MOCK_LATENCY_STORAGE_KEY = 'mock:latency'
export const MOCK_LATENCY_QUERY_PARAM = 'mockLatency'
export const MAX_MOCK_LATENCY_MS = 60_000

// Node (tests, prerender) has no sessionStorage: the setting lives in this variable instead.
let latencyWithoutStorage = 0

function parseLatency(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined
  const ms = Number(value)
  return ms <= MAX_MOCK_LATENCY_MS ? ms : undefined
}

export function getMockLatency(): number {
  const store = sessionStore()
  return store ? (parseLatency(store.getItem(MOCK_LATENCY_STORAGE_KEY)) ?? 0) : latencyWithoutStorage
}

export function setMockLatency(ms: number): void {
  const store = sessionStore()
  if (!store) latencyWithoutStorage = ms
  else if (ms === 0) store.removeItem(MOCK_LATENCY_STORAGE_KEY)
  else store.setItem(MOCK_LATENCY_STORAGE_KEY, String(ms))
}

/** Called on page load: `?mockLatency=1500` is kept for the rest of the tab's session, `?mockLatency=0` clears it. */
export function captureMockLatencyFromUrl(href: string): void {
  const ms = parseLatency(new URL(href).searchParams.get(MOCK_LATENCY_QUERY_PARAM))
  if (ms !== undefined) setMockLatency(ms)
}
