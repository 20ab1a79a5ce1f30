import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const require = createRequire(import.meta.url)
const htmlcsSource = readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8')

/**
 * HTML_CodeSniffer's WCAG 2 AA errors on the page as it is now (the engine pa11y runs,
 * docs/decisions/013), as code and element. Evaluated like axe (e2e/axe.ts), under the page's CSP.
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  await page.evaluate(htmlcsSource)
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Message = { type: number; code: string; msg: string; element: Element }
        const htmlcs = (window as unknown as { HTMLCS: { process(standard: string, root: Document, done: () => void): void; getMessages(): Message[] } }).HTMLCS
        htmlcs.process('WCAG2AA', document, () => {
          // Type 1 is an error; warnings and notices ask for a human's judgement (pa11y's default leaves them out too).
          resolve(htmlcs.getMessages().filter((message) => message.type === 1).map((message) => `${message.code}: ${message.element.outerHTML.slice(0, 120)}`))
        })
      }),
  )
}
