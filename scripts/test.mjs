#!/usr/bin/env node
// `npm test`: every check. The static checks (`npm run test:static`: typecheck, lint, unit tests, the
// API checks) run beside the e2e stages (scripts/test-e2e.mjs) at a lower priority: they take the
// CPU the builds and Playwright leave idle while a test waits for a page, a server or a timer, and
// little of theirs. Their output is kept and printed when they end. The first-visit budgets, which
// read CPU time, wait for them; a static failure stops the e2e stages at once (decision 052).
//
// Arguments go to Playwright, as with `npm run test:e2e` (npm test -- e2e/home.spec.ts).
import { exitWith, runE2e, runStage, StageFailed } from './test-e2e.mjs'

/** How much less than the e2e stages the static checks may claim of a busy CPU (nice(1): 0 to 19). */
const STATIC_NICENESS = 10
/**
 * Their ceilings (scripts/lib/ceiling.mjs), which are there to catch a hang: at niceness 10 beside
 * the e2e stages and two other busy processes, a check got ≈ 1/25 of a core, and a 120 s ceiling
 * was met by a check that takes 10 s alone.
 */
const STATIC_CEILING_SCALE = 10

const STATIC_STAGE = 'static checks (typecheck, lint, unit tests, API checks)'
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm']
const started = Date.now()
const stopE2e = new AbortController()

const staticChecks = runStage(
  {
    stage: 'static checks',
    command: 'nice',
    args: ['-n', String(STATIC_NICENESS), ...npm, 'run', '--silent', 'test:static'],
    env: { TEST_CEILING_SCALE: String(STATIC_CEILING_SCALE) },
  },
  { output: 'pipe' },
).then(({ status, signal, output }) => {
  const seconds = Math.round((Date.now() - started) / 1000)
  if (status === 0) {
    console.log(`\n✔ ${STATIC_STAGE} passed in ${seconds} s; their output follows the e2e stages'`)
    return { output }
  }
  process.stdout.write(`\n▶ ${STATIC_STAGE}\n${output}`)
  console.error(`\n✖ static checks failed after ${seconds} s: the e2e stages stop`)
  stopE2e.abort()
  return { failure: new StageFailed('static checks', status, signal) }
})

try {
  await runE2e(process.argv.slice(2), { quiet: () => staticChecks, signal: stopE2e.signal })
} catch (error) {
  const { failure } = await staticChecks
  exitWith(failure ?? error)
}
const { output, failure } = await staticChecks
if (failure) exitWith(failure)
process.stdout.write(`\n▶ ${STATIC_STAGE}\n${output}`)
console.log(`\n✔ every check passed in ${Math.round((Date.now() - started) / 1000)} s`)
