import { beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { server } from '@mocks/node'
import { defineOperation } from '@/contract/operation'
import { onDemandCall } from './on-demand-call'
import { resetApiRegistryForTests } from './registry'
import { serviceUrl } from './service-url'
import { installTestHooks } from './test-helpers'

beforeEach(() => {
  resetApiRegistryForTests()
  installTestHooks()
})

const echo = defineOperation({
  name: 'test.on-demand-echo',
  service: 'site',
  method: 'get',
  path: '/api/on-demand-echo/',
  bodyType: 'form',
  request: z.object({ q: z.string() }),
  response: z.object({ q: z.string() }),
})

function answerEcho() {
  server.use(
    http.get(serviceUrl('site', echo.path), ({ request }) =>
      HttpResponse.json({ code: 200, message: '', data: Object.fromEntries(new URL(request.url).searchParams) }),
    ),
  )
}

describe('onDemandCall', () => {
  /** A load that fails once (offline), then gives the operation. */
  const failingOnce = (error: Error) => vi.fn<() => Promise<typeof echo>>().mockRejectedValueOnce(error).mockResolvedValue(echo)

  it('loads the operation on the first call only and binds it once (a second binding would throw)', async () => {
    answerEcho()
    const load = vi.fn(async () => echo)
    const call = onDemandCall(load)
    expect(load).not.toHaveBeenCalled()
    await expect(call({ q: 'tiggo' })).resolves.toEqual({ q: 'tiggo' })
    await expect(call({ q: 'arrizo' })).resolves.toEqual({ q: 'arrizo' })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('preloads without calling, and a preload that fails neither rejects nor sticks', async () => {
    answerEcho()
    const load = failingOnce(new TypeError('Failed to fetch dynamically imported module'))
    const call = onDemandCall(load)
    await expect(call.preload()).resolves.toBeUndefined()
    await expect(call({ q: 'back online' })).resolves.toEqual({ q: 'back online' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('rejects a call whose code cannot load, and loads it again on the next call', async () => {
    answerEcho()
    const load = failingOnce(new TypeError('offline'))
    const call = onDemandCall(load)
    await expect(call({ q: 'first' })).rejects.toThrow('offline')
    await expect(call({ q: 'second' })).resolves.toEqual({ q: 'second' })
  })
})
