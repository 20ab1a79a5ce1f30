#!/usr/bin/env node
// What a first visit costs the visitor: each page in a fresh browser context (empty cache) at a phone
// viewport, until the network has been idle for a while, so lazily loaded code, islands and pictures
// all count:
//
// - bytes on the wire (encoded bodies and headers) and the number of requests;
// - blocking time as Lighthouse's mobile run simulates it (4x CPU slowdown), computed from each main-
//   thread task's THREAD (CPU) time after the first contentful paint: sum of (CPU time x 4 - 50 ms).
//   CPU time is what holds on a busy machine: wall time there includes the moments another process
//   had the core (docs/measurements.md).
//
//   node scripts/measure-visit.mjs --dist DIR [--control DIR] [--runs 3] [--mock-api PORT] [--check]
//        [--list] [--repeat] [path ...]
//
// --control measures a second build (another commit's) interleaved with the first, page by page and
// run by run, so both see the same machine. --check fails over the budgets in BUDGETS.
// Uses Playwright with Debian's Chromium (scripts/chromium.sh).
import { chromium } from '@playwright/test'
import { parseArgs } from 'node:util'
import { kb } from './lib/measure-target.mjs'
import { blockingTime, mainThreadTasksAfterFcp } from './lib/main-thread-tasks.mjs'
import { createStaticServer } from './lib/static-server.mjs'
import { startMockApiServer } from './lib/mock-api-server.mjs'
import { HEADLESS_CHROMIUM } from './lib/chromium.mjs'
import { VISIT_BUDGETS, budgetOf } from './lib/visit-budgets.mjs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

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

const CPU_SLOWDOWN = 4
/**
 * With --parallel, each browser starts this long after the one before: a visit's scripts run in its
 * first second or so, then it waits for the network to be idle, so staggered visits seldom run
 * scripts at once. Three browsers at once without it: blocking time up to 46 ms against 22 ms
 * (docs/measurements.md).
 */
const PARALLEL_STAGGER_MS = 1_100
/** Visits of a page over its blocking budget before --check gives up on it. */
const MAX_VISITS = 3
const PHONE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel', 'blink.user_timing']

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
const browsers = await Promise.all(
  Array.from({ length: Math.max(1, Number(values.parallel)) }, () =>
    chromium.launch({
      executablePath: HEADLESS_CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    }),
  ),
)

/**
 * Resolves once no request has been in flight for `idleMs` after the page's load event. Requests are
 * the context's: the page's and its service worker's (it downloads the offline page of the page's language).
 */
function networkIdle(context, page, idleMs) {
  let inFlight = 0
  let loaded = false
  let timer
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer)
      if (loaded && inFlight === 0) timer = setTimeout(resolve, idleMs)
    }
    context.on('request', () => {
      inFlight += 1
      clearTimeout(timer)
    })
    const done = () => {
      inFlight = Math.max(0, inFlight - 1)
      settle()
    }
    context.on('requestfinished', done)
    context.on('requestfailed', done)
    page.once('load', () => {
      loaded = true
      settle()
    })
  })
}

/** Chromium has no switch for the Save-Data signal: give the page a connection that reports it. */
function emulateSaveData() {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '3g' }) })
}

/**
 * A response's body on the wire. Chromium reports none for the service worker's own script (its
 * script loader reads it): that one is counted as its text compressed as the server sent it.
 */
async function bodyBytes(request, sizes) {
  if (sizes.responseBodySize > 0 || sizes.responseHeadersSize === 0 || !request.url().endsWith('/sw.js')) return sizes.responseBodySize
  const response = await request.response()
  const body = await response.body()
  const encoding = response.headers()['content-encoding']
  return encoding === 'br' ? brotliCompressSync(body).length : encoding === 'gzip' ? gzipSync(body).length : body.length
}

