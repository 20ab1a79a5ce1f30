import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { mockDb, type SubmissionKind } from './db'

export const worker = setupWorker(...handlers)

/**
 * Starts the mocks and returns the gate every API request waits on (the request client's
 * `getRequestGate`): it opens once the worker answers this page's requests. A request that went
 * out before would reach the real network, where the mocked API hosts do not exist.
 */
export function startMocking(): () => Promise<void> {
  let answering = startWorker()
  let droppedByWorker = false
  // msw tells the worker to stop answering this page on `beforeunload`, expecting the page to go.
  // Chromium also fires it for a tel: or mailto: link, and the page leaving may still start a
  // request (a refetch, a click): either way the next request first asks the worker again.
  window.addEventListener('beforeunload', () => {
    droppedByWorker = true
  })
  return () => {
    if (droppedByWorker) {
      droppedByWorker = false
      answering = answering.then(() => {
        worker.stop()
        return startWorker()
      })
    }
    return answering
  }
}

function startWorker() {
  return worker
    .start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } })
    .then(untilControlledByWorker)
}

/**
 * `worker.start()` can resolve in a page the worker does not control (msw then reloads the page,
 * e.g. after a hard reload); a request from such a page would bypass the worker.
 */
function untilControlledByWorker(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve()
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true })
  })
}

/** A copy of what the handlers stored in this page (window.__mockDb, see mocks/on-demand.ts). */
export function storedSubmissions(kind: SubmissionKind) {
  return structuredClone(mockDb.list(kind))
}

export function refusedSubmissions(kind: SubmissionKind) {
  return mockDb.refused(kind)
}
