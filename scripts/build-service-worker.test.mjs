// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { assetsOfPage, siteUrlOf } from './build-service-worker.mjs'

describe('the service worker precache list', () => {
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
})
