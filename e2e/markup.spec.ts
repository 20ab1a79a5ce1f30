import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { expect, test } from './fixtures'
import { ACCOUNT_PAGES, PAGES } from './site-routes'

// Issue 24, item 12: every HTML file the build wrote (whatever pages and languages it has) passes
// html-validate (.htmlvalidate.json: the recommended rules, the purely stylistic ones off).
// HTML_CodeSniffer's WCAG 2 AA errors, the engine pa11y runs (docs/decisions/013), are checked on
// every page once hydrated, in the one visit e2e/routes.spec.ts makes to each.

const distDir = process.env.E2E_DIST ?? 'dist'

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
