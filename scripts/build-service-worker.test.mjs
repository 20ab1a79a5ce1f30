// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { assetsOfPage, offlinePagesOf, siteUrlOf } from './build-service-worker.mjs'

describe('what the service worker keeps for the offline pages', () => {
  it('takes every hashed file a prerendered page loads, once', () => {
    const html =
      '<head><script data-entry="/assets/main-a1.js" data-preload="/assets/common-b2.js /assets/offline-c3.js" data-first="/assets/framework-d4.js" data-state="/assets/router-state-e5.js"></script>' +
      '<link rel="stylesheet" href="/assets/main-f6.css"><link rel="stylesheet" href="/assets/main-f6.css"></head><body><img src="/images/brand-mark.svg"></body>'
    expect(assetsOfPage(html)).toEqual(['assets/main-a1.js', 'assets/common-b2.js', 'assets/offline-c3.js', 'assets/framework-d4.js', 'assets/router-state-e5.js', 'assets/main-f6.css'])
  })

  it('addresses a page by its folder and a file by its path', () => {
    expect(siteUrlOf('offline/index.html')).toBe('/offline/')
    expect(siteUrlOf('zh-CN/offline/index.html')).toBe('/zh-CN/offline/')
    expect(siteUrlOf('assets/main-a1.js')).toBe('/assets/main-a1.js')
  })

  it('gives each language its own offline page and files, the page last, in a cache named after their revisions', () => {
    const manifests = (englishRevision) => [
      { page: 'offline/index.html', entries: [{ url: 'offline/index.html', revision: englishRevision }, { url: 'assets/main-a1.js', revision: null }, { url: 'assets/offline-en.js', revision: null }] },
      { page: 'zh-CN/offline/index.html', entries: [{ url: 'assets/main-a1.js', revision: null }, { url: 'zh-CN/offline/index.html', revision: 'r2' }, { url: 'assets/offline-zh.js', revision: null }] },
    ]
    const { pages, cacheName } = offlinePagesOf(manifests('r1'))
    expect(pages).toEqual({
      '/offline/': ['/assets/main-a1.js', '/assets/offline-en.js', '/offline/'],
      '/zh-CN/offline/': ['/assets/main-a1.js', '/assets/offline-zh.js', '/zh-CN/offline/'],
    })
    expect(cacheName).toMatch(/^offline-[0-9a-f]{12}$/)
    expect(offlinePagesOf(manifests('r1')).cacheName).toBe(cacheName)
    // A new deploy's page: a new cache, beside the old one until the new worker takes over.
    expect(offlinePagesOf(manifests('r3')).cacheName).not.toBe(cacheName)
  })
})