/** One first visit (or with --repeat, a second one): bytes, requests and the blocking time computed from CPU time. */
async function visit(browser, url) {
  const context = await browser.newContext({ ...PHONE, ...(values['save-data'] ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}) })
  if (values['save-data']) await context.addInitScript(emulateSaveData)
  const page = await context.newPage()
  if (values.repeat) {
    const firstVisit = networkIdle(context, page, Number(values.idle))
    await page.goto(url, { waitUntil: 'load' })
    await firstVisit
  }
  const responses = []
  // The service worker's requests too (the context reports them, the page does not). Not counted:
  // what the browser's cache answered (no headers, no body: nothing on the wire, e.g. a file the page
  // had loaded, kept by the worker), and the page's requests the worker answered (from its caches,
  // or by a request of its own, which is counted).
  context.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null)
    if (!sizes || (await request.response())?.fromServiceWorker()) return
    const bytes = sizes.responseHeadersSize + (await bodyBytes(request, sizes))
    if (bytes === 0) return
    responses.push({ url: request.url(), type: `${request.serviceWorker() ? 'worker ' : ''}${request.resourceType()}`, bytes })
  })
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  await browser.startTracing(page, { categories: TRACE_CATEGORIES })
  const idle = networkIdle(context, page, Number(values.idle))
  const response = await page.goto(url, { waitUntil: 'load' })
  if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`)
  await idle
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'))
  await context.close()
  const tasks = mainThreadTasksAfterFcp(trace.traceEvents)
  if (!tasks) throw new Error(`${url}: the trace has no first contentful paint`)
  if (errors.length > 0) throw new Error(`${url}: ${errors.join('; ')}`)
  const threadTimes = tasks.tasks.map((task) => task.thread)
  return {
    bytes: responses.reduce((total, response) => total + response.bytes, 0),
    // What a language changes: pictures below the fold load or not with the text's height (a lazy
    // picture within the browser's distance of the viewport loads), so they are left out of the twins' comparison.
    bytesWithoutImages: responses.filter((response) => !response.type.endsWith('image')).reduce((total, response) => total + response.bytes, 0),
    requests: responses.length,
    blocking: blockingTime(threadTimes, CPU_SLOWDOWN),
    longest: Math.max(0, ...threadTimes),
    responses,
  }
}

const worst = (runs, key) => Math.max(...runs.map((run) => run[key]))
const median = (runs, key) => [...runs.map((run) => run[key])].sort((a, b) => a - b)[Math.floor(runs.length / 2)]
const ms = (value) => `${Math.round(value)} ms`

/** @type {Map<string, Map<string, ReturnType<typeof visit> extends Promise<infer R> ? R[] : never>>} */
const results = new Map(sites.map((site) => [site.name, new Map(pages.map((pagePath) => [pagePath, []]))]))
/** Every visit of one page: its runs on each site, interleaved, then the visits again over budget. */
async function measurePage(browser, pagePath) {
  for (let run = 0; run < Number(values.runs); run += 1) {
    for (const site of run % 2 === 0 ? sites : [...sites].reverse()) {
      results.get(site.name).get(pagePath).push(await visit(browser, new URL(pagePath, site.base).href))
    }
  }
  // A page over its blocking budget is visited again, up to MAX_VISITS in all, and judged by its
  // best visit: a slower page is slow every time, a busy machine only now and then.
  const ownRuns = results.get(sites[0].name).get(pagePath)
  const budget = budgetOf(pagePath)
  while (values.check && budget && ownRuns.length < MAX_VISITS && Math.min(...ownRuns.map((run) => run.blocking)) > budget.blockingMs) {
    ownRuns.push(await visit(browser, new URL(pagePath, sites[0].base).href))
  }
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
    const line = sites.map((site) => {
      const runs = results.get(site.name).get(pagePath)
      return `${kb(worst(runs, 'bytes')).padStart(9)} ${String(worst(runs, 'requests')).padStart(3)} req  TBT(CPU×4) median ${ms(median(runs, 'blocking')).padStart(6)} worst ${ms(worst(runs, 'blocking')).padStart(6)}  longest task ${ms(worst(runs, 'longest'))} CPU`
    })
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
  const measured = results.get(sites[0].name)
  const problems = []
  for (const [pagePath, runs] of measured) {
    const budget = budgetOf(pagePath)
    if (!budget) continue
    const bytes = worst(runs, 'bytes') / 1024
    const blocking = Math.min(...runs.map((run) => run.blocking))
    const requests = worst(runs, 'requests')
    if (blocking > budget.blockingMs) problems.push(`${pagePath}: blocking time ${ms(blocking)} (CPU×4) over ${budget.blockingMs} ms in ${runs.length} visits`)
    if (bytes > budget.kb) problems.push(`${pagePath}: ${bytes.toFixed(1)} KB over its ${budget.kb} KB`)
    if (requests > budget.requests) problems.push(`${pagePath}: ${requests} requests, more than ${budget.requests}`)
    const englishPath = pagePath.replace(/^\/zh-CN\//, '/')
    if (englishPath !== pagePath && measured.has(englishPath)) {
      const own = worst(runs, 'bytesWithoutImages') / 1024
      const twin = worst(measured.get(englishPath), 'bytesWithoutImages') / 1024
      if (own > twin + 5) problems.push(`${pagePath}: ${own.toFixed(1)} KB without pictures, more than 5 KB over its English twin (${twin.toFixed(1)} KB)`)
    }
  }
  if (problems.length > 0) {
    console.error(`\nOver budget:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`\n${measured.size} pages within their first-visit budgets.`)
}
