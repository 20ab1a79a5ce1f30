// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Window } from 'happy-dom'
import { env } from '@/config/env'
import { render } from './entry-server'

const IMAGES_HOST = 'https://images.example.test'

// The home banner's video poster is a frame of the video and is served with it from this site's
// /media/ (docs/assets.md), like the favicons: not an images-host file.
const SITE_OWN_FILE = /^\/media\//

// Every page kind and every shared part: header (brand mark; the menu covers: ModelsMenu.test), footer (social
// icons), banner and model images, news covers and related models, the not-found image, og:image.
const KEY_PAGES = ['/', '/models/tiggo-9/', '/about/', '/contact/', '/test-drive/', '/survey/', '/news/detail/1/', '/account/login/', '/no-such-page/']

/** Every image address of a rendered document: <img>, <source>, preloaded images and og:image. */
function imageAddresses(html: string): string[] {
  const document = new new Window().DOMParser().parseFromString(html, 'text/html')
  const attribute = (selector: string, name: string) => [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? '')
  const srcSetAddresses = (srcSet: string) =>
    srcSet
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean)
  return [
    ...attribute('img[src]', 'src'),
    ...[...attribute('img[srcset]', 'srcset'), ...attribute('source[srcset]', 'srcset'), ...attribute('link[as="image"][imagesrcset]', 'imagesrcset')].flatMap(srcSetAddresses),
    ...attribute('link[rel="preload"][as="image"][href]', 'href'),
    ...attribute('meta[property="og:image"]', 'content'),
  ]
}

describe('image addresses (SPEC §7)', () => {
  const originalImagesHost = env.VITE_IMAGES_BASE_URL
  beforeAll(() => {
    env.VITE_IMAGES_BASE_URL = IMAGES_HOST
  })
  afterAll(() => {
    env.VITE_IMAGES_BASE_URL = originalImagesHost
  })

  it.each(KEY_PAGES)('every image of %s comes from the images host when one is set', async (path) => {
    const addresses = imageAddresses((await render(path)).html)
    const bypassing = addresses.filter((address) => !address.startsWith(`${IMAGES_HOST}/images/`) && !SITE_OWN_FILE.test(address))
    expect(bypassing).toEqual([])
    // The header's brand mark is on every page, and so is an og:image. (The models menu's covers are
    // rendered only while it is open: ModelsMenu takes them through the same useImageAddress.)
    expect(addresses).toContain(`${IMAGES_HOST}/images/brand-mark.svg`)
    expect(addresses.filter((address) => address.endsWith('.jpg') || address.endsWith('.webp')).length).toBeGreaterThan(0)
  })

  it('drops the images of an article that point at another host, and logs them at build time', async () => {
    // mocks/fixtures/news.ts: article 1 carries 'https://evil.example/tracker' and '//evil.example/pixel'.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const { html } = await render('/news/detail/1/')
      // (The article's data, embedded for hydration, still names them: data, never an address loaded.)
      expect(imageAddresses(html).filter((address) => address.includes('evil.example'))).toEqual([])
      expect(html).not.toContain('alt="Tracking pixel"')
      expect(html).not.toMatch(/<figure[^>]*><\/figure>/)
      const logged = warn.mock.calls.map((call) => String(call[0]))
      expect(logged.some((line) => line.includes('"https://evil.example/tracker"'))).toBe(true)
      expect(logged.some((line) => line.includes('"//evil.example/pixel"'))).toBe(true)
    } finally {
      warn.mockRestore()
    }
  })
})
