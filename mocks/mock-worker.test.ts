import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// public/mockServiceWorker.js is msw's worker with one change: it does not unregister itself when
// its last page goes (a page opened next would start uncontrolled and msw would reload it). After
// an msw upgrade, copy the new worker (`npx msw init public`) and remove the same lines again.
const SELF_UNREGISTER = /\n {6}\/\/ Unregister itself when there are no more clients\n {6}if \(remainingClients\.length === 0\) \{\n {8}self\.registration\.unregister\(\)\n {6}\}\n/

const upstream = readFileSync('node_modules/msw/lib/mockServiceWorker.js', 'utf8')
const ours = readFileSync('public/mockServiceWorker.js', 'utf8')

describe('the mock service worker', () => {
  it('is the installed msw version’s worker, but for the self-unregistering', () => {
    expect(upstream, 'msw’s worker still unregisters itself as this patch expects').toMatch(SELF_UNREGISTER)
    const [before = '', after = ''] = upstream.split(SELF_UNREGISTER)
    expect(ours.startsWith(before), 'everything before the patched lines is msw’s').toBe(true)
    expect(ours.endsWith(after), 'everything after the patched lines is msw’s').toBe(true)
    expect(ours).not.toMatch(/registration\.unregister\(\)/)
  })
})
