import type { CSSProperties } from 'react'
import { Image } from '@/components/Image'
import { FRAME_SIZE, RENDER_SIZE, RENDER_WIDTHS, type Media } from '../media'
import styles from './Picture.module.css'

type PictureProps = {
  media: Media
  alt: string
  /** The rendered width, as for <img sizes>; a zoomed crop asks for proportionally more pixels. */
  sizes: string
  /** Above the fold: load at once with high priority. Otherwise lazy. */
  priority?: boolean
  /** Fill the positioned parent box (object-fit: cover), even without a focus point. */
  fill?: boolean
}

/** `sizes` for a crop zoomed `zoom` times: every length of the list multiplied (entries are "[(media)] length"). */
export function zoomedSizes(sizes: string, zoom: number): string {
  if (zoom <= 1) return sizes
  return sizes
    .split(',')
    .map((entry) => {
      const trimmed = entry.trim()
      const withCondition = /^(.*\))\s+([^\s()]+)$/.exec(trimmed)
      return withCondition ? `${withCondition[1]} calc(${withCondition[2]} * ${zoom})` : `calc(${trimmed} * ${zoom})`
    })
    .join(', ')
}

/**
 * A model picture through the site's Image (SPEC §7 addresses, AVIF + WebP srcset for studio
 * renders, the single WebP of a 360° frame, width and height always set). With `media.focus` /
 * `media.zoom`, or `fill`, it fills its positioned parent box, cropped and zoomed on the focus point.
 */
export function Picture({ media, alt, sizes, priority = false, fill = false }: PictureProps) {
  const zoom = media.zoom ?? 1
  const cropped = fill || media.focus !== undefined || zoom !== 1
  const image =
    media.kind === 'frame' ? (
      <Image src={media.path} width={FRAME_SIZE.width} height={FRAME_SIZE.height} formats={['webp']} alt={alt} priority={priority} className={styles.picture} imgClassName={cropped ? styles.crop : styles.image} />
    ) : (
      <Image
        src={media.path}
        widths={RENDER_WIDTHS}
        width={RENDER_SIZE.width}
        height={RENDER_SIZE.height}
        sizes={zoomedSizes(sizes, zoom)}
        alt={alt}
        priority={priority}
        className={styles.picture}
        imgClassName={cropped ? styles.crop : styles.image}
      />
    )
  if (!cropped) return image
  const [x, y] = media.focus ?? [50, 50]
  // The crop variables sit on a display: contents wrapper (Image takes no style).
  return (
    <span className={styles.vars} style={{ '--focus': `${x}% ${y}%`, '--zoom': zoom } as CSSProperties}>
      {image}
    </span>
  )
}
