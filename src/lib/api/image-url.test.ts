import { afterEach, describe, expect, it, vi } from 'vitest'
import { env } from '@/config/env'
import { TEMPORARY_IMAGE_PREFIX, imageAddress, imageUrl, siteFileAddress } from './image-url'

const originalEnv = { ...env }
afterEach(() => Object.assign(env, originalEnv))

describe('imageUrl', () => {
  it.each([
    'https://cdn.example.com/a.jpg',
    '//cdn.example.com/a.jpg',
    'HTTPS://CDN.EXAMPLE.COM/A.JPG',
  ])('returns the full address %s on the images host as is, even with a size', (src) => {
    env.VITE_IMAGES_BASE_URL = 'https://cdn.example.com'
    expect(imageUrl(src, { width: 300, baseURI: 'https://other.test' })).toBe(src)
  })

  it('accepts full addresses on the alternate base, on this site when there is no images host, and temporary images on the API host', () => {
    env.VITE_IMAGES_BASE_URL = ''
    env.VITE_SITE_URL = 'https://www.example.test'
    expect(imageAddress('https://static.example.test/images/a.jpg', { baseURI: 'https://static.example.test/' })).toBe('https://static.example.test/images/a.jpg')
    expect(imageAddress('https://www.example.test/images/a.jpg')).toBe('https://www.example.test/images/a.jpg')
    env.VITE_API_BASE_URL = 'https://api.example.test'
    expect(imageAddress('tmp:a.jpg')).toBe('https://api.example.test/temporary-images/a.jpg')
    // The API host serves temporary images only, not full addresses from content.
    expect(imageAddress('https://api.example.test/a.jpg')).toBeUndefined()
  })

  it.each([
    'https://evil.example/tracker',
    'http://evil.example/tracker',
    '//evil.example/pixel',
    'HTTPS://EVIL.EXAMPLE/PIXEL',
    'https://images.example.test.evil.example/a.jpg',
    'https://images.example.test@evil.example/a.jpg',
    'http://images.example.test/a.jpg',
  ])('drops %s, on another host, and logs it', (src) => {
    env.VITE_IMAGES_BASE_URL = 'https://images.example.test'
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(imageAddress(src, { width: 960 })).toBeUndefined()
      expect(imageAddress(src, { baseURI: 'https://static.example.test' })).toBeUndefined()
      expect(() => imageUrl(src)).toThrow(/not on this site or its images host/)
      // Logged once where the prerender runs (vitest renders on the server side too: SSR).
      if (import.meta.env.SSR) expect(warn).toHaveBeenCalledWith(expect.stringContaining(JSON.stringify(src)))
    } finally {
      warn.mockRestore()
    }
  })

  it('keeps paths on the images host even when they look like addresses', () => {
    env.VITE_IMAGES_BASE_URL = 'https://images.example.test'
    expect(imageAddress('/\\evil.example/pixel')).toBe('https://images.example.test/images/\\evil.example/pixel')
    expect(imageAddress('evil.example/pixel')).toBe('https://images.example.test/images/evil.example/pixel')
  })

  it("takes a site file's path as is unless a browser would read it as another host", () => {
    expect(siteFileAddress('/media/banner-loop-poster.jpg')).toBe('/media/banner-loop-poster.jpg')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(siteFileAddress('/\\evil.example/pixel')).toBeUndefined()
      expect(siteFileAddress('//evil.example/pixel')).toBeUndefined()
    } finally {
      warn.mockRestore()
    }
  })

  it(`maps the '${TEMPORARY_IMAGE_PREFIX}' marker to the API host's temporary images`, () => {
    env.VITE_API_BASE_URL = 'https://api.example.test'
    expect(imageUrl('tmp:2026/05/upload.jpg')).toBe('https://api.example.test/temporary-images/2026/05/upload.jpg')
    expect(imageUrl('tmp:/upload.jpg', { baseURI: 'https://other.test' })).toBe(
      'https://api.example.test/temporary-images/upload.jpg',
    )
  })

  it('uses the alternate baseURI from the context', () => {
    env.VITE_IMAGES_BASE_URL = 'https://images.example.test'
    expect(imageUrl('news/news-1.jpg', { baseURI: 'https://static.example.test/' })).toBe(
      'https://static.example.test/images/news/news-1.jpg',
    )
  })

  it('uses the images host otherwise', () => {
    env.VITE_IMAGES_BASE_URL = 'https://images.example.test/'
    expect(imageUrl('/models/tiggo-9.webp')).toBe('https://images.example.test/images/models/tiggo-9.webp')
    expect(imageUrl('models/tiggo-9.webp', { baseURI: '' })).toBe('https://images.example.test/images/models/tiggo-9.webp')
  })

  it('serves from this origin when the images host is empty', () => {
    env.VITE_IMAGES_BASE_URL = ''
    expect(imageUrl('news/news-5')).toBe('/images/news/news-5')
  })

  it('adds a resize parameter with only the given sizes', () => {
    env.VITE_IMAGES_BASE_URL = ''
    expect(imageUrl('a.jpg', { width: 640 })).toBe('/images/a.jpg?resize=w_640')
    expect(imageUrl('a.jpg', { height: 360 })).toBe('/images/a.jpg?resize=h_360')
    expect(imageUrl('a.jpg', { width: 640, height: 359.6 })).toBe('/images/a.jpg?resize=w_640,h_360')
    expect(imageUrl('a.jpg?v=2', { width: 640 })).toBe('/images/a.jpg?v=2&resize=w_640')
    expect(imageUrl('tmp:a.jpg', { width: 80 })).toBe(`${env.VITE_API_BASE_URL}/temporary-images/a.jpg?resize=w_80`)
  })

  it('ignores sizes that are not positive', () => {
    env.VITE_IMAGES_BASE_URL = ''
    expect(imageUrl('a.jpg', { width: 0, height: -1 })).toBe('/images/a.jpg')
  })
})
