#!/usr/bin/env node
// Interaction latency on the booking forms, as a visitor on a slow phone feels it: each form page on
// a 4x throttled CPU (Lighthouse's mobile slowdown), driven through its steps once the form has
// hydrated, with web-vitals' INP (with attribution) observing. Prints each interaction's latency
// (the Event Timing entries web-vitals reads, grouped by interaction) and the page's INP; the worst
// of --runs counts.
//
//   node scripts/measure-inp.mjs --dist DIR [--mock-api PORT] [--runs 3] [--cpu 4] [--max 200]
//        [scenario ...]          scenarios: test-drive, service, survey (default: all three)
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { HEADLESS_CHROMIUM } from './lib/chromium.mjs'
import { createStaticServer } from './lib/static-server.mjs'
import { startMockApiServer } from './lib/mock-api-server.mjs'

const USAGE = `Usage: node scripts/measure-inp.mjs --dist DIR [options] [scenario ...]

  --dist      the built site (served on a free port)
  --mock-api  start the mock API on this port first (a production build calls the API it was built against)
  --runs      runs per scenario (default 3); the worst counts
  --cpu       CPU slowdown (default 4)
  --max       ms; exit 1 when an interaction's latency in any run is higher (default 200)
`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string' },
    'mock-api': { type: 'string' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4' },
    max: { type: 'string', default: '200' },
    help: { type: 'boolean', short: 'h' },
  },
})
if (values.help || !values.dist) {
  process.stdout.write(USAGE)
  process.exit(values.help ? 0 : 2)
}

// The UMD build (the package's `require` condition) runs as a plain script and defines window.webVitals.
const require = createRequire(import.meta.url)
const webVitals = readFileSync(require.resolve('web-vitals/attribution'), 'utf8')

/** A weekday at least three days ahead, as the date field takes it (yyyy-mm-dd): bookable in every form. */
function bookableDate() {
  const date = new Date(Date.now() + 3 * 86_400_000)
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/** Picks the next option of a select with the keyboard, as a visitor would (a real interaction). */
async function nextOption(field) {
  await field.focus()
  await field.page().keyboard.press('ArrowDown')
}

/** Types a date into a native date field with the keyboard (en-US order: month, day, year). */
async function typeDate(field) {
  const [year, month, day] = bookableDate().split('-')
  await field.focus()
  await field.page().keyboard.type(`${month}${day}${year}`)
}

/** Each scenario: a page and the steps a visitor takes there, each step one named interaction or a few. */
const SCENARIOS = {
  'test-drive': {
    page: '/test-drive/',
    form: (page) => page.locator('form[aria-labelledby="test-drive-step-title"]'),
    steps: [
      ['Next with nothing chosen (errors)', (form) => form.getByRole('button', { name: 'Next' }).click()],
      ['choose a model', (form) => nextOption(form.getByLabel('Model'))],
      ['choose a showroom', (form) => nextOption(form.getByLabel('Showroom'))],
      ['choose a date', (form) => typeDate(form.getByLabel('Date'))],
      ['choose a time', (form) => nextOption(form.getByLabel('Time'))],
      ['Next', (form) => form.getByRole('button', { name: 'Next' }).click()],
      ['type a first name', (form) => form.locator('input[name="firstName"]').pressSequentially('Chidi')],
      ['Submit with errors', (form) => form.getByRole('button', { name: 'Submit' }).click()],
    ],
  },
  service: {
    page: '/contact/',
    form: (page) => page.getByRole('form', { name: 'Book a service' }),
    steps: [
      ['Submit with nothing typed (errors)', (form) => form.getByRole('button', { name: /Book|Submit/ }).click()],
      ['type a name', (form) => form.getByLabel('Name', { exact: true }).pressSequentially('Amina')],
      ['choose a model', (form) => nextOption(form.getByLabel('Model'))],
      ['choose a date', (form) => typeDate(form.getByLabel('Preferred date'))],
      ['Submit with errors', (form) => form.getByRole('button', { name: /Book|Submit/ }).click()],
    ],
  },
  survey: {
    page: '/survey/',
    form: (page) => page.getByRole('form', { name: 'Your visit' }),
    steps: [
      ['Submit with nothing chosen (errors)', (form) => form.getByRole('button', { name: 'Submit' }).click()],
      ['choose a showroom', (form) => nextOption(form.getByLabel('Showroom'))],
      ['choose a rating', (form) => form.getByRole('group', { name: 'Overall rating' }).getByLabel('4', { exact: true }).check()],
      ['type a comment', (form) => form.getByLabel('Comments').pressSequentially('Quick')],
      ['Submit with errors', (form) => form.getByRole('button', { name: 'Submit' }).click()],
    ],
  },
}

const scenarios = positionals.length > 0 ? positionals : Object.keys(SCENARIOS)
for (const name of scenarios) if (!SCENARIOS[name]) throw new Error(`No scenario "${name}": ${Object.keys(SCENARIOS).join(', ')}`)

const api = values['mock-api'] ? await startMockApiServer({ port: Number(values['mock-api']) }) : undefined
const server = createStaticServer({ root: path.resolve(values.dist) })
await new Promise((resolve, reject) => {
  server.once('error', reject)
  server.listen(0, '127.0.0.1', resolve)
})
const base = `http://127.0.0.1:${server.address().port}`
const browser = await chromium.launch({
  executablePath: HEADLESS_CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})

/** Collects every interaction's latency (Event Timing, as web-vitals groups it) and web-vitals' INP. */
function observeInteractions() {
  const interactions = new Map()
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue
      interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration))
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  const measured = { interactions, inp: 0, target: '' }
  window.__interactions = measured
  addEventListener('DOMContentLoaded', () =>
    window.webVitals.onINP(
      (metric) => {
        measured.inp = metric.value
        measured.target = metric.attribution?.interactionTarget ?? ''
      },
      { reportAllChanges: true, durationThreshold: 16 },
    ),
  )
}

