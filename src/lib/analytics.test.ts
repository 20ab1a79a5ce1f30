import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import Cookies from 'js-cookie'
import { resetAnalyticsForTests, startAnalytics, trackPageView } from './analytics'
import { CONSENT_COOKIE, saveConsent } from './consent'

// web-vitals observes the browser's performance entries, which happy-dom has not: the tests hand
// its callbacks the metrics a browser would (e2e/consent.spec.ts sees the real ones).
const vitalsCallbacks = vi.hoisted(() => ({}) as Record<'LCP' | 'INP' | 'CLS', (metric: unknown) => void>)
vi.mock('web-vitals/attribution', () => ({
  onLCP: (callback: (metric: unknown) => void) => (vitalsCallbacks.LCP = callback),
  onINP: (callback: (metric: unknown) => void) => (vitalsCallbacks.INP = callback),
  onCLS: (callback: (metric: unknown) => void) => (vitalsCallbacks.CLS = callback),
}))

const pageViews = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view')
const consentCommands = () =>
  (window.dataLayer ?? []).filter((entry) => !(entry as { event?: string }).event).map((entry) => Array.from(entry as ArrayLike<unknown>))

describe('analytics after consent', () => {
  let stop: () => void = () => {}
  beforeEach(() => {
    Cookies.remove(CONSENT_COOKIE, { path: '/' })
  })
  afterEach(() => {
    stop()
    resetAnalyticsForTests()
    delete window.dataLayer
    document.head.querySelectorAll('script[src]').forEach((script) => script.remove())
  })

  it('sends nothing at all before the visitor answers', () => {
    stop = startAnalytics('dataLayer', '')
    trackPageView({ path: '/', title: 'Home' })
    trackPageView({ path: '/about/', title: 'About' })
    expect(window.dataLayer).toBeUndefined()
  })

  it('on acceptance sends the current page once, after the consent default (denied) and update, then one per route change', () => {
    stop = startAnalytics('dataLayer', '')
    trackPageView({ path: '/', title: 'Home' })
    trackPageView({ path: '/about/', title: 'About' })
    saveConsent('granted')
    saveConsent('granted')
    expect(consentCommands()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ])
    expect(pageViews()).toEqual([{ event: 'page_view', page_path: '/about/', page_title: 'About' }])
    trackPageView({ path: '/about/', title: 'About' })
    trackPageView({ path: '/contact/', title: 'Contact' })
    expect(pageViews().map((entry) => (entry as { page_path: string }).page_path)).toEqual(['/about/', '/contact/'])
  })

  it('a rejection pushes nothing; a later rejection stops page views from then on', () => {
    stop = startAnalytics('dataLayer', '')
    trackPageView({ path: '/', title: 'Home' })
    saveConsent('denied')
    expect(window.dataLayer).toBeUndefined()
    saveConsent('granted')
    saveConsent('denied')
    trackPageView({ path: '/about/', title: 'About' })
    expect(pageViews().map((entry) => (entry as { page_path: string }).page_path)).toEqual(['/'])
    expect(consentCommands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }])
  })

  it('a returning visitor who accepted is counted from the first page', () => {
    saveConsent('granted')
    stop = startAnalytics('dataLayer', '')
    trackPageView({ path: '/news/', title: 'News' })
    expect(pageViews()).toHaveLength(1)
    expect(consentCommands()).toHaveLength(2)
  })

  it("loads the provider's script only after acceptance, once", () => {
    // happy-dom loads no scripts; it should count the load as done instead of logging a failure.
    const settings = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings
    settings.handleDisabledFileLoadingAsSuccess = true
    onTestFinished(() => {
      settings.handleDisabledFileLoadingAsSuccess = false
    })
    const url = 'https://tags.example.com/gtm.js?id=GTM-TEST'
    stop = startAnalytics('dataLayer', url)
    trackPageView({ path: '/', title: 'Home' })
    expect(document.querySelector(`script[src="${url}"]`)).toBeNull()
    saveConsent('granted')
    saveConsent('denied')
    saveConsent('granted')
    expect(document.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1)
  })

  it('can report to the console instead, or nowhere', () => {
    saveConsent('granted')
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    trackPageView({ path: '/x/', title: 'X' }, 'console')
    expect(info).toHaveBeenCalledWith('[analytics] page_view', { path: '/x/', title: 'X' })
    trackPageView({ path: '/y/', title: 'Y' }, 'none')
    expect(window.dataLayer).toBeUndefined()
  })
})

