import { setupWorker } from 'msw/browser'
import { captureMockFaultFromUrl } from './fault'
import { handlers } from './handlers'
import { mockDb, type SubmissionKind } from './db'

// A tester opens any page with ?mockFault=…; the setting then lasts for the tab's session.
captureMockFaultFromUrl(window.location.href)

export const worker = setupWorker(...handlers)

// Read-only view of what the handlers stored, for testers and the e2e suite: window.__mockDb.list('testDrive').
Object.defineProperty(window, '__mockDb', {
  value: Object.freeze({ list: (kind: SubmissionKind) => structuredClone(mockDb.list(kind)) }),
  configurable: true,
})
