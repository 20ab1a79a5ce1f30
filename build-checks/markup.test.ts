import { join } from 'node:path'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { expect, test } from 'vitest'
import { ACCOUNT_PAGES, PAGES } from '../e2e/site-routes'
import { builtPages, distDir } from './site'

// Issue 24, item 12: every HTML file the build wrote (whatever pages and languages it has) passes
// html-validate (.htmlvalidate.json: the recommended rules, the purely stylistic ones off).
// HTML_CodeSniffer's WCAG 2 AA errors, the engine pa11y runs (docs/decisions/013), are checked on
// a page of each template once hydrated, in the one visit e2e/routes.spec.ts makes to each.

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
