import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, sep } from 'node:path'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { eachPathInOneTab, expect, test, waitForHydration } from './fixtures'
import { ACCOUNT_PAGES, PAGES } from './site-routes'

// Issue 24, item 12: every HTML file the build wrote (whatever pages and languages it has) passes
// html-validate (.htmlvalidate.json: the recommended rules, the purely stylistic ones off) and
// HTML_CodeSniffer's WCAG 2 AA errors, the engine pa11y runs (docs/decisions/013).

const distDir = process.env.E2E_DIST ?? 'dist'
const require = createRequire(import.meta.url)
const htmlcsPath = require.resolve('html_codesniffer/build/HTMLCS.js')

/** Every .html file under dist/, relative and with forward slashes. */
function builtPages(dir = distDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : builtPages(path)
    return entry.name.endsWith('.html') ? [relative(distDir, path).split(sep).join('/')] : []
  })
}

/** The address the server answers a built file on: dir/index.html at dir/, 404.html for any unknown path. */
function urlOf(file: string): string {
  if (file === '404.html') return '/no-such-page/'
  return file.endsWith('index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`
}

const files = builtPages()

test('the build wrote every page the site lists', () => {
  const urls = files.map(urlOf)
  for (const { path } of [...PAGES, ...ACCOUNT_PAGES]) expect(urls).toContain(path)
})

test('html-validate finds nothing in any built page', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader())
  const problems: string[] = []
  for (const file of files) {
    const report = await validator.validateFile(join(distDir, file))
    for (const result of report.results) {
      for (const message of result.messages) problems.push(`${file}: ${message.ruleId} ${message.message} (${message.selector ?? `line ${message.line}`})`)
    }
  }
  expect(problems).toEqual([])
})

test.describe('HTML_CodeSniffer (pa11y’s engine), WCAG 2 AA', () => {
  // HTMLCS is injected into each page, which the site's CSP rightly refuses (as for axe).
  test.use({ bypassCSP: true })

  test('reports no error on any built page, once it has hydrated', async ({ page }) => {
    await eachPathInOneTab(files.map(urlOf), async (url) => {
      await page.goto(url)
      await waitForHydration(page)
      await page.addScriptTag({ path: htmlcsPath })
      const errors = await page.evaluate(
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
      expect(errors, url).toEqual([])
    })
  })
})
