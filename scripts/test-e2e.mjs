#!/usr/bin/env node
// `npm run test:e2e`: builds the three sites the e2e projects test and runs Playwright, on four
// consecutive ports it has checked are free (playwright.config.ts derives the other three from
// E2E_PORT: +1 dev build, +2 mock API, +3 the site built against that API).
//
//   E2E_PORT unset  the first free block at or above 4173
//   E2E_PORT=N      exactly N..N+3; stops at once, naming the port, if one is taken
//
// Arguments go to `playwright test` (npm run test:e2e -- e2e/home.spec.ts). Playwright never reuses
// a server it did not start (reuseExistingServer: false), so a taken port can only fail loudly.
import { spawnSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { busyPorts, findFreePortBlock } from './lib/ports.mjs'

export const DEFAULT_E2E_PORT = 4173
export const E2E_PORT_ROLES = ['built site', 'development build', 'mock API', 'site built against the mock API']

/** The first of the four ports the e2e run uses, from E2E_PORT or the first free block. */
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

function run(stage, command, args, env = {}) {
  console.log(`\n▶ ${stage}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n✖ ${stage} failed${result.signal ? ` (${result.signal})` : ''}`)
    process.exit(result.status ?? 1)
  }
}

async function main() {
  let port
  try {
    port = await chooseE2ePort()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  const apiPort = port + 2
  console.log(`e2e ports: ${E2E_PORT_ROLES.map((role, offset) => `${port + offset} ${role}`).join(', ')}`)

  const node = process.execPath
  run('dev server (simultaneous first requests)', node, ['scripts/check-dev-server.mjs'])
  run('build dist/ (production, mocks on)', node, ['scripts/build.mjs', '--quiet'])
  run('first-load JS budgets', node, ['scripts/measure-bundles.mjs', '--check'])
  run('build dist-dev/ (development mode)', node, ['scripts/build.mjs', '--mode', 'development', '--quiet'])
  // dist-api/ has the API's address built in, so it is built against the port Playwright will serve it on.
  run(`build dist-api/ (mocks off, against the mock API on ${apiPort})`, node, ['scripts/mock-api.mjs', '--build', 'dist-api', '--port', String(apiPort), '--quiet'])

  const playwrightArgs = process.argv.slice(2)
  if (!playwrightArgs.some((arg) => arg.startsWith('--reporter'))) {
    playwrightArgs.push(process.env.CI ? '--reporter=dot' : '--reporter=dot,html')
  }
  run('Playwright', node, ['node_modules/@playwright/test/cli.js', 'test', ...playwrightArgs], {
    E2E_PORT: String(port),
    PLAYWRIGHT_HTML_OPEN: 'never',
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
