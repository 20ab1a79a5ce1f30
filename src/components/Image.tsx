import { useAtomValue } from 'jotai'
import { imageAddress, siteFileAddress } from '@/lib/api/image-url'
import { appStateAtom } from '@/lib/state/app-state'
import { imageSrcSet, type ImageFormat, type Resolve } from './image-address'

declare module 'react' {
  // Element Timing (Chromium): the boot loader waits for the main picture's paint entry.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the merged declaration's own parameter
  interface ImgHTMLAttributes<T> {
    elementtiming?: string
  }
}

/** An image rendered at several widths, named `<src>-<width>.<format>` (see docs/assets.md). */
export type ImageSet = {
  /**
   * Images-host path without width and extension ('banners/tiggo-9'), resolved by the SPEC §7
   * rules of `imageUrl`; a full address or 'tmp:' upload is one file (give no widths). A path
   * starting with '/' ('/media/banner-loop-poster') is one of this site's own files and kept as is.
   */
  src: string
  /** Widths the file exists at; without them `src` is one file. */
  widths?: readonly number[]
  /** Intrinsic size (any one rendition's): reserves the box before the image arrives. */
  width: number
  height: number
  /** Layout width for the browser's choice among `widths`, e.g. '(max-width: 48rem) 100vw, 50vw'. */
  sizes?: string
}

export type ImageProps = ImageSet & {
  alt: string
  /** Formats offered best first; the last one is the <img> fallback. Default AVIF then WebP. */
  formats?: readonly ImageFormat[]
  /**
   * The page's main image (first banner): loaded eagerly with high fetch priority. Everything else
   * is lazy, so below-the-fold images wait until the visitor scrolls near them.
   */
  priority?: boolean
  /** An art-directed image for phones (e.g. a 4:5 crop), used while `phone.media` matches. */
  phone?: ImageSet & { media?: string }
  className?: string
  imgClassName?: string
}

function resolver(baseURI: string): Resolve {
  return (file: string) => (file.startsWith('/') && !file.startsWith('//') ? siteFileAddress(file) : imageAddress(file, { baseURI }))
}

/** SPEC §9 breakpoint md: below it a phone crop is used. */
export const PHONE_MEDIA = '(max-width: 767.98px)'

const MIME: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
}

function srcSetOf(set: ImageSet, format: ImageFormat, resolve: Resolve): string {
  return imageSrcSet(resolve, set.src, set.widths ?? [], format)
}

/** The rendition the <img> falls back to: the second width (a sensible middle), else the only one. */
function fallbackOf(set: ImageSet, format: ImageFormat, resolve: Resolve): string | undefined {
  const widths = set.widths ?? []
  if (widths.length === 0) return resolve(set.src)
  return resolve(`${set.src}-${widths[Math.min(1, widths.length - 1)]}.${format}`)
}

/**
 * The site's one image element: a <picture> with AVIF and WebP sources (`srcset` + `sizes`), an
 * optional phone crop, width and height on every source so the box never shifts, lazy loading
 * below the fold and eager, high-priority loading for the page's main image.
 */
export function Image({ src, widths, width, height, sizes, alt, formats = ['avif', 'webp'], priority = false, phone, className, imgClassName }: ImageProps) {
  const { baseURI } = useAtomValue(appStateAtom)
  const resolve = resolver(baseURI)
  const main: ImageSet = { src, widths, width, height, sizes }
  const fallbackFormat = formats[formats.length - 1] ?? 'webp'
  const responsive = (widths?.length ?? 0) > 0
  const phoneMedia = phone ? (phone.media ?? PHONE_MEDIA) : undefined
  // An address the image rule drops (content pointing at another host) renders no image at all.
  const fallback = resolve(src) === undefined ? undefined : fallbackOf(main, fallbackFormat, resolve)
  if (fallback === undefined) return null

  // The page's main image is also announced in <head> (React hoists <link>), so its download starts
  // before the scripts and stylesheets that precede it in the document.
  const preloads =
    priority && responsive
      ? [
          ...(phone && (phone.widths?.length ?? 0) > 0 ? [{ set: phone, media: phoneMedia, sizes: phone.sizes ?? '100vw' }] : []),
          { set: main, media: phone ? `not all and ${phoneMedia}` : undefined, sizes },
        ]
      : []

  return (
    <picture className={className}>
      {preloads.map(({ set, media, sizes: preloadSizes }) => (
        <link
          key={set.src}
          rel="preload"
          as="image"
          href={fallbackOf(set, formats[0] ?? fallbackFormat, resolve)}
          type={MIME[formats[0] ?? fallbackFormat]}
          media={media}
          imageSrcSet={srcSetOf(set, formats[0] ?? fallbackFormat, resolve)}
          imageSizes={preloadSizes}
          fetchPriority="high"
        />
      ))}
      {phone && (phone.widths?.length ?? 0) > 0
        ? formats.map((format) => (
            <source key={`phone-${format}`} media={phoneMedia} type={MIME[format]} srcSet={srcSetOf(phone, format, resolve)} sizes={phone.sizes ?? '100vw'} width={phone.width} height={phone.height} />
          ))
        : null}
      {responsive ? formats.slice(0, -1).map((format) => <source key={format} type={MIME[format]} srcSet={srcSetOf(main, format, resolve)} sizes={sizes} />) : null}
      <img
        className={imgClassName}
        src={fallback}
        srcSet={responsive ? srcSetOf(main, fallbackFormat, resolve) : undefined}
        sizes={responsive ? sizes : undefined}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        elementtiming={priority ? 'main' : undefined}
      />
    </picture>
  )
}
