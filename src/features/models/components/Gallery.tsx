import type { TFunction } from 'i18next'
import type { ModelWithViews } from '../data/views'
import { galleryMedia } from '../media'
import { Picture } from './Picture'
import { mediaAlt } from './media-alt'
import sections from './sections.module.css'
import styles from './Gallery.module.css'

// Whole cars stay wide (16:10); close-ups alternate square and 4:3, so the columns stagger (a masonry grid).
const CROP_SHAPES = ['square', 'classic'] as const

/** The staggered grid gallery: every colour, the studio shot, details and other angles. */
export function Gallery({ model, t }: { model: ModelWithViews; t: TFunction }) {
  let crops = 0
  const items = galleryMedia(model).map((media) => ({ media, shape: media.focus ? CROP_SHAPES[crops++ % CROP_SHAPES.length]! : 'wide' }))
  return (
    <section id="gallery" className={`${sections.section} ${sections.soft}`} aria-labelledby="gallery-title">
      <div className={sections.inner}>
        <header className={sections.header}>
          <h2 id="gallery-title" className={sections.heading}>
            {t('gallery.heading')}
          </h2>
        </header>
        <ul className={styles.grid}>
          {items.map(({ media, shape }) => (
            <li key={`${media.path}-${media.subject}`} className={styles.item} data-shape={shape} data-tone={media.path === model.baseImg ? 'dark' : undefined}>
              <Picture fill media={media} alt={mediaAlt(t, model, media)} sizes="(min-width: 62rem) 26rem, 50vw" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
