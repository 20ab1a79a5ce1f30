import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from '@testing-library/react'
import { DOCUMENT_HYDRATED_ATTRIBUTE } from '@/boot/page-signals'
import { setLiteSwitch } from './save-data'
import { PAGE_SEEN_KEY, registerServiceWorkerFromSecondView } from './service-worker'
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
    localStorage.clear()
    Reflect.deleteProperty(navigator, 'serviceWorker')
    vi.unstubAllGlobals()
    document.documentElement.removeAttribute(DOCUMENT_HYDRATED_ATTRIBUTE)
  })

  /** Registers as main.tsx does; `changePage()` is a client-side navigation to another page. */
  function registerFromPageView() {
    const listeners = new Set<() => void>()
    registerServiceWorkerFromSecondView((listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    })
    return { changePage: () => [...listeners].forEach((listener) => listener()), listeners }
  }

  it('the first page view in a browser registers nothing: a visitor who reads one page and leaves downloads nothing of it', async () => {
    document.documentElement.setAttribute(DOCUMENT_HYDRATED_ATTRIBUTE, 'true')
    registerFromPageView()
    await Promise.resolve()
    expect(idle).toHaveLength(0)
    expect(register).not.toHaveBeenCalled()
  })

  it('from the first view, the navigation to another page registers it, once the page has hydrated and the browser is idle', async () => {
    const { changePage, listeners } = registerFromPageView()
    changePage()
    expect(listeners.size).toBe(0) // once
    expect(idle).toHaveLength(0)
    document.documentElement.setAttribute(DOCUMENT_HYDRATED_ATTRIBUTE, 'true')
    await waitFor(() => expect(idle).toHaveLength(1))
    expect(register).not.toHaveBeenCalled()
    idle[0]!()
    await waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' }))
  })

  it('a later visit (a page seen before in this browser) registers it on its first page', async () => {
    registerFromPageView()
    document.documentElement.setAttribute(DOCUMENT_HYDRATED_ATTRIBUTE, 'true')
    expect(localStorage.getItem(PAGE_SEEN_KEY)).not.toBeNull()
    registerFromPageView()
    await waitFor(() => expect(idle).toHaveLength(1))
    idle[0]!()
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1))
  })

  it('registers nothing while saving data (Lite mode, Save-Data)', () => {
    setLiteSwitch(true)
    localStorage.setItem(PAGE_SEEN_KEY, '1')
    document.documentElement.setAttribute(DOCUMENT_HYDRATED_ATTRIBUTE, 'true')
    registerFromPageView().changePage()
    expect(idle).toHaveLength(0)
    expect(register).not.toHaveBeenCalled()
  })
})

describe('what a page asks the registered worker to keep', () => {
  let postMessage: ReturnType<typeof vi.fn>

  /**
   * Registers from a page at `path`, the worker active; `controlled`: the page came through it. A
   * later visit's page, or with `navigatedTo` a first page view followed by a client-side navigation.
   */
  async function registerFrom(path: string, controlled: boolean, navigatedTo?: string) {
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
    if (!navigatedTo) localStorage.setItem(PAGE_SEEN_KEY, '1')
    registerServiceWorkerFromSecondView((changePage) => {
      if (navigatedTo) queueMicrotask(() => (window.history.pushState(null, '', navigatedTo), changePage()))
      return () => {}
    })
    await waitFor(() => expect(postMessage).toHaveBeenCalled())
  }

  afterEach(() => {
    localStorage.clear()
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

  it('a page loaded without the worker also has itself kept, as the browser has it: no new request for its HTML', async () => {
    await registerFrom('/contact/', false)
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith({ type: 'CACHE_URLS', payload: { urlsToCache: [[`${location.origin}/contact/`, { cache: 'force-cache' }]] } }))
  })

  it('registered at a navigation, it keeps the document the browser loaded, and the offline page of the page now shown', async () => {
    await registerFrom('/contact/', false, '/zh-CN/news/')
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith({ type: 'CACHE_URLS', payload: { urlsToCache: [[`${location.origin}/contact/`, { cache: 'force-cache' }]] } }))
    expect(postMessage).toHaveBeenCalledWith({ type: KEEP_OFFLINE_PAGE, page: '/zh-CN/offline/' })
  })

  it('a page that came through the worker asks it to keep nothing else', async () => {
    await registerFrom('/contact/', true)
    await Promise.resolve()
    expect(postMessage.mock.calls.map(([message]) => message.type)).toEqual([KEEP_OFFLINE_PAGE])
  })
})
