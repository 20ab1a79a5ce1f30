import { setupWorker } from 'msw/browser'
import { captureMockFaultFromUrl } from './fault'
import { handlers } from './handlers'

// A tester opens any page with ?mockFault=…; the setting then lasts for the tab's session.
captureMockFaultFromUrl(window.location.href)

export const worker = setupWorker(...handlers)
