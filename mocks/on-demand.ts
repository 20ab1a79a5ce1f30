import { captureMockFaultFromUrl } from './fault'
import { captureMockLatencyFromUrl } from './latency'
import type { SubmissionKind } from './db'

const MOCK_WORKER_PATH = '/mockServiceWorker.js'

/**
 * The browser's mocks for a build with the mocks on, started at the page's first API request rather
 * than at load: msw and the mock data are most of such a build's start-up work (a long task on a
 * phone), and most pages make no request while they load. Returns the gate every API request waits
 * on (the request client's `getRequestGate`).
 *
 * This module stays small: it is in the entry of a mock build; msw comes with `./browser`.
 */
export function startMocksOnDemand(href: string): () => Promise<void> {
  // A tester opens any page with ?mockFault=… or ?mockLatency=…; the setting lasts for the tab's
  // session. Read now: the address may have changed by the first request.
  captureMockFaultFromUrl(href)
  captureMockLatencyFromUrl(href)

  let started: Promise<() => Promise<void>> | undefined
  const start = () => (started ??= import('./browser').then((mocks) => mocks.startMocking()))

  // msw reloads a page its worker should control but does not (after a hard reload, say): that must
  // happen now, not at a first request that may be a visitor's submitted form.
  void navigator.serviceWorker?.getRegistrations().then((registrations) => {
    const mockWorker = registrations.some((registration) =>
      (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL.endsWith(MOCK_WORKER_PATH),
    )
    if (mockWorker && !navigator.serviceWorker.controller) void start()
  })

  // Read-only view of what the handlers stored, for testers and the e2e suite:
  // `await window.__mockDb.list('testDrive')`; `refused(kind)`: the keys refused as superseded (409).
  Object.defineProperty(window, '__mockDb', {
    value: Object.freeze({
      list: (kind: SubmissionKind) => import('./browser').then((mocks) => mocks.storedSubmissions(kind)),
      refused: (kind: SubmissionKind) => import('./browser').then((mocks) => mocks.refusedSubmissions(kind)),
    }),
    configurable: true,
  })

  return () => start().then((untilMocksAnswer) => untilMocksAnswer())
}
