import { EXTERNAL_LINKS } from '@/config/site'
import type { ImageSet } from '@/components/Image'

/** SPEC §9: the banner moves on every 10 000 ms. */
export const BANNER_AUTOPLAY_MS = 10_000

const WIDE_WIDTHS = [640, 1280, 1920] as const
const PHONE_WIDTHS = [480, 828] as const

function scene(name: string): { image: ImageSet; phone: ImageSet } {
  return {
    image: {
      src: `banners/${name}`,
      widths: WIDE_WIDTHS,
      width: 1920,
      height: 1080,
      sizes: '100vw',
    },
    phone: {
      src: `banners/${name}-m`,
      widths: PHONE_WIDTHS,
      width: 828,
      height: 1035,
      sizes: '100vw',
    },
  }
}

/**
 * Where the copy sits on wide screens: bottom-left, top-left when the picture needs the lower half,
 * or beside the picture (the picture moved to the right, the copy in the column it leaves) when the
 * subject fills the middle of the frame from top to bottom.
 */
type SlideBase = {
  key: 'afterSales' | 'tiggo9' | 'video' | 'news'
  align: 'start' | 'top' | 'beside'
}
export type LinkSlide = SlideBase & {
  kind: 'link'
  href: string
  image: ImageSet
  phone: ImageSet
}
export type VideoSlide = SlideBase & {
  kind: 'video'
  poster: ImageSet
  video: { wide: string; phone: string }
}
export type BannerSlide = LinkSlide | VideoSlide

/**
 * SPEC §2 home banner, in order: the after-sales site, the Tiggo 9 page and the launch story open
 * in a new tab; the third slide is a muted looping film that plays on mouse-over.
 */
export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    key: 'afterSales',
    kind: 'link',
    href: EXTERNAL_LINKS.afterSales,
    // The car on its lift spans the middle half of the frame: copy over it covered a wheel and the bumper.
    align: 'beside',
    ...scene('after-sales'),
  },
  {
    key: 'tiggo9',
    kind: 'link',
    href: '/models/tiggo-9/',
    align: 'start',
    ...scene('tiggo-9'),
  },
  {
    key: 'video',
    kind: 'video',
    align: 'top',
    poster: {
      src: '/media/banner-loop-poster',
      widths: [640, 1280],
      width: 1280,
      height: 720,
      sizes: '100vw',
    },
    video: {
      wide: '/media/banner-loop.mp4',
      phone: '/media/banner-loop-m.mp4',
    },
  },
  {
    key: 'news',
    kind: 'link',
    href: '/news/detail/5/',
    align: 'start',
    ...scene('news-launch'),
  },
]
