#!/usr/bin/env node
// `npm run test:e2e`: builds the three sites the e2e projects test and runs Playwright, on six
// consecutive ports it has checked are free (playwright.config.ts derives the others from E2E_PORT:
// +1 dev build, +2 mock API, +3 the site built against that API, +4 dist/ served by nginx, +5 dist/
// served by Cloudflare's runtime).
//
//   E2E_PORT unset  the first free block at or above 4173
//   E2E_PORT=N      exactly N..N+5; stops at once, naming the port, if one is taken
//
// Arguments go to `playwright test` (npm run test:e2e -- e2e/home.spec.ts). Playwright never reuses
// a server it did not start (reuseExistingServer: false), so a taken port can only fail loudly.
import { spawn } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { busyPorts, findFreePortBlock } from './lib/ports.mjs'

export const DEFAULT_E2E_PORT = 4173
export const E2E_PORT_ROLES = ['built site', 'development build', 'mock API', 'site built against the mock API', 'built site on nginx', "built site on Cloudflare's runtime"]

/** The first of the six ports the e2e run uses, from E2E_PORT or the first free block. */
export async function chooseE2ePort(env = process.env) {
  const count = E2E_PORT_ROLES.length
  if (env.E2E_PORT === undefined || env.E2E_PORT === '') return findFreePortBlock({ from: DEFAULT_E2E_PORT, count })
  const start = Number(env.E2E_PORT)
  if (!Number.isInteger(start) || start < 1 || start + count - 1 > 65535) {
    throw new Error(`E2E_PORT=${env.E2E_PORT} is not a port (the e2e run needs it and the ${count - 1} after it).`)
  }
  const busy = await busyPorts(start, count)
  if (busy.length > 0) {
    const port = /** @type {number} */ (busy[0])
    throw new Error(
      `Port ${port} (${E2E_PORT_ROLES[port - start]}, E2E_PORT+${port - start}) is already in use. ` +
        `E2E_PORT=${start} needs ${start}-${start + count - 1} free: set E2E_PORT to another block, or unset it to let the run find one.`,
    )
  }
  return start
}

/** A stage that ended badly: its name, and the exit status `npm test` passes on. */
export class StageFailed extends Error {
  constructor(stage, status, signal) {
    super(`${stage} failed${signal ? ` (${signal})` : ''}`)
    this.stage = stage
    this.status = status ?? 1
  }
}

/**
 * Runs one stage, its output as it comes (stdio 'inherit') or kept for later ('pipe'). `signal`
 * stops it as Ctrl-C would: Playwright then stops its workers and web servers.
 */
export function runStage({ stage, command, args, env = {} }, { output = 'inherit', signal } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, signal, killSignal: 'SIGINT' })
    let text = ''
    child.stdout?.on('data', (chunk) => (text += chunk))
    child.stderr?.on('data', (chunk) => (text += chunk))
    child.on('error', () => {}) // an abort: the close event follows with the signal
    child.on('close', (status, killed) => resolve({ stage, status, signal: killed, output: text }))
  })
}

async function run(stage, command, args, { env = {}, signal } = {}) {
  console.log(`\n▶ ${stage}`)
  const result = await runStage({ stage, command, args, env }, { signal })
  if (result.status !== 0) throw new StageFailed(stage, result.status, result.signal)
}

/**
 * Runs stages side by side, their output kept apart and printed in order once all have ended. None
 * reads what another writes; each takes the CPU the others leave while they wait (a server for its
 * first render, a bundler on one thread).
 */
async function runTogether(stages, { signal } = {}) {
  const results = await Promise.all(stages.map((stage) => runStage(stage, { output: 'pipe', signal })))
  for (const { stage, output } of results) process.stdout.write(`\n▶ ${stage}\n${output}`)
  const failed = results.find((result) => result.status !== 0)
  if (failed) throw new StageFailed(failed.stage, failed.status, failed.signal)
}

/**
 * The e2e stages: the builds (with the checks of dist/ that need no browser), Playwright, then the
 * first-visit budgets, which read CPU time and so wait for `quiet` (the static checks `npm test` runs
 * beside the others, scripts/test.mjs) to have ended. Throws StageFailed; `signal` stops the stage
 * under way.
 * @param {string[]} playwrightArgs
 * @param {{ quiet?: () => Promise<unknown>, signal?: AbortSignal }} [options]
 */
export async function runE2e(playwrightArgs, { quiet = async () => {}, signal } = {}) {
  const port = await chooseE2ePort()
  const apiPort = port + 2
  console.log(`e2e ports: ${E2E_PORT_ROLES.map((role, offset) => `${port + offset} ${role}`).join(', ')}`)

  const node = process.execPath
  await runTogether([
    { stage: 'dev server (simultaneous first requests)', command: node, args: ['scripts/check-dev-server.mjs'] },
    { stage: 'build dist/ (production, mocks on)', command: node, args: ['scripts/build.mjs', '--quiet'] },
  ], { signal })
  // The images are generated by now (with dist/), so the two builds share nothing they write; the
  // checks of dist/ that need no browser run beside them, served on the port Playwright takes later.
  await runTogether([
    { stage: 'dist/ without a browser (vitest: markup, metadata, structured data, languages)', command: node, args: ['node_modules/vitest/vitest.mjs', 'run', '--config', 'build-checks/vitest.config.ts'], env: { E2E_PORT: String(port) } },
    { stage: 'build dist-dev/ (development mode)', command: node, args: ['scripts/build.mjs', '--mode', 'development', '--quiet'] },
    // dist-api/ has the API's address built in, so it is built against the port Playwright will serve it on.
    { stage: `build dist-api/ (mocks off, against the mock API on ${apiPort})`, command: node, args: ['scripts/mock-api.mjs', '--build', 'dist-api', '--port', String(apiPort), '--quiet'] },
  ], { signal })

  const args = [...playwrightArgs]
  if (!args.some((arg) => arg.startsWith('--reporter'))) args.push(process.env.CI ? '--reporter=dot' : '--reporter=dot,html')
  await run('Playwright', node, ['node_modules/@playwright/test/cli.js', 'test', ...args], { env: { E2E_PORT: String(port), PLAYWRIGHT_HTML_OPEN: 'never' }, signal })

  await quiet()
  // Budgets hold for what visitors get: the production build, mocks off, against the mock API it
  // was built against (dist/ also carries the mock switch's code in its entry). Three pages at a time,
  // staggered: most of a visit is the wait for the network to be idle, and blocking time is from CPU time.
  await run('first-visit budgets (bytes until idle, blocking time from CPU time)', node, ['scripts/measure-visit.mjs', '--check', '--runs', '1', '--parallel', '3', '--dist', 'dist-api', '--mock-api', String(apiPort)], { signal })
}

/** Ends the process with a failed stage's status, or says what went wrong before any stage ran. */
export function exitWith(error) {
  if (error instanceof StageFailed) {
    console.error(`\n✖ ${error.message}`)
    process.exit(error.status)
  }
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runE2e(process.argv.slice(2)).catch(exitWith)
