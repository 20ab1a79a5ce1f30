import { imageAddress } from '@/lib/api/image-url'

/** Widths the asset script renders for news images (`news/news-<id>-<width>.<format>`). */
export const NEWS_IMAGE_WIDTHS = [480, 960] as const
export const NEWS_IMAGE_SIZE = { width: 960, height: 540 } as const

/** The sharing card of an article, made from its cover (`og/news/news-<id>-1200.jpg`); undefined when the rule drops the cover's address. */
export function newsOgImage(cover: string): string | undefined {
  return imageAddress(`og/${cover}-1200.jpg`)
}
