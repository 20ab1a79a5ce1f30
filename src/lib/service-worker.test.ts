import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from '@testing-library/react'
import { DOCUMENT_HYDRATED_ATTRIBUTE } from '@/boot/page-signals'
import { setLiteSwitch } from './save-data'
import { registerServiceWorkerWhenIdle } from './service-worker'

describe('registering the service worker', () => {
  let register: ReturnType<typeof vi.fn>
  let idle: Array<() => void>

  beforeEach(() => {
    register = vi.fn(() => Promise.resolve({}))
    idle = []
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, controller: {}, ready: new Promise(() => {}) } })
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    document.documentElement.removeAttribute(DOCUMENT_HYDRATED_ATTRIBUTE)
  })

  afterEach(() => {
    setLiteSwitch(false)
    Reflect.deleteProperty(navigator, 'serviceWorker')
    vi.unstubAllGlobals()
    document.documentElement.removeAttribute(DOCUMENT_HYDRATED_ATTRIBUTE)
  })

  it('waits for the page to hydrate, then for an idle moment, and registers /sw.js at the root', async () => {
    registerServiceWorkerWhenIdle()
    expect(idle).toHaveLength(0)
    document.documentElement.setAttribute(DOCUMENT_HYDRATED_ATTRIBUTE, 'true')
    await waitFor(() => expect(idle).toHaveLength(1))
    expect(register).not.toHaveBeenCalled()
    idle[0]!()
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
  })

  it('registers nothing while saving data (Lite mode, Save-Data)', () => {
    setLiteSwitch(true)
    document.documentElement.setAttribute(DOCUMENT_HYDRATED_ATTRIBUTE, 'true')
    registerServiceWorkerWhenIdle()
    for (const callback of idle) callback()
    expect(register).not.toHaveBeenCalled()
  })
})
