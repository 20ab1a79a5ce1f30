#!/usr/bin/env node
// Starts `npm run dev` (scripts/dev-server.mjs) on a free port and fires simultaneous first requests
// at it: every one must answer 200 (the mocks once started twice and one request got a 500). A
// stage of `npm run test:e2e`, not a unit test: the first server render transforms the whole app,
// which takes seconds on a quiet machine and minutes beside the parallel unit suite.
//
//   node scripts/check-dev-server.mjs
import { spawn } from 'node:child_process'
import { once } from 'node:events'

const PATHS = ['/', '/models/tiggo-9/', '/about/', '/test-drive/']
const START_TIMEOUT_MS = 180_000

const devServer = spawn(process.execPath, ['scripts/dev-server.mjs'], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] })
let output = ''
devServer.stdout.on('data', (chunk) => (output += chunk))
devServer.stderr.on('data', (chunk) => (output += chunk))

async function main() {
  const deadline = Date.now() + START_TIMEOUT_MS
  let origin
  while (!(origin = /at (http:\/\/[\d.]+:\d+)\//.exec(output)?.[1])) {
    if (devServer.exitCode !== null || Date.now() > deadline) throw new Error(`the dev server did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const responses = await Promise.all(PATHS.map((path) => fetch(origin + path, { signal: AbortSignal.timeout(START_TIMEOUT_MS) })))
  const failed = PATHS.filter((_, index) => responses[index]?.status !== 200)
  if (failed.length > 0) {
    const details = await Promise.all(failed.map(async (path) => `${path}: ${responses[PATHS.indexOf(path)]?.status} ${(await responses[PATHS.indexOf(path)]?.text())?.slice(0, 300)}`))
    throw new Error(`simultaneous first requests to the dev server failed:\n${details.join('\n')}`)
  }
  console.log(`dev server: ${PATHS.length} simultaneous first requests answered 200`)
}

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  devServer.kill('SIGTERM')
  await once(devServer, 'exit')
}
