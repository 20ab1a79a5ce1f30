import { createRequire } from 'node:module'
import type { Page, Request } from '@playwright/test'
import { expect } from './fixtures'

/** Helpers shared by the form specs (test drive, work order, survey). */

const require = createRequire(import.meta.url)
const axePath = require.resolve('axe-core/axe.min.js')

/** Monday 23 November 2026, 10:00 in Lagos: every date and slot in the form specs is relative to it. */
export const MONDAY_10AM_LAGOS = new Date('2026-11-23T09:00:00Z')

export type SubmissionKind = 'testDrive' | 'workOrder' | 'survey'
export type StoredRecord = { reference: string; payload: Record<string, unknown> }

/** What the mock API stored in this page (window.__mockDb, set by mocks/browser.ts). */
export async function storedRecords(page: Page, kind: SubmissionKind): Promise<StoredRecord[]> {
  return page.evaluate((name) => (window as unknown as { __mockDb: { list: (kind: string) => StoredRecord[] } }).__mockDb.list(name), kind)
}

/** Every request the page sends to an API path (e.g. '/api/test-drive/'), to prove nothing (or one thing) was sent. */
export function recordRequests(page: Page, path: string): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path && request.method() === 'POST') requests.push(request)
  })
  return requests
}

/** Runs axe on the page as it is now; returns the violations (rule id and targets). */
export async function axeViolations(page: Page) {
  await page.addScriptTag({ path: axePath })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } })
    return result.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))
  })
}

/** The element that has focus, described by its accessible name or label (for focus assertions). */
export async function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element) return ''
    const labelled = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null
    return (labelled?.textContent ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
  })
}

/** Console lines an injected fault causes on purpose: the browser logs failed responses. */
export const FAULT_CONSOLE = {
  serverError: /status of 500/,
  networkError: /Failed to fetch|ERR_FAILED|net::/,
  /** The request client warns once about an envelope error (code 400). */
  envelopeWarning: /\[api\] .* failed with code 400/,
} as const

export async function expectNoRequests(requests: Request[]) {
  // Give a wrongly sent request the chance to show up before asserting there is none.
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(requests.map((request) => request.url())).toEqual([])
}
