import { afterEach, describe, expect, it, vi } from 'vitest'
import Cookies from 'js-cookie'
import { CONSENT_COOKIE, isReviewingConsent, readConsent, reviewConsent, saveConsent, subscribeConsent } from './consent'

describe('consent choice', () => {
  afterEach(() => {
    Cookies.remove(CONSENT_COOKIE, { path: '/' })
    vi.restoreAllMocks()
  })

  it('is unknown until answered, then kept in a cookie for six months', () => {
    expect(readConsent()).toBeUndefined()
    const set = vi.spyOn(Cookies, 'set')
    saveConsent('denied')
    expect(readConsent()).toBe('denied')
    expect(set).toHaveBeenCalledWith(CONSENT_COOKIE, 'denied', expect.objectContaining({ expires: 182, path: '/', sameSite: 'lax' }))
  })

  it('ignores a forged cookie value', () => {
    document.cookie = `${CONSENT_COOKIE}=yes-please; path=/`
    expect(readConsent()).toBeUndefined()
  })

  it('tells subscribers when the question is reopened and answered', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeConsent(listener)
    reviewConsent()
    expect(isReviewingConsent()).toBe(true)
    saveConsent('granted')
    expect(isReviewingConsent()).toBe(false)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    saveConsent('denied')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
