import { imageUrl } from '@/lib/api/image-url'

/** Widths the asset script renders for news images (`news/news-<id>-<width>.<format>`). */
export const NEWS_IMAGE_WIDTHS = [480, 960] as const
export const NEWS_IMAGE_SIZE = { width: 960, height: 540 } as const

/** The Open Graph image of an article: its cover at the largest width. */
export function newsOgImage(cover: string): string {
  return imageUrl(`${cover}-960.webp`)
}
