#!/usr/bin/env node
// Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown) against
// the served, built site, with Debian's Chromium. Prints every run (performance, LCP, CLS, TBT, and
// the accessibility, best-practices and SEO scores), then the median and the worst run per page;
// exits 1 when the worst run misses --min-score, --max-cls, --max-lcp, --max-tbt or --max-lcp-ratio.
//
//   node scripts/lighthouse.mjs [--dist dist | --base http://127.0.0.1:4173] [--runs 1]
//        [--compare-no-js] [--busy-core] [--min-score 95] [--max-cls 0.01] [--max-lcp 1500]
//        [--max-tbt 50] [--max-lcp-ratio 1.1] [--json out.json] [--long-tasks] [path-or-url ...]
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js'
import * as chromeLauncher from 'chrome-launcher'
import { kb, measureTargets } from './lib/measure-target.mjs'
import { atThreadTime } from './lib/main-thread-tasks.mjs'
import { createStaticServer } from './lib/static-server.mjs'
import { copyWithoutScripts } from './lib/without-scripts.mjs'
import { HEADLESS_CHROMIUM } from './lib/chromium.mjs'

const USAGE = `Usage: node scripts/lighthouse.mjs [--dist DIR | --base URL] [options] [path-or-url ...]

  --dist           serve this built site on a free port (otherwise --base, default http://127.0.0.1:4173)
  --runs           runs per page (default 1); every run is printed, then the median and the worst
  --compare-no-js  with --dist: run each page's copy without scripts (same HTML, scripts and module
                   preloads removed) right after it, and report LCP against it
  --busy-core      keep one CPU core busy with another process while measuring
  --min-score      exit 1 when the worst run's performance score is lower (0-100)
  --max-cls        exit 1 when the worst run's CLS is higher
  --max-lcp        exit 1 when the worst run's LCP is higher (ms)
  --max-tbt        exit 1 when the worst run's TBT is higher (ms)
  --max-lcp-ratio  with --compare-no-js: exit 1 when the worst LCP / the worst no-script LCP is higher
                   (a simulated LCP falls on one of a few steps ~75 ms apart, the no-script page's
                   too: one run against its own twin can be 0.86 or 1.16 with nothing changed)
  --json           write every run's key numbers to this file
  --long-tasks     print each run's long tasks (start, simulated duration, script): what TBT is made of,
                   as measured and as re-audited at thread time (below)

Every run is audited a second time by Lighthouse itself from the same trace, with each of the page's
main-thread tasks shortened to its thread (CPU) time: its TBT "at thread time" is the page's own work,
without the moments its main thread waited for a core or for another process (on Linux, the browser's
font service: decision 059).

One browser serves every run, and Lighthouse's storage reset leaves local storage: the first run is a
visitor's first page view, every later run (of any page) a later visit's, on which the service worker
registers once the page has settled (decision 041).
`

const { urls, values, close } = await measureTargets(
  process.argv.slice(2),
  {
    runs: { type: 'string', default: '1' },
    'compare-no-js': { type: 'boolean', default: false },
    'busy-core': { type: 'boolean', default: false },
    'min-score': { type: 'string' },
    'max-cls': { type: 'string' },
    'max-lcp': { type: 'string' },
    'max-tbt': { type: 'string' },
    'max-lcp-ratio': { type: 'string' },
    json: { type: 'string' },
    'long-tasks': { type: 'boolean', default: false },
  },
  USAGE,
)

/** The no-script twin of the served build, on its own free port. */
async function serveWithoutScripts(dist) {
  const root = copyWithoutScripts(dist)
  const server = createStaticServer({ root })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  return {
    urlFor: (url) => {
      const twin = new URL(url)
      twin.port = String(server.address().port)
      return twin.href
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.()
        server.close(() => {
          rmSync(root, { recursive: true, force: true })
          resolve()
        })
      }),
  }
}

