#!/usr/bin/env node
// What a first visit costs the visitor (scripts/lib/first-visit.mjs): each page in a fresh browser
// context at a phone viewport until the network has been idle for a while: bytes, requests, and
// blocking time computed from each main-thread task's CPU time as Lighthouse's mobile run simulates it.
//
//   node scripts/measure-visit.mjs --dist DIR [--control DIR] [--runs 3] [--mock-api PORT] [--check]
//        [--list] [--repeat] [path ...]
//
// --control measures a second build (another commit's) interleaved with the first, page by page and
// run by run, so both see the same machine. --check fails over the budgets (scripts/lib/visit-budgets.mjs),
// as `npm test` does for the production build (e2e/first-visit.spec.ts).
// Uses Playwright with Debian's Chromium (scripts/chromium.sh).
import { parseArgs } from 'node:util'
import path from 'node:path'
import { kb } from './lib/measure-target.mjs'
import { budgetProblems, launchVisitBrowser, visit, visitSummary, visitsOverBudgetRepeated } from './lib/first-visit.mjs'
import { createStaticServer } from './lib/static-server.mjs'
import { startMockApiServer } from './lib/mock-api-server.mjs'
import { VISIT_BUDGETS } from './lib/visit-budgets.mjs'

const USAGE = `Usage: node scripts/measure-visit.mjs --dist DIR [options] [path ...]

  --dist      the built site to measure (served on a free port)
  --control   another build to measure interleaved with it (e.g. an older commit's dist-api/)
  --mock-api  start the mock API on this port first (a production build calls the API it was built against)
  --runs      visits per page and build (default 3); the worst counts
  --idle      ms without a request that count as "network idle" (default 2000)
  --check     exit 1 when a page is over its budget (scripts/lib/visit-budgets.mjs): bytes and requests
              of its worst visit; blocking time of its best, a page over it visited again up to 3 times
  --list      print every response of the last run, largest first
  --save-data as a browser with the Save-Data signal on (Lite mode: the scripts wait for a touch)
  --parallel  pages measured at once, each in a browser of its own (default 1), their starts
              staggered: the network's idle waits overlap; blocking time, from each task's CPU
              time, holds beside another visit's wait
  --repeat    measure a repeat visit instead: the page visited once until idle, then again in the
              same browser, which is what counts (the service worker installs on this second view,
              decision 041)
`

/**
 * With --parallel, each browser starts this long after the one before: a visit's scripts run in its
 * first second or so, then it waits for the network to be idle, so staggered visits seldom run
 * scripts at once. Three browsers at once without it: blocking time up to 46 ms against 22 ms
 * (docs/measurements.md).
 */
const PARALLEL_STAGGER_MS = 1_100

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string' },
    control: { type: 'string' },
    'mock-api': { type: 'string' },
    runs: { type: 'string', default: '3' },
    idle: { type: 'string', default: '2000' },
    check: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
    'save-data': { type: 'boolean', default: false },
    repeat: { type: 'boolean', default: false },
    parallel: { type: 'string', default: '1' },
    help: { type: 'boolean', short: 'h' },
  },
})
if (values.help || !values.dist) {
  process.stdout.write(USAGE)
  process.exit(values.help ? 0 : 2)
}
const pages = positionals.length > 0 ? positionals : VISIT_BUDGETS.map((budget) => budget.page)
const api = values['mock-api'] ? await startMockApiServer({ port: Number(values['mock-api']) }) : undefined

async function serve(dir) {
  const server = createStaticServer({ root: path.resolve(dir) })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))) }
}

const sites = [{ name: values.dist, ...(await serve(values.dist)) }]
if (values.control) sites.push({ name: values.control, ...(await serve(values.control)) })

// A browser per page measured at once: a browser records one trace at a time.
const browsers = await Promise.all(Array.from({ length: Math.max(1, Number(values.parallel)) }, launchVisitBrowser))

const visitOptions = { idleMs: Number(values.idle), saveData: values['save-data'], repeat: values.repeat }

/** @type {Map<string, Map<string, ReturnType<typeof visit> extends Promise<infer R> ? R[] : never>>} */
const results = new Map(sites.map((site) => [site.name, new Map(pages.map((pagePath) => [pagePath, []]))]))
/** Every visit of one page: its runs on each site, interleaved, then the visits again over budget. */
async function measurePage(browser, pagePath) {
  for (let run = 0; run < Number(values.runs); run += 1) {
    for (const site of run % 2 === 0 ? sites : [...sites].reverse()) {
      results.get(site.name).get(pagePath).push(await visit(browser, new URL(pagePath, site.base).href, visitOptions))
    }
  }
  if (values.check) await visitsOverBudgetRepeated(browser, sites[0].base, pagePath, results.get(sites[0].name).get(pagePath), visitOptions)
}
try {
  const queue = [...pages]
  await Promise.all(
    browsers.map(async (browser, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * PARALLEL_STAGGER_MS))
      for (let pagePath = queue.shift(); pagePath !== undefined; pagePath = queue.shift()) {
        await measurePage(browser, pagePath)
      }
    }),
  )
  for (const pagePath of pages) {
    const line = sites.map((site) => visitSummary(results.get(site.name).get(pagePath)))
    console.log(`${pagePath.padEnd(22)} ${line.join('   |   control: ')}`)
    if (values.list) {
      for (const response of results.get(sites[0].name).get(pagePath).at(-1).responses.sort((a, b) => b.bytes - a.bytes)) {
        console.log(`    ${kb(response.bytes).padStart(10)}  ${response.type.startsWith('worker') ? '(worker) ' : ''}${response.url.replace(/^https?:\/\/[^/]+/, '')}`)
      }
    }
  }
} finally {
  await Promise.all(browsers.map((browser) => browser.close()))
  await Promise.all(sites.map((site) => site.close()))
  await api?.close()
}

if (values.check) {
  const problems = budgetProblems(results.get(sites[0].name))
  if (problems.length > 0) {
    console.error(`\nOver budget:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`\n${pages.length} pages within their first-visit budgets.`)
}
