// One first visit and what it costs the visitor: the page in a fresh browser context (empty cache) at
// a phone viewport, until the network has been idle for a while, so lazily loaded code, islands and
// pictures all count (decision 029):
//
// - bytes on the wire (encoded bodies and headers) and the number of requests;
// - blocking time as Lighthouse's mobile run simulates it (4x CPU slowdown), computed from each main-
//   thread task's THREAD (CPU) time after the first contentful paint: sum of (CPU time x 4 - 50 ms).
//   CPU time is what holds on a busy machine: wall time there includes the moments another process
//   had the core (docs/measurements.md).
//
// Used by scripts/measure-visit.mjs (figures, another build as a control) and by the first-visit
// budgets in `npm test` (e2e/first-visit.spec.ts).
import { chromium } from '@playwright/test'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { HEADLESS_CHROMIUM } from './chromium.mjs'
import { blockingTime, mainThreadTasksAfterFcp } from './main-thread-tasks.mjs'
import { kb } from './measure-target.mjs'
import { budgetOf } from './visit-budgets.mjs'

const CPU_SLOWDOWN = 4
/** Visits of a page over its blocking budget before the check gives up on it. */
const MAX_VISITS = 3
/**
 * A first visitor on a phone: no cookie (so no analytics consent yet) and no motion preference, set
 * here because a browser launched inside a Playwright test gets the suite's own context defaults.
 */
const FIRST_VISITOR = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  storageState: { cookies: [], origins: [] },
  reducedMotion: 'no-preference',
}
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel', 'blink.user_timing']

/** A browser that records the visits: a browser records one trace at a time, so one per visit under way. */
export function launchVisitBrowser() {
  return chromium.launch({
    executablePath: HEADLESS_CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
}

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

/**
 * One first visit (with `repeat`, a second one in the same context instead): bytes, requests and
 * the blocking time computed from CPU time.
 */
export async function visit(browser, url, { idleMs = 2000, saveData = false, repeat = false } = {}) {
  const context = await browser.newContext({ ...FIRST_VISITOR, ...(saveData ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}) })
  try {
    if (saveData) await context.addInitScript(emulateSaveData)
    const page = await context.newPage()
    if (repeat) {
      const firstVisit = networkIdle(context, page, idleMs)
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
    const idle = networkIdle(context, page, idleMs)
    const response = await page.goto(url, { waitUntil: 'load' })
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`)
    await idle
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'))
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
  } finally {
    await context.close()
  }
}

/**
 * Visits `runs` is short of: a page over its blocking budget is visited again, up to MAX_VISITS in
 * all, and judged by its best visit: a slower page is slow every time, a busy machine only now and then.
 */
export async function visitsOverBudgetRepeated(browser, base, pagePath, runs, options) {
  const budget = budgetOf(pagePath)
  while (budget && runs.length < MAX_VISITS && Math.min(...runs.map((run) => run.blocking)) > budget.blockingMs) {
    runs.push(await visit(browser, new URL(pagePath, base).href, options))
  }
  return runs
}

const worst = (runs, key) => Math.max(...runs.map((run) => run[key]))
const median = (runs, key) => [...runs.map((run) => run[key])].sort((a, b) => a - b)[Math.floor(runs.length / 2)]
const ms = (value) => `${Math.round(value)} ms`

/** One line of figures: the worst bytes and requests, the median and worst blocking time, the longest task. */
export function visitSummary(runs) {
  return `${kb(worst(runs, 'bytes')).padStart(9)} ${String(worst(runs, 'requests')).padStart(3)} req  TBT(CPU×4) median ${ms(median(runs, 'blocking')).padStart(6)} worst ${ms(worst(runs, 'blocking')).padStart(6)}  longest task ${ms(worst(runs, 'longest'))} CPU`
}

/**
 * What is over the budgets (scripts/lib/visit-budgets.mjs) in the visits of each page: bytes and
 * requests of the worst visit, blocking time of the best, and a Chinese page's bytes without pictures
 * against its English twin's, when both were measured.
 * @param {Map<string, Array<{ bytes: number, bytesWithoutImages: number, requests: number, blocking: number }>>} measured
 */
export function budgetProblems(measured) {
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
  return problems
}
