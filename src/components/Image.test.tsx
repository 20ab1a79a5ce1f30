import { cleanup, render } from '@testing-library/react'
import { Provider, createStore } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { env } from '@/config/env'
import { appStateAtom, createInitialState } from '@/lib/state/app-state'
import { Image, type ImageProps } from './Image'

const originalEnv = { ...env }

function renderImage(props: ImageProps, baseURI = '') {
  const store = createStore()
  store.set(appStateAtom, createInitialState({ baseURI }))
  const view = render(
    <Provider store={store}>
      <Image {...props} />
    </Provider>,
  )
  const picture = view.container.querySelector('picture')!
  return { picture, img: picture.querySelector('img')!, sources: [...picture.querySelectorAll('source')] }
}

const BANNER: ImageProps = { src: 'banners/tiggo-9', widths: [640, 1280, 1920], width: 1920, height: 1080, sizes: '100vw', alt: 'A Tiggo 9 at dusk' }

describe('Image', () => {
  afterEach(() => {
    cleanup()
    Object.assign(env, originalEnv)
  })

  it('offers AVIF then WebP at every width, with sizes, and a WebP <img> fallback', () => {
    const { img, sources } = renderImage(BANNER)
    expect(sources).toHaveLength(1)
    expect(sources[0]).toHaveAttribute('type', 'image/avif')
    expect(sources[0]).toHaveAttribute('srcset', '/images/banners/tiggo-9-640.avif 640w, /images/banners/tiggo-9-1280.avif 1280w, /images/banners/tiggo-9-1920.avif 1920w')
    expect(sources[0]).toHaveAttribute('sizes', '100vw')
    expect(img).toHaveAttribute('src', '/images/banners/tiggo-9-1280.webp')
    expect(img).toHaveAttribute('srcset', '/images/banners/tiggo-9-640.webp 640w, /images/banners/tiggo-9-1280.webp 1280w, /images/banners/tiggo-9-1920.webp 1920w')
    expect(img).toHaveAttribute('sizes', '100vw')
    expect(img).toHaveAttribute('alt', 'A Tiggo 9 at dusk')
  })

  it('reserves its box with width and height and loads lazily by default', () => {
    const { img } = renderImage(BANNER)
    expect(img).toHaveAttribute('width', '1920')
    expect(img).toHaveAttribute('height', '1080')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('decoding', 'async')
    expect(img).not.toHaveAttribute('fetchpriority')
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull()
  })

  it('loads the main image eagerly with high priority and preloads it from <head>', () => {
    const { img } = renderImage({ ...BANNER, priority: true })
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(img).not.toHaveAttribute('decoding')
    const preload = document.head.querySelector('link[rel="preload"][as="image"]')!
    expect(preload).toHaveAttribute('type', 'image/avif')
    expect(preload.getAttribute('imagesrcset')).toContain('/images/banners/tiggo-9-1920.avif 1920w')
    expect(preload).toHaveAttribute('fetchpriority', 'high')
  })

  it('adds an art-directed phone source, sized, ahead of the wide ones', () => {
    const { sources } = renderImage({ ...BANNER, priority: true, phone: { src: 'banners/tiggo-9-m', widths: [480, 828], width: 828, height: 1035 } })
    expect(sources.map((source) => [source.getAttribute('media'), source.getAttribute('type')])).toEqual([
      ['(max-width: 767.98px)', 'image/avif'],
      ['(max-width: 767.98px)', 'image/webp'],
      [null, 'image/avif'],
    ])
    expect(sources[1]).toHaveAttribute('srcset', '/images/banners/tiggo-9-m-480.webp 480w, /images/banners/tiggo-9-m-828.webp 828w')
    expect(sources[0]).toHaveAttribute('width', '828')
    expect(sources[0]).toHaveAttribute('height', '1035')
    const media = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('media'))
    expect(media).toEqual(['(max-width: 767.98px)', 'not all and (max-width: 767.98px)'])
  })

  it('follows the SPEC §7 address rules: images host, alternate base from the context, full addresses on the images host as is', () => {
    env.VITE_IMAGES_BASE_URL = 'https://cdn.example.test/'
    expect(renderImage(BANNER).img).toHaveAttribute('src', 'https://cdn.example.test/images/banners/tiggo-9-1280.webp')
    expect(renderImage(BANNER, 'https://alt.example.test').img).toHaveAttribute('src', 'https://alt.example.test/images/banners/tiggo-9-1280.webp')
    const full = renderImage({ src: 'https://cdn.example.test/images/car.jpg', width: 800, height: 600, alt: '' })
    expect(full.img).toHaveAttribute('src', 'https://cdn.example.test/images/car.jpg')
    expect(full.img).not.toHaveAttribute('srcset')
    expect(full.sources).toHaveLength(0)
  })

  it.each(['https://evil.example/tracker', '//evil.example/pixel', '/\\evil.example/pixel'])('renders nothing for %s, an image on another host', (src) => {
    env.VITE_IMAGES_BASE_URL = 'https://cdn.example.test/'
    const store = createStore()
    store.set(appStateAtom, createInitialState())
    const view = render(
      <Provider store={store}>
        <Image src={src} widths={[480, 960]} width={960} height={540} alt="Tracker" priority />
      </Provider>,
    )
    expect(view.container.innerHTML).toBe('')
    expect(document.head.innerHTML).not.toContain('evil.example')
  })

  it("maps a temporary upload to the API host and keeps the site's own files on the site", () => {
    env.VITE_API_BASE_URL = 'https://api.example.test'
    env.VITE_IMAGES_BASE_URL = 'https://cdn.example.test'
    expect(renderImage({ src: 'tmp:2026/05/upload.jpg', width: 400, height: 300, alt: '' }).img).toHaveAttribute('src', 'https://api.example.test/temporary-images/2026/05/upload.jpg')
    expect(renderImage({ src: '/media/banner-loop-poster', widths: [640, 1280], width: 1280, height: 720, alt: '' }).img).toHaveAttribute('src', '/media/banner-loop-poster-1280.webp')
  })

  it('renders one file for an icon without widths', () => {
    const { img, sources } = renderImage({ src: 'icons/warranty.svg', width: 24, height: 24, alt: '' })
    expect(img).toHaveAttribute('src', '/images/icons/warranty.svg')
    expect(sources).toHaveLength(0)
  })
})
