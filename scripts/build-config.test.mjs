// @vitest-environment node
// The configs load and build without warnings nobody acts on: test output stays short enough that
// a real warning is seen.
import { createLogger, loadConfigFromFile } from 'vite'
import { describe, expect, it } from 'vitest'
import { ceiling } from './lib/ceiling.mjs'

async function warningsLoading(configFile) {
  const logger = createLogger('warn')
  const warnings = []
  logger.warn = (message) => warnings.push(message)
  logger.warnOnce = (message) => warnings.push(message)
  await loadConfigFromFile({ command: 'build', mode: 'production' }, configFile, process.cwd(), 'warn', logger)
  return warnings
}

describe('build and test configs', () => {
  it.each(['vite.config.ts', 'vitest.config.ts'])('%s loads without warnings', async (configFile) => {
    expect(await warningsLoading(configFile)).toEqual([])
  }, ceiling(30_000))

  it("lets the development build's unminified chunks past Vite's 500 kB warning, and only that build", async () => {
    const { default: viteConfig } = await import('../vite.config.ts')
    const development = viteConfig({ command: 'build', mode: 'development' })
    const production = viteConfig({ command: 'build', mode: 'production' })
    expect(development.build?.chunkSizeWarningLimit).toBeGreaterThanOrEqual(2000)
    expect(production.build?.chunkSizeWarningLimit).toBeUndefined()
  }, ceiling(30_000))

  it("keeps Rolldown's load-dependent plugin-timing warning out of build output", async () => {
    const { default: viteConfig } = await import('../vite.config.ts')
    expect(viteConfig({ command: 'build', mode: 'production' }).build?.rolldownOptions?.checks?.bundlerTimings).toBe(false)
  }, ceiling(30_000))
})
