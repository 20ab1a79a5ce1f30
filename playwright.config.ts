import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { HEADLESS_CHROMIUM as FULL_CHROMIUM } from './scripts/lib/chromium.mjs'

// Debian's Chromium headless shell: Chromium's own headless browser (the same Blink, V8 and network
// stack) without the full browser's windows and interface, which cost a fifth of the suite's CPU
// (decision 051). E2E_CHROMIUM_PATH runs the suite on another build, e.g. scripts/chromium.sh for the
// full Chromium that Lighthouse and the first-visit budgets use.
const chromiumPath = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
const fullChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
for (const [binary, variable, pkg] of [[chromiumPath, 'E2E_CHROMIUM_PATH', 'chromium-headless-shell'], [fullChromiumPath, 'CHROMIUM_PATH', 'chromium']] as const) {
  if (!existsSync(binary)) {
    throw new Error(
      `No Chromium at ${binary}. Install Debian's ${pkg} (apt-get update && apt-get install -y ${pkg}) ` +
        `or set ${variable} to a Chromium binary. Playwright does not download browsers in this project.`,
    )
  }
}

// The GPU process's work (software compositing and screenshots, --disable-gpu) as a thread of the
// browser process: the same frames without a process between them, ≈ 7 % less of the suite's CPU
// (decision 053).
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--in-process-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']
// A test's pages live for seconds: V8's optimizing compilers (Maglev, TurboFan) would compile their
// hot functions on the renderer's threads for nothing a test checks. The interpreter and the baseline
// compiler only, ≈ 10 % less renderer CPU (decision 056); not for the timing budgets, which measure
// the engine visitors have.
const FUNCTIONAL_ARGS = [...CHROMIUM_ARGS, '--js-flags=--max-opt=1']

const port = Number(process.env.E2E_PORT ?? 4173)
const devPort = port + 1
// The mock API as an HTTP server, and the site built against it with the mocks off (scripts/mock-api.mjs).
const apiPort = port + 2
const apiSitePort = port + 3
// The dist/ build served by real nginx, configured from the same header rules (scripts/nginx.mjs).
const nginxPort = port + 4
// The dist/ build served by Cloudflare's runtime (workerd, through `wrangler pages dev`) with its _headers.
const cloudflarePort = port + 5
// Which builds to serve: `npm run test:e2e` builds dist/ (production), dist-dev/ (development mode)
// and dist-api/ (production against the API on apiPort).
const distDir = process.env.E2E_DIST ?? 'dist'
const devDistDir = process.env.E2E_DEV_DIST ?? 'dist-dev'
const apiDistDir = process.env.E2E_API_DIST ?? 'dist-api'

/**
 * A server the projects need, started before the tests. Never one already listening: that may be
 * another project's or an old build (`npm run test:e2e` picks free ports, scripts/test-e2e.mjs).
 * Playwright starts the servers one after another and polls each `url` at growing intervals (up to
 * a second); `ready`, the line a server prints once it listens, ends the wait as soon as it is printed.
 */
function server(command: string, url: string, { env, ready }: { env?: Record<string, string>; ready?: RegExp } = {}) {
  return { command, url, env, ...(ready ? { wait: { stdout: ready } } : {}), reuseExistingServer: false, timeout: 120_000 } // wrangler and the mock API start slowly on a busy machine
}

/**
 * A built site served as Cloudflare Pages serves it: the pinned wrangler's workerd, offline (no
 * telemetry, no update check, no fetch of Cloudflare's request metadata), its state in the ignored
 * .wrangler/. The compatibility date is one the pinned workerd supports (a newer one stops it).
 * Its output, an error line for each crafted address the serving spec sends, goes to .wrangler/logs/.
 */
