import type { Page } from '@playwright/test'

/** Records each Content Security Policy violation in the page's documents from the first byte on. */
export function recordCspViolations(page: Page) {
  return page.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = violations
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
}

/** The current document's violations, as directive and blocked URI. */
export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
