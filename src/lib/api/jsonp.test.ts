import nodeConsole from 'node:console'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { delay, http, HttpResponse } from 'msw'
import { QueryClient } from '@tanstack/react-query'
import { server } from '@mocks/node'
import { isLoadingFlagOn } from '@/lib/loading-flags'
import { ApiError } from './api-error'
import { JSONP_DEFAULT_TIMEOUT_MS, loadJsonp } from './jsonp'
import { request } from './request'
import { serviceUrl } from './service-url'
import { expectWarnings, installTestHooks } from './test-helpers'

type HappyDomSettings = { enableJavaScriptEvaluation: boolean; suppressInsecureJavaScriptEnvironmentWarning: boolean }
const happyDomSettings = (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM.settings
const originalSettings = { ...happyDomSettings }

// happy-dom only fetches (through msw) and runs a script tag when JavaScript evaluation is on.
beforeAll(() => {
  happyDomSettings.enableJavaScriptEvaluation = true
  happyDomSettings.suppressInsecureJavaScriptEnvironmentWarning = true
})
afterAll(() => Object.assign(happyDomSettings, originalSettings))

const scriptUrl = serviceUrl('site', '/api/jsonp/')
const globalScope = window as unknown as Record<string, unknown>

function jsonpGlobals(): string[] {
  return Object.keys(globalScope).filter((key) => key.startsWith('__jsonp_'))
}

function jsonpScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll('script')].filter((script) => script.src.startsWith(scriptUrl))
}

/** Serves `callback(<body>)`, after `delayMs` if given, and records the query each script was requested with. */
function serveJsonp(body: unknown, delayMs = 0) {
  const queries: URLSearchParams[] = []
  server.use(
    http.get(scriptUrl, async ({ request }) => {
      const query = new URL(request.url).searchParams
      queries.push(query)
      if (delayMs > 0) await delay(delayMs)
      return new HttpResponse(`${query.get('callback')}(${JSON.stringify(body)})`, {
        headers: { 'content-type': 'application/javascript' },
      })
    }),
  )
  return queries
}

beforeEach(() => {
  installTestHooks()
})

