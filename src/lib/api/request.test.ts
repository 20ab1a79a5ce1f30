import { beforeEach, describe, expect, it, vi } from 'vitest'
import { delay, http, HttpResponse, type JsonBodyType } from 'msw'
import { z } from 'zod'
import { server } from '@mocks/node'
import { env } from '@/config/env'
import { ApiError } from './api-error'
import { configureApiClient } from './client-hooks'
import { request, type RequestConfig } from './request'
import { serviceUrl } from './service-url'
import { expectWarnings, installTestHooks } from './test-helpers'

const siteUrl = (path: string) => serviceUrl('site', path)
const passportUrl = (path: string) => serviceUrl('passport', path)

function answer(path: string, body: JsonBodyType, init?: ResponseInit) {
  server.use(http.all(siteUrl(path), () => HttpResponse.json(body, init)))
}

function get<TData = unknown>(path: string, extra: Partial<RequestConfig<TData>> = {}) {
  return request<TData>({ service: 'site', method: 'get', path, ...extra })
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

let hooks: ReturnType<typeof installTestHooks>

beforeEach(() => {
  hooks = installTestHooks()
})

describe('envelope', () => {
  it('resolves with data when the code is 200', async () => {
    answer('/api/t/', { code: 200, message: 'success', data: { answer: 42 } })
    await expect(get('/api/t/')).resolves.toEqual({ answer: 42 })
  })

  it('warns once and rejects with the server message, code and field errors for another code', async () => {
    const warn = expectWarnings()
    answer('/api/t/', { code: 400, message: 'Please input "Email"', data: { errors: { email: 'Please input "Email"', bad: 3 } } })

    const error = await failureOf(get('/api/t/'))

    expect(error).toMatchObject({
      kind: 'envelope',
      message: 'Please input "Email"',
      code: 400,
      status: 200,
      fieldErrors: { email: 'Please input "Email"' },
    })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('failed with code 400')
  })

  it('has no field errors when the envelope data carries none', async () => {
    expectWarnings()
    answer('/api/t/', { code: 401, message: 'Sign in first', data: null })
    const error = await failureOf(get('/api/t/'))
    expect(error.fieldErrors).toBeUndefined()
    expect(error.message).toBe('Sign in first')
  })

  it('uses a generic message when the envelope has none', async () => {
    expectWarnings()
    answer('/api/t/', { code: 500, message: '', data: null })
    expect((await failureOf(get('/api/t/'))).message).toBe('Request failed with code 500')
  })

  it('rejects a 2xx answer that is not an envelope', async () => {
    const warn = expectWarnings()
    answer('/api/t/', { hello: 'world' })
    const error = await failureOf(get('/api/t/'))
    expect(error).toMatchObject({ kind: 'http', status: 200, message: 'Unexpected response from server' })
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('rejects a 2xx answer that is not JSON', async () => {
    server.use(http.get(siteUrl('/api/t/'), () => HttpResponse.text('<html>')))
    expect(await failureOf(get('/api/t/'))).toMatchObject({ kind: 'http', message: 'Unexpected response from server' })
  })

  it('validates and transforms data with the response schema', async () => {
    answer('/api/t/', { code: 200, message: '', data: { count: '3' } })
    const schema = z.object({ count: z.coerce.number() })
    await expect(get('/api/t/', { responseSchema: schema })).resolves.toEqual({ count: 3 })
  })

  it('rejects data that does not match the response schema', async () => {
    const warn = expectWarnings()
    answer('/api/t/', { code: 200, message: '', data: { count: 'many' } })
    const error = await failureOf(get('/api/t/', { responseSchema: z.object({ count: z.number() }) }))
    expect(error).toMatchObject({ kind: 'http', message: 'Unexpected response from server' })
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

describe('transport errors', () => {
  it('carries the response body message of a non-2xx status', async () => {
    answer('/api/t/', { message: 'Service unavailable, try later' }, { status: 503 })
    expect(await failureOf(get('/api/t/'))).toMatchObject({
      kind: 'http',
      status: 503,
      message: 'Service unavailable, try later',
    })
  })

  it('falls back to the status message when the body has no message', async () => {
    server.use(http.get(siteUrl('/api/t/'), () => new HttpResponse('Bad gateway', { status: 502 })))
    expect(await failureOf(get('/api/t/'))).toMatchObject({
      kind: 'http',
      status: 502,
      message: 'Request failed with status code 502',
    })
  })

  it("reports a failed fetch as 'Network Error'", async () => {
    server.use(http.get(siteUrl('/api/t/'), () => HttpResponse.error()))
    const error = await failureOf(get('/api/t/'))
    expect(error).toMatchObject({ kind: 'network', message: 'Network Error' })
    expect(error.cause).toBeInstanceOf(TypeError)
  })

  it('times out after the configured time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(http.get(siteUrl('/api/t/'), () => delay('infinite')))
    const pending = failureOf(get('/api/t/', { timeoutMs: 1000 }))

    await vi.advanceTimersByTimeAsync(999)
    expect(hooks.onToast).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)

    expect(await pending).toMatchObject({ kind: 'timeout', message: 'Request timed out after 1000 ms' })
  })

  it('times out after env.VITE_REQUEST_TIMEOUT_MS by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(http.get(siteUrl('/api/t/'), () => delay('infinite')))
    const pending = failureOf(get('/api/t/'))
    await vi.advanceTimersByTimeAsync(env.VITE_REQUEST_TIMEOUT_MS)
    expect((await pending).kind).toBe('timeout')
  })

  it('rejects as aborted when the caller aborts, without a warning', async () => {
    server.use(http.get(siteUrl('/api/t/'), () => delay('infinite')))
    const controller = new AbortController()
    const pending = failureOf(get('/api/t/', { signal: controller.signal }))
    controller.abort()
    expect(await pending).toMatchObject({ kind: 'aborted' })
    expect(hooks.onToast).not.toHaveBeenCalled()
  })

  it('does not send a request whose signal is already aborted', async () => {
    const seen = vi.fn()
    server.use(http.get(siteUrl('/api/t/'), () => (seen(), HttpResponse.json({ code: 200, message: '', data: 1 }))))
    const controller = new AbortController()
    controller.abort()
    expect((await failureOf(get('/api/t/', { signal: controller.signal }))).kind).toBe('aborted')
    expect(seen).not.toHaveBeenCalled()
  })
})

describe('warn modes', () => {
  beforeEach(() => {
    expectWarnings()
    answer('/api/t/', { code: 409, message: 'Already booked', data: null })
  })

  it('shows an error toast by default and rethrows', async () => {
    await expect(get('/api/t/')).rejects.toThrow('Already booked')
    expect(hooks.onToast).toHaveBeenCalledExactlyOnceWith('error', 'Already booked')
    expect(hooks.onPageWarn).not.toHaveBeenCalled()
  })

  it('shows a toast of the requested type', async () => {
    await expect(get('/api/t/', { warn: { mode: 'toast', type: 'warning' } })).rejects.toThrow('Already booked')
    expect(hooks.onToast).toHaveBeenCalledExactlyOnceWith('warning', 'Already booked')
  })

  it("defaults the toast type to 'error'", async () => {
    await expect(get('/api/t/', { warn: { mode: 'toast' } })).rejects.toThrow()
    expect(hooks.onToast).toHaveBeenCalledExactlyOnceWith('error', 'Already booked')
  })

  it('stores the message as the page warning in page mode', async () => {
    await expect(get('/api/t/', { warn: { mode: 'page' } })).rejects.toThrow('Already booked')
    expect(hooks.onPageWarn).toHaveBeenCalledExactlyOnceWith('Already booked')
    expect(hooks.onToast).not.toHaveBeenCalled()
  })

  it('tells nobody in silent mode', async () => {
    await expect(get('/api/t/', { warn: { mode: 'silent' } })).rejects.toThrow('Already booked')
    expect(hooks.onToast).not.toHaveBeenCalled()
    expect(hooks.onPageWarn).not.toHaveBeenCalled()
  })

  it('reports transport errors the same way', async () => {
    server.use(http.get(siteUrl('/api/t/'), () => HttpResponse.error()))
    await expect(get('/api/t/', { warn: { mode: 'page' } })).rejects.toThrow('Network Error')
    expect(hooks.onPageWarn).toHaveBeenCalledExactlyOnceWith('Network Error')
  })
})

describe('request gate', () => {
  it('waits for the gate before sending', async () => {
    let openGate = () => {}
    const gate = new Promise<void>((resolve) => (openGate = resolve))
    const sent = vi.fn()
    server.use(http.get(siteUrl('/api/t/'), () => (sent(), HttpResponse.json({ code: 200, message: '', data: 'late' }))))
    installTestHooks({ getRequestGate: () => gate })

    const pending = get('/api/t/')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(sent).not.toHaveBeenCalled()
    openGate()
    await expect(pending).resolves.toBe('late')
    expect(sent).toHaveBeenCalledTimes(1)
  })

  it('sends at once when the app gives no gate', async () => {
    configureApiClient({ onPageWarn() {}, onToast() {} })
    answer('/api/t/', { code: 200, message: '', data: 'ok' })
    await expect(get('/api/t/')).resolves.toBe('ok')
  })
})

describe('payload encoding', () => {
  function captureRequest(path: string, method: 'get' | 'post' | 'put' | 'patch' | 'delete') {
    const captured: { request?: Request; body?: string } = {}
    server.use(
      http[method](siteUrl(path), async ({ request }) => {
        captured.request = request
        captured.body = await request.text()
        return HttpResponse.json({ code: 200, message: '', data: null })
      }),
    )
    return captured
  }

  it('puts a get payload into the query string with qs', async () => {
    const captured = captureRequest('/api/q/', 'get')
    await get('/api/q/', { payload: { page: 2, filter: { model: 'tiggo-9' }, tags: ['a', 'b'], skipped: undefined } })
    expect(decodeURIComponent(new URL(captured.request!.url).search)).toBe(
      '?page=2&filter[model]=tiggo-9&tags[0]=a&tags[1]=b',
    )
    expect(captured.body).toBe('')
  })

  it('leaves the URL alone for an empty get payload', async () => {
    const captured = captureRequest('/api/q/', 'get')
    await get('/api/q/')
    expect(captured.request!.url).toBe(siteUrl('/api/q/'))
  })

  it.each(['post', 'put', 'patch'] as const)('form-encodes a %s body by default', async (method) => {
    const captured = captureRequest('/api/f/', method)
    await request({ service: 'site', method, path: '/api/f/', payload: { name: 'Ada Obi', consent: true, ids: [1, 2] } })
    expect(captured.request!.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8')
    expect(captured.body).toBe('name=Ada%20Obi&consent=true&ids%5B0%5D=1&ids%5B1%5D=2')
  })

  it("sends JSON when the operation says bodyType 'json'", async () => {
    const captured = captureRequest('/api/j/', 'post')
    const payload = { mileageKm: 1200, consent: true, wentWell: ['staff'] }
    await request({ service: 'site', method: 'post', path: '/api/j/', bodyType: 'json', payload })
    expect(captured.request!.headers.get('content-type')).toBe('application/json')
    expect(JSON.parse(captured.body!)).toEqual(payload)
  })

  it('sends a delete without a payload with no body', async () => {
    const captured = captureRequest('/api/d/', 'delete')
    await request({ service: 'site', method: 'delete', path: '/api/d/' })
    expect(captured.request!.method).toBe('DELETE')
    expect(captured.body).toBe('')
  })

  it('adds the caller headers', async () => {
    const captured = captureRequest('/api/q/', 'get')
    await get('/api/q/', { headers: { 'x-trace': 'abc' } })
    expect(captured.request!.headers.get('x-trace')).toBe('abc')
    expect(captured.request!.headers.get('accept')).toBe('application/json')
  })
})

describe('services', () => {
  it('sends passport calls to the passport host with credentials and the user-client header', async () => {
    let received: Request | undefined
    server.use(
      http.post(passportUrl('/api/user/login/'), ({ request }) => {
        received = request
        return HttpResponse.json({ code: 200, message: '', data: null })
      }),
    )
    await request({ service: 'passport', method: 'post', path: '/api/user/login/', payload: { phone: '1' } })
    expect(received?.url).toBe(`${env.VITE_PASSPORT_BASE_URL}/api/user/login/`)
    expect(received?.credentials).toBe('include')
    expect(received?.headers.get('user-client')).toBe(env.VITE_USER_CLIENT)
  })

  it('sends site calls to the API host without the passport extras', async () => {
    let received: Request | undefined
    server.use(
      http.get(siteUrl('/api/test/'), ({ request }) => {
        received = request
        return HttpResponse.json({ code: 200, message: '', data: null })
      }),
    )
    await get('/api/test/')
    expect(received?.url).toBe(`${env.VITE_API_BASE_URL}/api/test/`)
    expect(received?.credentials).not.toBe('include')
    expect(received?.headers.has('user-client')).toBe(false)
  })
})
