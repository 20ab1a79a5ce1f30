import { lazy, useCallback, useEffect, useRef, useState } from 'react'
import type { TFunction } from 'i18next'
import { KeepTogether } from '@/components/KeepTogether'
import { prefersReducedMotion } from '@/lib/use-reduced-motion'
import { islandPending, markHydrated } from '@/components/island'
import type { EmblaApi } from './EmblaBinding'
import type { ModelWithViews } from '../data/views'
import type { ModelContent } from '../content/types'
import { highlightMedia } from '../media'
import { useNearViewport } from '../hooks/use-near-viewport'
import { Picture } from './Picture'
import { mediaAlt } from './media-alt'
import sections from './sections.module.css'
import styles from './Highlights.module.css'
import { OptionalCode } from '@/components/OptionalCode'

// Embla (and its React binding) load only when the carousel nears the viewport. Until then, and
// without script, the slides are a native scroll-snap strip that works with touch, trackpad and keys.
const EmblaBinding = lazy(() => import('./EmblaBinding'))

type HighlightsProps = {
  model: ModelWithViews
  content: ModelContent
  t: TFunction
  /** The root's class, handed over by the island (ModelPage.tsx) so the styles load with the page. */
  className?: string | undefined
}

export function Highlights({ model, content, t, className }: HighlightsProps) {
  const media = highlightMedia(model, model.facts.shots)
  const slides = content.highlights.map((story, index) => ({ ...story, media: media[index]! }))
  const sectionRef = useRef<HTMLElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const near = useNearViewport(sectionRef)
  const [api, setApi] = useState<EmblaApi>()
  const [selected, setSelected] = useState(0)
  const [edges, setEdges] = useState({ start: true, end: false })
  // One dot per stop: per slide on the native strip, per Embla snap once Embla runs (it merges the
  // last slides into one stop when they fit on screen together).
  const [stops, setStops] = useState(slides.length)

  const slideWidth = () => viewportRef.current?.querySelector('[role="group"]')?.getBoundingClientRect().width ?? 0

  // Native strip: follow the scroll position.
  useEffect(() => {
    const viewport = viewportRef.current
    if (api || !viewport) return
    const onScroll = () => {
      const width = slideWidth()
      if (width > 0) setSelected(Math.round(viewport.scrollLeft / width))
      setEdges({ start: viewport.scrollLeft <= 1, end: viewport.scrollLeft + viewport.clientWidth >= viewport.scrollWidth - 1 })
    }
    onScroll()
    viewport.addEventListener('scroll', onScroll, { passive: true })
    return () => viewport.removeEventListener('scroll', onScroll)
  }, [api])

  const onApi = useCallback((embla: EmblaApi) => {
    const sync = () => {
      setStops(embla.scrollSnapList().length)
      setSelected(embla.selectedScrollSnap())
      setEdges({ start: !embla.canScrollPrev(), end: !embla.canScrollNext() })
    }
    embla.on('select', sync).on('reInit', sync)
    sync()
    setApi(embla)
  }, [])

  const go = (index: number) => {
    const target = Math.max(0, Math.min(stops - 1, index))
    if (api) api.scrollTo(target)
    else viewportRef.current?.scrollTo({ left: target * slideWidth(), behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
  }

  return (
    <section
      ref={(element) => {
        sectionRef.current = element
        markHydrated(element)
      }}
      {...islandPending}
      id="highlights"
      className={`${sections.section} ${sections.dark} ${className ?? ''}`}
      aria-labelledby="highlights-title"
      aria-roledescription={t('highlights.carouselRole')}
    >
      <div className={sections.inner}>
        <div className={styles.top}>
          <h2 id="highlights-title" className={sections.heading}>
            {t('highlights.heading')}
          </h2>
          <div className={styles.arrows}>
            <button type="button" className={styles.arrow} aria-label={t('highlights.previous')} disabled={edges.start} onClick={() => go(selected - 1)}>
              <span className={styles.chevronLeft} aria-hidden="true" />
            </button>
            <button type="button" className={styles.arrow} aria-label={t('highlights.next')} disabled={edges.end} onClick={() => go(selected + 1)}>
              <span className={styles.chevronRight} aria-hidden="true" />
            </button>
          </div>
        </div>
        {/* Focusable, so keyboard users can move the strip too (arrow keys). */}
        <div
          ref={viewportRef}
          className={styles.viewport}
          data-engine={api ? 'embla' : 'native'}
          tabIndex={0}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
            event.preventDefault()
            go(selected + (event.key === 'ArrowRight' ? 1 : -1))
          }}
        >
          <div className={styles.track}>
            {slides.map((slide, index) => (
              <div
                key={slide.title}
                className={styles.slide}
                role="group"
                aria-roledescription={t('highlights.slideRole')}
                aria-label={t('highlights.slide', { index: index + 1, count: slides.length })}
              >
                <div className={styles.media}>
                  <Picture fill media={slide.media} alt={mediaAlt(t, model, slide.media)} sizes="(min-width: 62rem) 30rem, (min-width: 36rem) 48vw, 85vw" />
                </div>
                <h3 className={styles.title}>{slide.title}</h3>
                <p className={styles.text}>
                  <KeepTogether text={slide.text} />
                </p>
              </div>
            ))}
          </div>
        </div>
        <div className={styles.dots}>
          {slides.slice(0, stops).map((slide, index) => (
            <button
              key={slide.title}
              type="button"
              className={styles.dot}
              aria-label={t('highlights.goTo', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
        </div>
      </div>
      {near ? (
        <OptionalCode>
          <EmblaBinding viewportRef={viewportRef} startIndex={selected} reducedMotion={prefersReducedMotion()} onApi={onApi} />
        </OptionalCode>
      ) : null}
    </section>
  )
}