describe('loadJsonp', () => {
  it("resolves with what the script passes to the function named in 'callback'", async () => {
    const queries = serveJsonp({ code: 200, message: '', data: [1, 2] })
    await expect(loadJsonp({ url: `${scriptUrl}?city=Kano` })).resolves.toEqual({ code: 200, message: '', data: [1, 2] })
    expect(queries[0]?.get('city')).toBe('Kano')
    expect(queries[0]?.get('callback')).toMatch(/^__jsonp_\w+$/)
  })

  it('removes the global callback and the script tag after success', async () => {
    serveJsonp({ code: 200, message: '', data: null })
    await loadJsonp({ url: scriptUrl })
    expect(jsonpGlobals()).toEqual([])
    expect(jsonpScripts()).toEqual([])
  })

  it('uses a different callback for concurrent requests', async () => {
    const queries = serveJsonp({ code: 200, message: '', data: null })
    await Promise.all([loadJsonp({ url: scriptUrl }), loadJsonp({ url: scriptUrl })])
    expect(queries[0]?.get('callback')).not.toBe(queries[1]?.get('callback'))
  })

  it('times out after 5000 ms by default and cleans up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const lateBy = 100
    serveJsonp({ code: 200, message: '', data: 'late' }, JSONP_DEFAULT_TIMEOUT_MS + lateBy)
    const pending = loadJsonp({ url: scriptUrl }).catch((error: unknown) => error)

    await vi.advanceTimersByTimeAsync(JSONP_DEFAULT_TIMEOUT_MS - 1)
    expect(jsonpGlobals()).toHaveLength(1)
    expect(jsonpScripts()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)

    const error = await pending
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'timeout', message: 'Request timed out after 5000 ms' })
    expect(jsonpScripts()).toEqual([])

    // The late script calls a harmless no-op, which then removes itself.
    await vi.advanceTimersByTimeAsync(lateBy)
    vi.useRealTimers()
    await vi.waitFor(() => expect(jsonpGlobals()).toEqual([]), { timeout: 25_000 })
  })

  it("rejects with 'Network Error' when the script fails to load, and cleans up", async () => {
    // happy-dom reports the failed load, as a browser's devtools would, on the console it was
    // created with (Node's own, which the strict console of src/test/setup.ts does not cover).
    const pageConsoleError = vi.spyOn(nodeConsole, 'error').mockImplementation(() => {})
    server.use(http.get(scriptUrl, () => HttpResponse.error()))
    await expect(loadJsonp({ url: scriptUrl })).rejects.toMatchObject({ kind: 'network', message: 'Network Error' })
    expect(jsonpGlobals()).toEqual([])
    expect(jsonpScripts()).toEqual([])
    expect(pageConsoleError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining(`URL "${scriptUrl}`) }))
  })

  it('rejects a script that loads without calling back', async () => {
    server.use(http.get(scriptUrl, () => new HttpResponse('void 0', { headers: { 'content-type': 'application/javascript' } })))
    await expect(loadJsonp({ url: scriptUrl })).rejects.toMatchObject({ kind: 'http' })
    expect(jsonpGlobals()).toEqual([])
  })

  it('rejects as aborted when the caller aborts, and cleans up', async () => {
    serveJsonp({ code: 200, message: '', data: 'late' }, 20)
    const controller = new AbortController()
    const pending = loadJsonp({ url: scriptUrl, signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' })
    expect(jsonpScripts()).toEqual([])
    await vi.waitFor(() => expect(jsonpGlobals()).toEqual([]), { timeout: 25_000 })
  })

  it('does not start when the signal is already aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(loadJsonp({ url: scriptUrl, signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' })
    expect(jsonpScripts()).toEqual([])
  })
})

describe("request with method 'jsonp'", () => {
  it('puts the payload in the query string and unwraps the envelope', async () => {
    const queries = serveJsonp({ code: 200, message: '', data: { open: true } })
    const data = await request({ service: 'site', method: 'jsonp', path: '/api/jsonp/', payload: { showroom: 'kano' } })
    expect(data).toEqual({ open: true })
    expect(queries[0]?.get('showroom')).toBe('kano')
  })

  it('raises an envelope error like any other call', async () => {
    const warn = expectWarnings()
    serveJsonp({ code: 404, message: 'Unknown showroom', data: null })
    await expect(request({ service: 'site', method: 'jsonp', path: '/api/jsonp/' })).rejects.toMatchObject({
      kind: 'envelope',
      code: 404,
      message: 'Unknown showroom',
    })
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it("is a transport a query can use: the query's loading flag clears on timeout, with a toast, and no global is left", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const hooks = installTestHooks()
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    serveJsonp({ code: 200, message: '', data: 'late' }, JSONP_DEFAULT_TIMEOUT_MS + 100)
    const pending = queryClient
      .fetchQuery({
        queryKey: ['jsonp'],
        queryFn: ({ signal }) => request({ service: 'site', method: 'jsonp', path: '/api/jsonp/', signal }),
        meta: { loadingFlag: 'loadingTable' },
      })
      .catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    expect(isLoadingFlagOn(queryClient, 'loadingTable')).toBe(true)
    await vi.advanceTimersByTimeAsync(JSONP_DEFAULT_TIMEOUT_MS)
    expect(await pending).toMatchObject({ kind: 'timeout' })
    expect(isLoadingFlagOn(queryClient, 'loadingTable')).toBe(false)
    expect(hooks.onToast).toHaveBeenCalledWith('error', 'Request timed out after 5000 ms')

    await vi.advanceTimersByTimeAsync(100)
    vi.useRealTimers()
    await vi.waitFor(() => expect(jsonpGlobals()).toEqual([]), { timeout: 25_000 })
  })
})
