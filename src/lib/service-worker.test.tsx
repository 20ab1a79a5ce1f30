import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { use } from 'react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { waitFor } from '@testing-library/react'
import { island, islandRoot } from '@/components/island'
import { nearElements } from '@/components/when-near'
import type { i18n as I18n } from 'i18next'
import { createI18n, localeBundle } from './i18n'
import { DOCUMENT_HYDRATED_ATTRIBUTE } from '@/boot/page-signals'
import { setLiteSwitch } from './save-data'
import { PAGE_SEEN_KEY, registerServiceWorkerFromSecondView } from './service-worker'
import { KEEP_OFFLINE_PAGE } from './offline-pages'

// Two Chinese string bundles (the tests provide the English ones) that arrive when a test delivers them.
const strings = vi.hoisted(() => {
  const onTheirWay = () => {
    let deliver!: () => void
    const arrived = new Promise<void>((resolve) => (deliver = resolve))
    return { arrived, deliver }
  }
  return { workOrder: onTheirWay(), form: onTheirWay() }
})
vi.mock('@/locales/zh-CN/workOrder.json', async () => (await strings.workOrder.arrived, { default: {} }))
vi.mock('@/locales/zh-CN/form.json', async () => (await strings.form.arrived, { default: {} }))

/** An island that loads strings of its own (`namespace`) once its code has arrived, as a form does. */
function Greeting({ name, i18n, namespace = 'workOrder', onRender }: { name: string; i18n?: I18n; namespace?: keyof typeof strings; onRender?: () => void }) {
  onRender?.()
  if (i18n) use(localeBundle(i18n, namespace, 'zh-CN', true))
  return <p {...islandRoot}>Hello {name}</p>
}

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

  /** Runs the browser's idle moments as they are asked for, until `assertion` holds. */
  async function idleUntil(assertion: () => void) {
    await waitFor(() => {
      idle.splice(0).forEach((callback) => callback())
      assertion()
    })
  }
  const idleUntilRegistered = () => idleUntil(() => expect(register).toHaveBeenCalledTimes(1))

  it('from the first view, the navigation to another page registers it, once the page has hydrated and the browser is idle', async () => {
    const { changePage, listeners } = registerFromPageView()
    changePage()
    expect(listeners.size).toBe(0) // once
    expect(idle).toHaveLength(0)
    document.documentElement.setAttribute(DOCUMENT_HYDRATED_ATTRIBUTE, 'true')
    await waitFor(() => expect(idle).toHaveLength(1))
    expect(register).not.toHaveBeenCalled()
    await idleUntilRegistered()
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
  })

  it('a later visit (a page seen before in this browser) registers it on its first page', async () => {
    registerFromPageView()
    document.documentElement.setAttribute(DOCUMENT_HYDRATED_ATTRIBUTE, 'true')
    expect(localStorage.getItem(PAGE_SEEN_KEY)).not.toBeNull()
    registerFromPageView()
    await idleUntilRegistered()
  })

  /**
   * A prerendered island (`<p>Hello Ada</p>` in its <Suspense> boundary's marks, inside
   * `<section id="far-down">`), hydrating; its code arrives when the test delivers it, then it asks
   * for its strings (`namespace`).
   */
  function islandOnItsWay(namespace: keyof typeof strings, options: Parameters<typeof island>[1] = {}) {
    let deliverCode!: () => void
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (deliverCode = () => resolve(Greeting))))
    const container = document.body.appendChild(document.createElement('section'))
    container.id = 'far-down'
    container.innerHTML = `<!--$-->${renderToString(<Greeting name="Ada" />)}<!--/$-->`
    const greeting = island(load, options)
    const rendered = vi.fn()
    const root = hydrateRoot(container, <greeting.Island name="Ada" i18n={createI18n('zh-CN')} namespace={namespace} onRender={rendered} />)
    const mark = () => container.querySelector('p')?.getAttribute('data-island')
    const remove = () => (root.unmount(), container.remove())
    return { load, deliverCode: () => deliverCode(), rendered, mark, remove }
  }

  /** Lets time pass, the browser idle whenever it asks. */
  async function idleAWhile() {
    for (let round = 0; round < 5; round += 1) {
      await new Promise((resolve) => setTimeout(resolve))
      idle.splice(0).forEach((callback) => callback())
    }
  }

  /** A later visit's first page, hydrated: the worker is to register once the page has settled. */
  function laterVisitHydrated() {
    localStorage.setItem(PAGE_SEEN_KEY, '1')
    document.documentElement.setAttribute(DOCUMENT_HYDRATED_ATTRIBUTE, 'true')
    registerFromPageView()
  }

  /**
   * Delivers the island's code, then its strings: however often the browser is idle meanwhile, no
   * worker until both have come. The island renders with its code and asks for its strings. (Once
   * they have come, a browser runs React's hydration before the idle moment the worker waits for:
   * idle callbacks wait for the tasks. The test's idle moments come whenever it says, so it lets the
   * island hydrate first.)
   */
  async function expectNoWorkerUntilItsCodeAndStrings(form: ReturnType<typeof islandOnItsWay>, namespace: keyof typeof strings) {
    await idleAWhile()
    expect(register).not.toHaveBeenCalled()
    form.deliverCode()
    await waitFor(() => expect(form.rendered).toHaveBeenCalled())
    await idleAWhile()
    expect(form.mark()).toBe('pending')
    expect(register).not.toHaveBeenCalled()
    strings[namespace].deliver()
    await waitFor(() => expect(form.mark()).toBe('hydrated'))
    await idleUntilRegistered()
  }

  it("waits for the page's islands to hydrate (a form's code and strings still coming): the worker's start does not compete with them", async () => {
    const form = islandOnItsWay('workOrder')
    try {
      laterVisitHydrated()
      await expectNoWorkerUntilItsCodeAndStrings(form, 'workOrder')
    } finally {
      form.remove()
    }
  })

  it('loads a form waiting for the visitor to come near (decision 047), to be kept for offline use, and lets it hydrate before the worker starts', async () => {
    vi.stubGlobal('IntersectionObserver', class {
      observe() {}
      disconnect() {}
    })
    const form = islandOnItsWay('form', { whenNear: nearElements(['far-down']) })
    try {
      await idleAWhile()
      expect(form.load).not.toHaveBeenCalled()
      laterVisitHydrated()
      await idleUntil(() => expect(form.load).toHaveBeenCalledTimes(1))
      await expectNoWorkerUntilItsCodeAndStrings(form, 'form')
    } finally {
      form.remove()
    }
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
