import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { cleanup } from '@testing-library/react'
import { server } from '@mocks/node'

// Strict console: an unexpected error or warning fails the test that caused it.
// A test that expects one spies on console itself (vi.spyOn(console, 'warn').mockImplementation(...)).
const failOnConsole = (method: 'error' | 'warn') => {
  const original = console[method]
  beforeAll(() => {
    console[method] = (...args: unknown[]) => {
      original(...args)
      throw new Error(`Unexpected console.${method}: ${args.map(String).join(' ')}`)
    }
  })
  afterAll(() => {
    console[method] = original
  })
}
failOnConsole('error')
failOnConsole('warn')

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  cleanup()
  vi.useRealTimers()
})
afterAll(() => server.close())
