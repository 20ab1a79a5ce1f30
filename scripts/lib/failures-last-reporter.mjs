// A Vitest reporter that names every failed test once more as the run's last lines, with its seed:
// CI keeps only the tail of a long log, and the dot reporter prints the failures above its summary.
/** @typedef {import('vitest/node').Reporter} Reporter */

/** @implements {Reporter} */
export default class FailuresLastReporter {
  /** @param {import('vitest/node').Vitest} vitest */
  onInit(vitest) {
    this.seed = vitest.config.sequence.seed
  }

  /** @type {Reporter['onTestRunEnd']} */
  onTestRunEnd(testModules, unhandledErrors) {
    const lines = []
    for (const testModule of testModules) {
      for (const testCase of testModule.children.allTests('failed')) {
        const error = testCase.result().errors?.[0]
        const message = (error?.message ?? '').split('\n')[0]?.slice(0, 300)
        lines.push(`✖ ${testModule.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName}: ${message}`)
      }
      if (testModule.state() === 'failed' && lines.length === 0) lines.push(`✖ ${testModule.moduleId}: the file failed to run`)
    }
    for (const error of unhandledErrors) lines.push(`✖ unhandled: ${String(error.message).split('\n')[0]}`)
    if (lines.length === 0) return
    const order = this.seed === undefined ? '' : ` (shuffled with seed ${this.seed}: repeat with --sequence.seed=${this.seed})`
    console.log(`\nFailed${order}:`)
    for (const line of lines) console.log(line)
  }
}