/** The interactions recorded since `seen` (their latencies), once the browser has reported them. */
async function latenciesAfter(page, seen) {
  // Event Timing entries arrive after the next paint: give the page two frames to report them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))))
  return page.evaluate((seenIds) => [...window.__interactions.interactions].filter(([id]) => !seenIds.includes(id)), seen)
}

let worstOverall = 0
try {
  for (const name of scenarios) {
    const scenario = SCENARIOS[name]
    /** step name → worst latency over the runs */
    const worstByStep = new Map()
    let worstInp = 0
    for (let run = 0; run < Number(values.runs); run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
      await context.addInitScript({ content: webVitals })
      await context.addInitScript(observeInteractions)
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) })
      await page.goto(new URL(scenario.page, base).href, { waitUntil: 'load' })
      const form = scenario.form(page)
      const formElement = await form.elementHandle({ timeout: 60_000 })
      // As a visitor scrolls to it: the contact page's form loads its code when it comes near (decision 047).
      await form.scrollIntoViewIfNeeded()
      await page.waitForFunction((element) => element?.closest('[data-island]')?.getAttribute('data-island') === 'hydrated', formElement, { timeout: 60_000 })
      const seen = []
      for (const [step, act] of scenario.steps) {
        await act(form)
        const latencies = await latenciesAfter(page, seen)
        seen.push(...latencies.map(([id]) => id))
        const worst = Math.max(0, ...latencies.map(([, duration]) => duration))
        worstByStep.set(step, Math.max(worstByStep.get(step) ?? 0, worst))
      }
      // With reportAllChanges, web-vitals reports INP each time it grows (not only when the page hides).
      const { inp, target } = await page.evaluate(() => ({ inp: window.__interactions.inp, target: window.__interactions.target }))
      worstInp = Math.max(worstInp, inp)
      if (inp > 0) console.log(`  ${name} run ${run + 1}: INP ${Math.round(inp)} ms (${target})`)
      await context.close()
    }
    console.log(`${scenario.page} (${name}), worst of ${values.runs} at ${values.cpu}x CPU: INP ${Math.round(worstInp)} ms`)
    for (const [step, latency] of worstByStep) {
      console.log(`  ${String(Math.round(latency)).padStart(4)} ms  ${step}`)
      worstOverall = Math.max(worstOverall, latency)
    }
    worstOverall = Math.max(worstOverall, worstInp)
  }
} finally {
  await browser.close()
  await new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)))
  await api?.close()
}
if (worstOverall > Number(values.max)) {
  console.error(`\nAn interaction took ${Math.round(worstOverall)} ms, over ${values.max} ms.`)
  process.exit(1)
}
