import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { server } from '@mocks/node'
import { provideBundles } from '@/lib/i18n'
import { ceiling } from '../../scripts/lib/ceiling.mjs'

// English in every i18n instance from the start (the site loads it per page: src/lib/i18n.ts), so a
// render needs no wait; other languages load on demand as on the site.
const english = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en-US/*.json', { eager: true })
provideBundles('en-US', Object.fromEntries(Object.entries(english).map(([path, module]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), module.default])))

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
// findBy and waitFor end as soon as what they wait for is there; their 1 s default ceiling is lost on
// a busy machine (a server answer through msw, a route change), so the ceiling is the test's own.
configure({ asyncUtilTimeout: ceiling(25_000) })

failOnConsole('error')
failOnConsole('warn')

// Test files share a worker and its document (vitest.config.ts: isolate off, ~5x faster): each file
// starts with no cookies and empty storage, whatever the file before it left.
function clearBrowserStorage() {
  if (typeof document === 'undefined') return // a file in the node environment
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
  localStorage.clear()
  sessionStorage.clear()
}

beforeAll(() => {
  clearBrowserStorage()
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => {
  server.resetHandlers()
  cleanup()
  vi.useRealTimers()
  forgetSentForms()
})

// The booking forms share the keys of what they sent with the browser's other tabs (localStorage,
// lib/idempotency.ts): a booking of one test would be another tab's for the next. Each test starts
// as a browser that has sent nothing.
function forgetSentForms() {
  if (typeof localStorage === 'undefined') return
  for (const key of Object.keys(localStorage)) if (key.startsWith('form:')) localStorage.removeItem(key)
}
afterAll(() => server.close())