if (values['compare-no-js'] && !values.dist) {
  process.stderr.write('--compare-no-js needs --dist (the build to copy without scripts)\n')
  process.exit(2)
}
const noJs = values['compare-no-js'] ? await serveWithoutScripts(values.dist) : undefined
// Another process spinning on one core, as when a phone is busy with something else.
const busy = values['busy-core'] ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : undefined

const chrome = await chromeLauncher.launch({
  // Debian's Chromium (CHROMIUM_PATH) without its interface work (scripts/chromium.sh).
  chromePath: HEADLESS_CHROMIUM,
  // Without the background-networking flags Chromium's own requests fail on a closed network.
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})

const ATTEMPTS = 3
// The default config is the mobile preset.
const LIGHTHOUSE_FLAGS = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }

/**
 * One Lighthouse run's key numbers, or null when it keeps failing. A run can fail on a busy machine
 * (e.g. NO_NAVSTART: the trace missed the navigation), leaving its metrics undefined; such a run is
 * retried rather than reported as numbers. A page's no-script twin (`twin`) is not re-audited.
 */
async function measureOnce(url, { twin = false } = {}) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await lighthouse(url, { ...LIGHTHOUSE_FLAGS, port: chrome.port })
    const { categories, audits, lighthouseVersion, runtimeError } = result.lhr
    version = lighthouseVersion
    const metrics = {
      fcp: audits['first-contentful-paint']?.numericValue,
      lcp: audits['largest-contentful-paint']?.numericValue,
      cls: audits['cumulative-layout-shift']?.numericValue,
      tbt: audits['total-blocking-time']?.numericValue,
      speedIndex: audits['speed-index']?.numericValue,
      transfer: audits['total-byte-weight']?.numericValue,
    }
    const missing = Object.entries(metrics).filter(([, value]) => typeof value !== 'number')
    if (runtimeError || categories.performance.score === null || missing.length > 0) {
      console.warn(`  ${url}: run failed (${runtimeError?.code ?? `no ${missing.map(([name]) => name).join(', ')}`}), attempt ${attempt} of ${ATTEMPTS}`)
      continue
    }
    const score = (id) => (categories[id]?.score === null || categories[id]?.score === undefined ? undefined : Math.round(categories[id].score * 100))
    return {
      url,
      score: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      ...metrics,
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
      longTasks: longTasks(audits),
      atThreadTime: twin ? undefined : await reauditAtThreadTime(result.artifacts),
    }
  }
  return null
}

/** The tasks behind TBT: each one's start, simulated duration and script. */
function longTasks(audits) {
  return (audits['long-tasks']?.details?.items ?? []).map((task) => ({ url: task.url, startTime: task.startTime, duration: task.duration }))
}

/**
 * Lighthouse's TBT and long tasks again, from the run's own artifacts with each main-thread task at
 * its thread time (atThreadTime): the same simulation, network and page, without this machine's waits.
 */