function serveOnCloudflare(dir: string, onPort: number) {
  const command = `node node_modules/wrangler/bin/wrangler.js pages dev ${dir} --ip 127.0.0.1 --port ${onPort} --compatibility-date 2026-04-26`
  const env = { WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_LOG_PATH: '.wrangler/logs' }
  return { ...server(command, `http://127.0.0.1:${onPort}/`, { env, ready: /Ready on http/ }), stderr: 'ignore' as const }
}

/** A built site served by the project's own static server, as the CDN would. */
function serveBuild(dir: string, onPort: number) {
  return server(`node scripts/serve.mjs --dir ${dir} --port ${onPort}`, `http://127.0.0.1:${onPort}/`, { ready: /^Serving .* at http/m })
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three workers on the 2-core machine (CI's too): a test leaves the cores idle while it waits (for
  // the network to be idle, a timer, a server), and a third fills those gaps (decision 050).
  // E2E_WORKERS=1 runs one test at a time, e.g. to rule out a race between tests.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Timeouts catch hangs, not slowness (the budget project measures speed): a shared CI machine ran
  // this suite 2.5x slower than usual, and waits for a submission or a client navigation passed 7 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Visitors who have already accepted analytics: the consent banner (e2e/consent.spec.ts starts
    // without this cookie) would otherwise sit over the bottom of every page other specs use.
    // Visitors who asked for less motion: a page without transitions and autoplay costs the browser
    // less (−7 % of the suite's CPU, docs/measurements.md). The specs about motion (the home banner and
    // carousels, the header's fold, the reveal on scroll) set 'no-preference' for their tests.
    reducedMotion: 'reduce',
    storageState: { cookies: [{ name: 'analytics_consent', value: 'granted', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
    // Recording a trace of every test (kept only on failure) cost a third of the suite's time and half
    // its CPU; to see a failure, run it again with `--trace retain-on-failure`.
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: FUNCTIONAL_ARGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /(dev|api)-build\.spec\.ts/, grepInvert: /budget:/ },
    {
      // Where the headless shell and the full browser once differed (a tap's pointer events, decision
      // 051), the tests tagged @full-browser run in the full Chromium too.
      name: 'full-browser',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: FULL_CHROMIUM, args: FUNCTIONAL_ARGS } },
      grep: /@full-browser/,
    },
    {
      name: 'dev-build',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${devPort}` },
      testMatch: /dev-build\.spec\.ts/,
    },
    {
      // Timing budgets on a throttled CPU, on the engine visitors have, queued before the production
      // build's tests and the short serving checks, which fill the end of the run (decision 058).
      name: 'budget',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS } },
      grep: /budget:/,
    },
    {
      name: 'api-build',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${apiSitePort}` },
      testMatch: /api-build\.spec\.ts/,
    },
    {
      // What `npm start` serves, e2e/serving.spec.ts checks in the chromium project; here the same
      // checks run against nginx with the configuration docs/deploy.md gives, the locale redirect on.
      name: 'nginx',
      use: { baseURL: `http://127.0.0.1:${nginxPort}` },
      testMatch: /serving\.spec\.ts/,
    },
    {
      // The same checks against Cloudflare's runtime, which reads dist/_headers itself; where Cloudflare
      // Pages answers differently by design, the spec asserts its answer (docs/deploy.md).
      name: 'cloudflare',
      use: { baseURL: `http://127.0.0.1:${cloudflarePort}` },
      testMatch: /serving\.spec\.ts/,
    },
  ],
  webServer: [
    serveBuild(distDir, port),
    serveBuild(devDistDir, devPort),
    server(`node scripts/mock-api.mjs --port ${apiPort}`, `http://127.0.0.1:${apiPort}/api/test/`, { ready: /^Mock API at http/m }),
    serveBuild(apiDistDir, apiSitePort),
    server(`node scripts/nginx.mjs --dir ${distDir} --port ${nginxPort} --locale-redirect`, `http://127.0.0.1:${nginxPort}/`),
    serveOnCloudflare(distDir, cloudflarePort),
  ],
})
