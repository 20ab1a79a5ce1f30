import { createRequire } from 'node:module'
import { expect, test } from './fixtures'
import { PAGES } from './site-routes'

const require = createRequire(import.meta.url)
const axePath = require.resolve('axe-core/axe.min.js')

// The site's CSP blocks injected scripts, as it should; axe is a test tool injected from outside.
test.use({ bypassCSP: true })

for (const { path } of [...PAGES, { path: '/no-such-page/' }]) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await page.addScriptTag({ path: axePath })
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } })
      return result.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))
    })
    expect(violations).toEqual([])
  })
}
