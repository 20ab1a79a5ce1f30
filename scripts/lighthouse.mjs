#!/usr/bin/env node
// Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown) against
// the served, built site, with Debian's Chromium. Prints performance score, LCP, CLS, TBT and total
// transfer per page; exits 1 when a page misses --min-score or --max-cls.
//
//   node scripts/lighthouse.mjs [--dist dist | --base http://127.0.0.1:4173] [--runs 1]
//        [--min-score 95] [--max-cls 0.01] [--json out.json] [path-or-url ...]
import { writeFileSync } from 'node:fs'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { kb, measureTargets } from './lib/measure-target.mjs'

const USAGE = `Usage: node scripts/lighthouse.mjs [--dist DIR | --base URL] [options] [path-or-url ...]

  --dist       serve this built site on a free port (otherwise --base, default http://127.0.0.1:4173)
  --runs       runs per page; the median run (by performance score) is reported (default 1)
  --min-score  exit 1 when a page's performance score is lower (0-100)
  --max-cls    exit 1 when a page's CLS is higher
  --json       write every run's key numbers to this file
`

const { urls, values, close } = await measureTargets(
  process.argv.slice(2),
  {
    runs: { type: 'string', default: '1' },
    'min-score': { type: 'string' },
    'max-cls': { type: 'string' },
    json: { type: 'string' },
  },
  USAGE,
)

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Without the background-networking flags Chromium's own requests fail on a closed network.
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})

const ATTEMPTS = 3

/**
 * One Lighthouse run's key numbers, or null when it keeps failing. A run can fail on a busy machine
 * (e.g. NO_NAVSTART: the trace missed the navigation), leaving its metrics undefined; such a run is
 * retried rather than reported as numbers.
 */
async function measureOnce(url) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    // The default config is the mobile preset.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
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
    return {
      url,
      score: Math.round(categories.performance.score * 100),
      ...metrics,
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    }
  }
  return null
}

const ms = (value) => `${Math.round(value)} ms`
const results = []
let version = ''
let failed = false
try {
  for (const url of urls) {
    const runs = []
    for (let run = 0; run < Number(values.runs); run += 1) {
      const measured = await measureOnce(url)
      if (measured) runs.push(measured)
    }
    if (runs.length === 0) {
      failed = true
      console.log(`\n${url}\n  no run completed (see the errors above)`)
      continue
    }
    runs.sort((a, b) => a.score - b.score)
    const median = runs[Math.floor(runs.length / 2)]
    results.push({ ...median, runs })
    const lowScore = values['min-score'] !== undefined && median.score < Number(values['min-score'])
    const highCls = values['max-cls'] !== undefined && median.cls > Number(values['max-cls'])
    if (lowScore || highCls) failed = true
    console.log(`\n${url}  (Lighthouse ${version} mobile, ${runs.length} run${runs.length > 1 ? 's, median' : ''})`)
    console.log(
      `  performance ${median.score}${lowScore ? ' LOW' : ''}   LCP ${ms(median.lcp)}   CLS ${median.cls.toFixed(3)}${highCls ? ' HIGH' : ''}   TBT ${ms(median.tbt)}   FCP ${ms(median.fcp)}   SI ${ms(median.speedIndex)}   transfer ${kb(median.transfer)}`,
    )
    if (median.lcpElement) console.log(`  LCP element: ${median.lcpElement.slice(0, 160)}`)
    if (runs.length > 1) console.log(`  scores: ${runs.map((entry) => entry.score).join(', ')}`)
  }
} finally {
  chrome.kill()
  await close()
}
if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`)
if (failed) process.exit(1)
