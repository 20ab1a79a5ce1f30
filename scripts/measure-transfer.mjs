#!/usr/bin/env node
// Bytes a first visit downloads: each page in a fresh browser context (empty cache, no service
// worker yet) at a phone viewport, summing the encoded (on-the-wire) size of every response until
// the network has been idle for a while, so images, lazily loaded code and idle-time chunks count.
//
//   node scripts/measure-transfer.mjs [--dist dist | --base http://127.0.0.1:4173] [--width 412]
//        [--height 915] [--dpr 1.75] [--idle 1500] [--budget 600] [path-or-url ...]
//
// Uses Playwright with Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium; scripts/chromium.sh).
import { chromium } from '@playwright/test'
import { kb, measureTargets } from './lib/measure-target.mjs'
import { HEADLESS_CHROMIUM } from './lib/chromium.mjs'

const USAGE = `Usage: node scripts/measure-transfer.mjs [--dist DIR | --base URL] [options] [path-or-url ...]

  --dist    serve this built site on a free port (otherwise --base, default http://127.0.0.1:4173)
  --width   viewport width in CSS px (default 412)
  --height  viewport height in CSS px (default 915)
  --dpr     device pixel ratio (default 1.75, Lighthouse's mobile device)
  --idle    ms without a request that count as "network idle" (default 1500)
  --budget  KB; exit 1 when a page transfers more
  --list    print every response, largest first
  --save-data  as a browser with the Save-Data signal on (header and navigator.connection.saveData)
`

const { urls, values, close } = await measureTargets(
  process.argv.slice(2),
  {
    width: { type: 'string', default: '412' },
    height: { type: 'string', default: '915' },
    dpr: { type: 'string', default: '1.75' },
    idle: { type: 'string', default: '1500' },
    budget: { type: 'string' },
    list: { type: 'boolean', default: false },
    'save-data': { type: 'boolean', default: false },
  },
  USAGE,
)

const browser = await chromium.launch({
  executablePath: HEADLESS_CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})

/** Chromium has no switch for the Save-Data signal: give the page a connection that reports it. */
function emulateSaveData() {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '3g' }) })
}

/** Resolves once no request has been in flight for `idleMs` (after the load event). */
function networkIdle(page, idleMs) {
  let inFlight = 0
  let timer
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer)
      if (inFlight === 0) timer = setTimeout(resolve, idleMs)
    }
    page.on('request', () => {
      inFlight += 1
      clearTimeout(timer)
    })
    const done = () => {
      inFlight = Math.max(0, inFlight - 1)
      settle()
    }
    page.on('requestfinished', done)
    page.on('requestfailed', done)
    page.once('load', settle)
  })
}

let failed = false
try {
  for (const url of urls) {
    const context = await browser.newContext({
      viewport: { width: Number(values.width), height: Number(values.height) },
      deviceScaleFactor: Number(values.dpr),
      isMobile: true,
      hasTouch: true,
      ...(values['save-data'] ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}),
    })
    if (values['save-data']) await context.addInitScript(emulateSaveData)
    const page = await context.newPage()
    const responses = []
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes().catch(() => null)
      const response = await request.response().catch(() => null)
      if (!sizes) return
      responses.push({ url: request.url(), type: request.resourceType(), status: response?.status() ?? 0, body: sizes.responseBodySize, headers: sizes.responseHeadersSize })
    })
    const idle = networkIdle(page, Number(values.idle))
    await page.goto(url, { waitUntil: 'load' })
    await idle
    await context.close()

    const byType = new Map()
    let total = 0
    for (const response of responses) {
      const bytes = response.body + response.headers
      total += bytes
      byType.set(response.type, (byType.get(response.type) ?? 0) + bytes)
    }
    const over = values.budget && total / 1024 > Number(values.budget)
    if (over) failed = true
    console.log(`\n${url}  (${values.width}x${values.height} @${values.dpr}x, fresh context${values['save-data'] ? ', Save-Data' : ''})`)
    console.log(`  requests: ${responses.length}   transferred: ${kb(total)}${values.budget ? `   budget: ${values.budget} KB${over ? ' OVER' : ''}` : ''}`)
    for (const [type, bytes] of [...byType].sort((a, b) => b[1] - a[1])) console.log(`  ${type.padEnd(12)} ${kb(bytes).padStart(10)}`)
    if (values.list) {
      for (const response of responses.sort((a, b) => b.body - a.body)) {
        console.log(`    ${kb(response.body + response.headers).padStart(10)}  ${response.status}  ${response.type.padEnd(10)} ${response.url.replace(/^https?:\/\/[^/]+/, '')}`)
      }
    }
  }
} finally {
  await browser.close()
  await close()
}
if (failed) process.exit(1)
