import { beforeEach, describe, expect, it } from 'vitest'
import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import { server } from '@mocks/node'
import { callApi, defineApi, defineContractApi, isApiRegistered, resetApiRegistryForTests } from './registry'
import { serviceUrl } from './service-url'
import { expectWarnings, installTestHooks } from './test-helpers'

beforeEach(() => {
  resetApiRegistryForTests()
  installTestHooks()
})

function answerEcho(path: string) {
  server.use(
    http.get(serviceUrl('site', path), ({ request }) =>
      HttpResponse.json({ code: 200, message: '', data: Object.fromEntries(new URL(request.url).searchParams) }),
    ),
  )
}

describe('defineApi', () => {
  it('returns a typed function that calls the operation', async () => {
    answerEcho('/api/echo/')
    const echo = defineApi<{ q: string }, { q: string }>({ name: 'test.echo', service: 'site', method: 'get', path: '/api/echo/' })
    await expect(echo({ q: 'tiggo' })).resolves.toEqual({ q: 'tiggo' })
    expect(isApiRegistered('test.echo')).toBe(true)
  })

  it('throws when the same name is registered twice', () => {
    defineApi({ name: 'test.twice', service: 'site', method: 'get', path: '/api/a/' })
    expect(() => defineApi({ name: 'test.twice', service: 'site', method: 'get', path: '/api/b/' })).toThrow(
      'API "test.twice" is already registered',
    )
  })

  it('lets per-call options override the operation settings', async () => {
    server.use(http.get(serviceUrl('site', '/api/slow/'), () => delay('infinite')))
    const slow = defineApi({ name: 'test.timeout', service: 'site', method: 'get', path: '/api/slow/', timeoutMs: 60_000 })
    await expect(slow(undefined, { timeoutMs: 20, warn: { mode: 'silent' } })).rejects.toMatchObject({ kind: 'timeout' })
  })

  it('names the operation in the console warning of an envelope error', async () => {
    const warn = expectWarnings()
    server.use(http.get(serviceUrl('site', '/api/fail/'), () => HttpResponse.json({ code: 500, message: 'no', data: null })))
    const failing = defineApi({ name: 'test.failing', service: 'site', method: 'get', path: '/api/fail/' })
    await expect(failing(undefined, { warn: { mode: 'silent' } })).rejects.toThrow('no')
    expect(String(warn.mock.calls[0]?.[0])).toContain('test.failing')
  })
})

describe('callApi', () => {
  it('calls a registered operation by name', async () => {
    answerEcho('/api/echo/')
    defineApi({ name: 'test.byName', service: 'site', method: 'get', path: '/api/echo/' })
    await expect(callApi('test.byName', { id: '5' })).resolves.toEqual({ id: '5' })
  })

  it('throws for a name that is not registered', () => {
    expect(() => callApi('test.unknown')).toThrow('API "test.unknown" is not registered')
  })
})

describe('defineContractApi', () => {
  const operation = {
    name: 'test.contract',
    service: 'site',
    method: 'get',
    path: '/api/contract/',
    bodyType: 'form',
    request: z.object({ id: z.string() }),
    response: z.object({ id: z.coerce.number() }),
  } as const

  it('registers the operation and validates answers with its response schema', async () => {
    answerEcho('/api/contract/')
    const getThing = defineContractApi(operation, { timeoutMs: 1000 })
    const thing: { id: number } = await getThing({ id: '7' })
    expect(thing).toEqual({ id: 7 })
    expect(isApiRegistered('test.contract')).toBe(true)
  })

  it('rejects answers that break the contract', async () => {
    expectWarnings()
    answerEcho('/api/contract/')
    const getThing = defineContractApi(operation)
    await expect(getThing({ id: 'seven' }, { warn: { mode: 'silent' } })).rejects.toMatchObject({ kind: 'http' })
  })
})