describe('real visitors\' Core Web Vitals', () => {
  let stop: () => void = () => {}
  let visibility: DocumentVisibilityState = 'visible'
  beforeEach(() => {
    Cookies.remove(CONSENT_COOKIE, { path: '/' })
    visibility = 'visible'
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
  })
  afterEach(() => {
    stop()
    resetAnalyticsForTests()
    delete window.dataLayer
    vi.restoreAllMocks()
  })

  const vitalsEvents = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'web_vitals')
  const hide = () => {
    visibility = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
  }
  const measure = () => {
    vitalsCallbacks.LCP({ value: 1234.56, rating: 'needs-improvement', attribution: { target: 'main>img.hero', resourceLoadDelay: 80.2 } })
    vitalsCallbacks.INP({
      value: 96,
      rating: 'good',
      attribution: { interactionTarget: 'button#next', interactionType: 'pointer', loadState: 'complete', inputDelay: 4.2, processingDuration: 60.4, presentationDelay: 31.4 },
    })
    vitalsCallbacks.CLS({ value: 0.012345, rating: 'good', attribution: { largestShiftTarget: 'footer' } })
  }

  it('are not watched, nor sent, before the visitor agrees', () => {
    stop = startAnalytics('dataLayer', '')
    trackPageView({ path: '/', title: 'Home', template: '/', language: 'en-US' })
    hide()
    expect(window.dataLayer).toBeUndefined()
  })

  it('after agreeing: one event per page load, when it is first hidden, labelled with the page the document loaded', () => {
    saveConsent('granted')
    stop = startAnalytics('dataLayer', '')
    trackPageView({ path: '/zh-CN/models/tiggo-9/', title: '瑞虎9', template: '/models/$id', language: 'zh-CN' })
    measure()
    trackPageView({ path: '/zh-CN/contact/', title: '联系我们', template: '/contact', language: 'zh-CN' })
    hide()
    hide()
    expect(vitalsEvents()).toEqual([
      {
        event: 'web_vitals',
        page_template: '/models/$id',
        page_language: 'zh-CN',
        page_path: '/zh-CN/models/tiggo-9/',
        lcp: 1235,
        lcp_rating: 'needs-improvement',
        lcp_element: 'main>img.hero',
        lcp_resource_delay: 80,
        inp: 96,
        inp_rating: 'good',
        inp_target: 'button#next',
        inp_type: 'pointer',
        inp_load_state: 'complete',
        inp_input_delay: 4,
        inp_processing: 60,
        inp_presentation_delay: 31,
        cls: 0.0123,
        cls_rating: 'good',
        cls_target: 'footer',
      },
    ])
  })

  it('a page without an interaction has no INP; agreeing late still reports the load', () => {
    stop = startAnalytics('dataLayer', '')
    trackPageView({ path: '/news/', title: 'News', template: '/news/', language: 'en-US' })
    saveConsent('granted')
    vitalsCallbacks.LCP({ value: 900, rating: 'good', attribution: { resourceLoadDelay: 0 } })
    window.dispatchEvent(new Event('pagehide'))
    expect(vitalsEvents()).toEqual([{ event: 'web_vitals', page_template: '/news/', page_language: 'en-US', page_path: '/news/', lcp: 900, lcp_rating: 'good', lcp_resource_delay: 0 }])
  })

  it('a withdrawal before the page is hidden sends nothing', () => {
    saveConsent('granted')
    stop = startAnalytics('dataLayer', '')
    trackPageView({ path: '/', title: 'Home', template: '/', language: 'en-US' })
    measure()
    saveConsent('denied')
    hide()
    expect(vitalsEvents()).toEqual([])
  })
})
