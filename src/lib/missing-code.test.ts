import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DOCUMENT_HYDRATED_ATTRIBUTE } from '@/boot/page-signals'
import { fullLoad, fullLoadAnswers, recordMissingCode } from './missing-code'

/** A dynamic import that failed, as Vite reports it before rethrowing the error. */
function failedImport(): Error {
  const error = new TypeError('Failed to fetch dynamically imported module: /assets/testDrive-a1.js')
  window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }))
  return error
}

describe('a route whose code did not load', () => {
  beforeAll(() => recordMissingCode())

  afterEach(() => {
    sessionStorage.clear()
    document.documentElement.removeAttribute(DOCUMENT_HYDRATED_ATTRIBUTE)
  })

  it('on a client-side navigation, loads the address in full, once', () => {
    document.documentElement.setAttribute(DOCUMENT_HYDRATED_ATTRIBUTE, 'true')
    const reload = vi.fn()
    expect(fullLoadAnswers(failedImport())).toBe(true)
    fullLoad(reload)
    expect(reload).toHaveBeenCalledOnce()
    // The full load failed the same way (the worker off, offline): the error shows, no loop.
    expect(fullLoadAnswers(failedImport())).toBe(false)
  })

  it('not while the first page hydrates: that was a full load', () => {
    // Files share a document (vitest.config.ts): another file may have left the mark.
    document.documentElement.removeAttribute(DOCUMENT_HYDRATED_ATTRIBUTE)
    expect(fullLoadAnswers(failedImport())).toBe(false)
  })

  it('not for any other error', () => {
    document.documentElement.setAttribute(DOCUMENT_HYDRATED_ATTRIBUTE, 'true')
    expect(fullLoadAnswers(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(false)
    expect(fullLoadAnswers(new Error('The API answered 500'))).toBe(false)
    expect(fullLoadAnswers(undefined)).toBe(false)
  })
})
