import { lazy, useCallback, useEffect, useRef, useState, type FocusEvent, type HTMLAttributes } from 'react'
import { AppLink } from '@/components/AppLink'
import { KeepTogether } from '@/components/KeepTogether'
import { Image, PHONE_MEDIA } from '@/components/Image'
import { prefersReducedMotion, useReducedMotion } from '@/lib/use-reduced-motion'
import { savingData, useSavingData } from '@/lib/save-data'
import { useHydrated } from '@/lib/hydration'
import { BANNER_SLIDES, type BannerSlide, type VideoSlide } from './banner-slides'
import type { BannerApi } from './BannerEngine'
import styles from './HomeBanner.module.css'
import { useHomeTranslation } from '../use-home-translation'
import { islandRoot } from '@/components/island'
import { OptionalCode } from '@/components/OptionalCode'

const BannerEngine = lazy(() => import('./BannerEngine'))

/** Runs `callback` once the browser is idle (at the latest after `timeout` ms); returns a cancel. */
function whenIdle(callback: () => void, timeout = 2500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(callback, 200)
  return () => window.clearTimeout(id)
}

/**
 * SPEC §2/§4 home banner: four slides, autoplay every 10 s, paused while hovered or focused, dots
 * and no arrows, no dragging, plus a Pause/Play control (WCAG 2.2.2) and no autoplay under
 * prefers-reduced-motion. The prerendered first slide works without script; the carousel engine
 * loads when the browser is idle after hydration (or at once when the visitor reaches for a dot).
 */
export function HomeBanner({ className }: { className?: string }) {
  const t = useHomeTranslation()
  const reducedMotion = useReducedMotion()
  const saveData = useSavingData()
  const [selected, setSelected] = useState(0)
  const [autoplayChoice, setAutoplayChoice] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [engineWanted, setEngineWanted] = useState(false)
  const [api, setApi] = useState<BannerApi | null>(null)
  // The engine as soon as it is up, before the re-render that puts it in `api`: a dot pressed in
  // between must reach it, not a pending index that nothing reads any more.
  const apiRef = useRef<BannerApi | null>(null)
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  // A dot pressed before the engine has arrived: shown as soon as it is up.
  const pendingIndex = useRef<number | null>(null)
  const [playRound, setPlayRound] = useState(0)

  // Saving data: no autoplay, and the engine (with slides 2–4's pictures) only when asked for.
  const autoplay = autoplayChoice ?? (!reducedMotion && !saveData)
  const playing = autoplay && !hovered && !focused && api !== null

  // Not before the hydration switch: until then Save-Data and reduced motion read as the prerender's.
  const hydrated = useHydrated()
  useEffect(() => {
    if (engineWanted || saveData || !hydrated) return
    return whenIdle(() => setEngineWanted(true))
  }, [engineWanted, saveData, hydrated])

  const onReady = useCallback((ready: BannerApi) => {
    apiRef.current = ready
    if (pendingIndex.current !== null) ready.scrollTo(pendingIndex.current, true)
    pendingIndex.current = null
    setApi(ready)
  }, [])
  const onSelect = useCallback((index: number) => setSelected(index), [])
  // Each (re)start of the autoplay timer restarts the progress line of the current dot (the line's
  // animation alternates between two identical keyframes, so no element is replaced).
  const onTimerSet = useCallback(() => setPlayRound((round) => round + 1), [])

  const goTo = (index: number) => {
    setSelected(index)
    if (apiRef.current) apiRef.current.scrollTo(index, reducedMotion)
    else {
      pendingIndex.current = index
      setEngineWanted(true)
    }
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <section
      {...islandRoot}
      className={className}
      aria-roledescription={t('banner.carouselRole')}
      aria-label={t('banner.label')}
      data-engine={api ? 'ready' : 'static'}
      data-playing={playing}
      onMouseEnter={() => {
        setHovered(true)
        setEngineWanted(true)
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true)
        setEngineWanted(true)
      }}
      onBlur={onBlur}
    >
      <div className={styles.viewport} ref={setViewport}>
        <div className={styles.track} aria-live={playing ? 'off' : 'polite'}>
          {BANNER_SLIDES.map((slide, index) => {
            const slideProps: SlideProps = {
              className: styles.slide,
              role: 'group',
              'aria-roledescription': t('banner.slideRole'),
              'aria-label': t('banner.slide', { index: index + 1, count: BANNER_SLIDES.length }),
              'data-align': slide.align,
              'data-kind': slide.kind,
              inert: index !== selected,
            }
            // Later slides cannot be reached before the engine runs, so their pictures wait for it
            // instead of competing with the page's scripts on a slow connection (the box is sized).
            const showMedia = index === 0 || engineWanted
            return slide.kind === 'video' ? (
              <FilmSlide key={slide.key} slide={slide} active={index === selected} showPoster={showMedia} slideProps={slideProps} />
            ) : (
              <div key={slide.key} {...slideProps}>
                <div className={styles.media}>
                  {showMedia ? (
                    <Image {...slide.image} phone={slide.phone} alt={t(`banner.${slide.key}.alt`)} priority={index === 0} className={styles.picture} imgClassName={styles.mediaImage} />
                  ) : null}
                </div>
                <SlideCopy slide={slide} />
              </div>
            )
          })}
        </div>
      </div>
      <div className={styles.controls}>
        <div className={styles.dots}>
          {BANNER_SLIDES.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              className={styles.dot}
              aria-label={t('banner.goTo', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
            >
              <span className={styles.progress} data-round={playRound % 2} aria-hidden="true" />
            </button>
          ))}
        </div>
        {/* Before hydration nothing plays and Save-Data (Lite mode) is not known: the control waits, hidden, rather than offer a Pause for nothing. */}
        <button type="button" className={styles.toggle} data-state={!hydrated ? 'idle' : autoplay ? 'pause' : 'play'} onClick={() => setAutoplayChoice(!autoplay)}>
          <span className="visually-hidden">{autoplay ? t('banner.pause') : t('banner.play')}</span>
        </button>
      </div>
      {engineWanted && viewport ? (
        <OptionalCode>
          <BannerEngine viewport={viewport} playing={playing} jump={reducedMotion} onReady={onReady} onSelect={onSelect} onTimerSet={onTimerSet} />
        </OptionalCode>
      ) : null}
    </section>
  )
}

