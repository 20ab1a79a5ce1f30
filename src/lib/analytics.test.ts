import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import Cookies from 'js-cookie'
import { resetAnalyticsForTests, startAnalytics, trackPageView } from './analytics'
import { CONSENT_COOKIE, saveConsent } from './consent'

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
