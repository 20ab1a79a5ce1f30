// @vitest-environment node
import { afterEach, expect, it } from 'vitest'
import type { ConfigEnv, UserConfig } from 'vite'
import viteConfig from '../../vite.config'

// The build's own configuration (vite.config.ts) refuses a production build with the sample contact
// data of ./site.ts unless it is a demonstration (VITE_DEMO_CONTENT=on): the check is wired, not only written.
const build = () => (viteConfig as (env: ConfigEnv) => UserConfig)({ mode: 'production', command: 'build' })
const saved = { mocking: process.env.VITE_API_MOCKING, demo: process.env.VITE_DEMO_CONTENT }

afterEach(() => {
  for (const [name, value] of [
    ['VITE_API_MOCKING', saved.mocking],
    ['VITE_DEMO_CONTENT', saved.demo],
  ] as const) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

it('fails a production build with the mocks off and the sample contact data', () => {
  process.env.VITE_API_MOCKING = 'off'
  delete process.env.VITE_DEMO_CONTENT
  expect(build).toThrow(/SAMPLE contact data[\s\S]*VITE_DEMO_CONTENT=on/)
})

it('builds a demonstration, and a build with the mocks on', () => {
  process.env.VITE_API_MOCKING = 'off'
  process.env.VITE_DEMO_CONTENT = 'on'
  expect(build().define?.__APP_ENV__).toContain('"VITE_DEMO_CONTENT":"on"')
  process.env.VITE_API_MOCKING = 'on'
  delete process.env.VITE_DEMO_CONTENT
  expect(build).not.toThrow()
})
