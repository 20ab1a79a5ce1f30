import type { TFunction } from 'i18next'
import { KeepTogether } from '@/components/KeepTogether'
import type { ModelWithViews } from '../data/views'
import type { IntroKind, ModelContent } from '../content/types'
import { introMedia } from '../media'
import { Picture } from './Picture'
import { mediaAlt } from './media-alt'
import sections from './sections.module.css'
import styles from './Introduction.module.css'

type IntroductionProps = { model: ModelWithViews; content: ModelContent; t: TFunction }

/**
 * The chapters' order. Safety second: its picture, the 360° set's cover frame, is the one the viewer
 * fetches anyway, so on a phone the pictures within the browser's lazy-loading distance of a first
 * view cost one new file less; performance last: its wheel close-up needs the 1600 px render (17 KB),
 * loaded when the visitor scrolls near it (docs/measurements.md). Interior and performance stay
 * together, the dark pair.
 */
const CHAPTERS: readonly IntroKind[] = ['exterior', 'safety', 'interior', 'performance']

/** The introduction pages: exterior, safety, interior and performance, alternating sides, light and dark. */
export function Introduction({ model, content, t }: IntroductionProps) {
  const media = introMedia(model)
  return (
    <section id="design" className={`${sections.section} ${styles.intro}`} aria-labelledby="intro-title">
      <div className={styles.head}>
        <header className={sections.header}>
          <h2 id="intro-title" className={sections.heading}>
            {t('intro.heading', { model: model.title })}
          </h2>
          <p className={sections.lede}>
            <KeepTogether text={content.summary} />
          </p>
        </header>
      </div>
      <div className={styles.chapters}>
        {CHAPTERS.map((kind) => ({ kind, ...content.intro[kind] })).map((page, index) => (
          <article key={page.kind} className={styles.chapter} data-kind={page.kind} aria-labelledby={`intro-${page.kind}`}>
            <div className={styles.chapterInner}>
              <div className={styles.media}>
                <Picture fill media={media[page.kind]} alt={mediaAlt(t, model, media[page.kind])} sizes="(min-width: 62rem) 44rem, 100vw" />
              </div>
              <div className={styles.text}>
                <p className={`${sections.eyebrow} ${styles.eyebrow}`}>
                  <span className={styles.number}>{String(index + 1).padStart(2, '0')}</span> {t(`intro.${page.kind}`)}
                </p>
                <h3 id={`intro-${page.kind}`} className={styles.heading}>
                  {page.heading}
                </h3>
                <p className={styles.body}>
                  <KeepTogether text={page.text} />
                </p>
                <dl className={styles.points}>
                  {page.points.map((point) => (
                    <div key={point.label} className={styles.point}>
                      <dt>{point.label}</dt>
                      <dd>
                        <KeepTogether text={point.value} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            </div>
          </article>
        ))}
      </div>
    </section>
  )
}
