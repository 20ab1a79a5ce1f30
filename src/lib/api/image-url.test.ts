import { afterEach, describe, expect, it } from 'vitest'
import { env } from '@/config/env'
import { TEMPORARY_IMAGE_PREFIX, imageUrl } from './image-url'

const originalEnv = { ...env }
afterEach(() => Object.assign(env, originalEnv))

describe('imageUrl', () => {
  it.each([
    'https://cdn.example.com/a.jpg',
    'http://cdn.example.com/a.jpg',
    '//cdn.example.com/a.jpg',
    'HTTPS://CDN.EXAMPLE.COM/A.JPG',
  ])('returns the full address %s as is, even with a size', (src) => {
    expect(imageUrl(src, { width: 300, baseURI: 'https://other.test' })).toBe(src)
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
