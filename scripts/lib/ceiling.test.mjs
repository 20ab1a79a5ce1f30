import { expect, it, vi } from 'vitest'
import { ceiling } from './ceiling.mjs'

it('scales a ceiling by TEST_CEILING_SCALE, and leaves it as written without one', () => {
  vi.stubEnv('TEST_CEILING_SCALE', '10')
  expect(ceiling(30_000)).toBe(300_000)
  vi.stubEnv('TEST_CEILING_SCALE', '')
  expect(ceiling(30_000)).toBe(30_000)
  vi.unstubAllEnvs()
})