function SlideCopy({ slide }: { slide: BannerSlide }) {
  const t = useHomeTranslation()
  const prefix = `banner.${slide.key}`
  return (
    <div className={styles.copy}>
      <p className={styles.eyebrow}>{t(`${prefix}.eyebrow`)}</p>
      <h2 className={styles.title}>{t(`${prefix}.title`)}</h2>
      <p className={styles.text}>
        <KeepTogether text={t(`${prefix}.text`)} />
      </p>
      {slide.kind === 'link' ? (
        <AppLink href={slide.href} newWindow className={`button button--primary ${styles.cta}`}>
          {t(`${prefix}.cta`)}
          <span className="visually-hidden"> {t('banner.newTab')}</span>
        </AppLink>
      ) : null}
    </div>
  )
}

type SlideProps = HTMLAttributes<HTMLDivElement> & { 'data-align': string; 'data-kind': string; inert: boolean }

/**
 * The film slide: the poster is always shown; the video file is only requested when it is to play
 * (mouse-over the slide, or the Play video button). When saving data only the button starts it.
 */
function FilmSlide({ slide, active, showPoster, slideProps }: { slide: VideoSlide; active: boolean; showPoster: boolean; slideProps: SlideProps }) {
  const t = useHomeTranslation()
  const videoRef = useRef<HTMLVideoElement>(null)
  const [videoPlaying, setVideoPlaying] = useState(false)

  const play = () => {
    const video = videoRef.current
    if (!video) return
    if (!video.getAttribute('src')) video.src = window.matchMedia(PHONE_MEDIA).matches ? slide.video.phone : slide.video.wide
    video.muted = true
    video.play().catch(() => setVideoPlaying(false))
  }
  const pause = () => videoRef.current?.pause()

  useEffect(() => {
    if (!active) videoRef.current?.pause()
  }, [active])

  return (
    <div
      {...slideProps}
      data-video={videoPlaying ? 'playing' : 'poster'}
      onMouseEnter={() => {
        // A pointer passing over is no request to play: not when saving data or asking for less motion.
        if (!savingData() && !prefersReducedMotion()) play()
      }}
      onMouseLeave={pause}
    >
      <div className={styles.media}>
        {showPoster ? <Image {...slide.poster} alt={t('banner.video.alt')} className={styles.poster} imgClassName={styles.mediaImage} /> : null}
        <video
          ref={videoRef}
          className={styles.video}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setVideoPlaying(true)}
          onPause={() => setVideoPlaying(false)}
        />
      </div>
      <SlideCopy slide={slide} />
      <button type="button" className={styles.videoToggle} data-state={videoPlaying ? 'pause' : 'play'} onClick={videoPlaying ? pause : play}>
        {videoPlaying ? t('banner.video.pauseVideo') : t('banner.video.playVideo')}
      </button>
    </div>
  )
}