async function reauditAtThreadTime(artifacts) {
  const folder = mkdtempSync(join(tmpdir(), 'lighthouse-thread-time-'))
  try {
    const Trace = { ...artifacts.Trace, traceEvents: atThreadTime(artifacts.Trace.traceEvents) }
    await saveArtifacts({ ...artifacts, Trace, traces: { defaultPass: Trace } }, folder)
    const { lhr } = await lighthouse(undefined, { ...LIGHTHOUSE_FLAGS, auditMode: folder })
    return { tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN, longTasks: longTasks(lhr.audits) }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

const ms = (value) => `${Math.round(value)} ms`
const results = []
let version = ''
let failed = false

const limits = {
  score: values['min-score'] === undefined ? undefined : Number(values['min-score']),
  cls: values['max-cls'] === undefined ? undefined : Number(values['max-cls']),
  lcp: values['max-lcp'] === undefined ? undefined : Number(values['max-lcp']),
  tbt: values['max-tbt'] === undefined ? undefined : Number(values['max-tbt']),
  ratio: values['max-lcp-ratio'] === undefined ? undefined : Number(values['max-lcp-ratio']),
}

function describeRun(run) {
  const others = `a11y ${run.accessibility} bp ${run.bestPractices} seo ${run.seo}`
  const twin = run.noJs ? `   | no-JS LCP ${ms(run.noJs.lcp)} (${run.lcpRatio.toFixed(2)}×)` : ''
  return `performance ${run.score}   LCP ${ms(run.lcp)}   CLS ${run.cls.toFixed(3)}   TBT ${ms(run.tbt)}${run.atThreadTime ? ` (${ms(run.atThreadTime.tbt)} at thread time)` : ''}   FCP ${ms(run.fcp)}   ${others}${twin}`
}

try {
  for (const url of urls) {
    const runs = []
    console.log(`\n${url}`)
    for (let index = 0; index < Number(values.runs); index += 1) {
      const measured = await measureOnce(url)
      if (!measured) continue
      if (noJs) {
        const twin = await measureOnce(noJs.urlFor(url), { twin: true })
        if (twin) Object.assign(measured, { noJs: twin, lcpRatio: measured.lcp / twin.lcp })
      }
      runs.push(measured)
      console.log(`  run ${index + 1}: ${describeRun(measured)}`)
      if (values['long-tasks']) {
        const print = (tasks) => tasks.forEach((task) => console.log(`         long task at ${ms(task.startTime)}: ${ms(task.duration)} ${task.url}`))
        print(measured.longTasks)
        console.log('         at thread time:')
        print(measured.atThreadTime.longTasks)
      }
    }
    if (runs.length === 0) {
      failed = true
      console.log('  no run completed (see the errors above)')
      continue
    }
    const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]
    const worst = {
      score: Math.min(...runs.map((run) => run.score)),
      lcp: Math.max(...runs.map((run) => run.lcp)),
      cls: Math.max(...runs.map((run) => run.cls)),
      tbt: Math.max(...runs.map((run) => run.tbt)),
      ratio: noJs ? Math.max(...runs.map((run) => run.lcp)) / Math.max(...runs.map((run) => run.noJs?.lcp ?? Infinity)) : undefined,
      others: Math.min(...runs.flatMap((run) => [run.accessibility, run.bestPractices, run.seo])),
      tbtAtThreadTime: Math.max(...runs.map((run) => run.atThreadTime?.tbt ?? 0)),
    }
    const misses = [
      limits.score !== undefined && worst.score < limits.score && `performance ${worst.score} < ${limits.score}`,
      limits.cls !== undefined && worst.cls > limits.cls && `CLS ${worst.cls.toFixed(3)} > ${limits.cls}`,
      limits.lcp !== undefined && worst.lcp > limits.lcp && `LCP ${ms(worst.lcp)} > ${limits.lcp} ms`,
      limits.tbt !== undefined && worst.tbt > limits.tbt && `TBT ${ms(worst.tbt)} > ${limits.tbt} ms`,
      limits.ratio !== undefined && worst.ratio > limits.ratio && `LCP ${worst.ratio.toFixed(2)}× the no-JS page > ${limits.ratio}×`,
    ].filter(Boolean)
    if (misses.length > 0) failed = true
    results.push({ url, median, worst, runs })
    console.log(`  (Lighthouse ${version} mobile${values['busy-core'] ? ', one core busy' : ''}, ${runs.length} run${runs.length > 1 ? 's' : ''})`)
    console.log(`  median: ${describeRun(median)}   transfer ${kb(median.transfer)}`)
    console.log(
      `  worst:  performance ${worst.score}   LCP ${ms(worst.lcp)}   CLS ${worst.cls.toFixed(3)}   TBT ${ms(worst.tbt)} (${ms(worst.tbtAtThreadTime)} at thread time)   lowest other score ${worst.others}` +
        (worst.ratio !== undefined ? `   LCP ${worst.ratio.toFixed(2)}× the worst no-JS` : ''),
    )
    if (median.lcpElement) console.log(`  LCP element: ${median.lcpElement.slice(0, 160)}`)
    if (misses.length > 0) console.log(`  MISSED: ${misses.join('; ')}`)
  }
} finally {
  chrome.kill()
  busy?.kill()
  await noJs?.close()
  await close()
}
if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`)
if (failed) process.exit(1)
