import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from '@testing-library/react'
import { DOCUMENT_HYDRATED_ATTRIBUTE } from '@/boot/page-signals'
import { setLiteSwitch } from './save-data'
import { registerServiceWorkerWhenIdle } from './service-worker'
import { KEEP_OFFLINE_PAGE } from './offline-pages'

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

describe('what a page asks the registered worker to keep', () => {
  let postMessage: ReturnType<typeof vi.fn>

  /** Registers from a page at `path`, the worker active; `controlled`: the page came through it. */
  async function registerFrom(path: string, controlled: boolean) {
    window.history.replaceState(null, '', path)
    postMessage = vi.fn()
    const active = { postMessage }
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register: () => Promise.resolve({}), controller: controlled ? active : null, ready: Promise.resolve({ active }) },
    })
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callback())
    vi.stubGlobal('PerformanceObserver', class {
      observe() {}
    })
    document.documentElement.setAttribute(DOCUMENT_HYDRATED_ATTRIBUTE, 'true')
    registerServiceWorkerWhenIdle()
    await waitFor(() => expect(postMessage).toHaveBeenCalled())
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker')
    vi.unstubAllGlobals()
    document.documentElement.removeAttribute(DOCUMENT_HYDRATED_ATTRIBUTE)
    window.history.replaceState(null, '', '/')
  })

  it.each([
    ['/models/tiggo-9/', '/offline/'],
    ['/zh-CN/models/tiggo-9/', '/zh-CN/offline/'],
  ])('a page at %s asks for the offline page of its language only (%s), controlled or not', async (path, offlinePage) => {
    for (const controlled of [false, true]) {
      await registerFrom(path, controlled)
      const offlinePages = postMessage.mock.calls.filter(([message]) => message.type === KEEP_OFFLINE_PAGE).map(([message]) => message.page)
      expect(offlinePages).toEqual([offlinePage])
    }
  })

  it('the first page (not the worker\'s) also has itself kept, as the browser has it: no new request for its HTML', async () => {
    await registerFrom('/contact/', false)
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith({ type: 'CACHE_URLS', payload: { urlsToCache: [[`${location.origin}/contact/`, { cache: 'force-cache' }]] } }))
  })

  it('a page that came through the worker asks it to keep nothing else', async () => {
    await registerFrom('/contact/', true)
    await Promise.resolve()
    expect(postMessage.mock.calls.map(([message]) => message.type)).toEqual([KEEP_OFFLINE_PAGE])
  })
})
