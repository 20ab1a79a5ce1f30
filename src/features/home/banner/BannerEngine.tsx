import { startTransition, useEffect, useState } from 'react'
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import Autoplay from 'embla-carousel-autoplay'
import { BANNER_AUTOPLAY_MS } from './banner-slides'

export type BannerApi = NonNullable<UseEmblaCarouselType[1]>

export type BannerEngineProps = {
  /** The prerendered viewport element; Embla takes it over. */
  viewport: HTMLElement
  /** Whether autoplay should run now (not paused by the visitor, hover, focus or reduced motion). */
  playing: boolean
  /** Change slides without the sliding animation (prefers-reduced-motion). */
  jump: boolean
  onReady: (api: BannerApi) => void
  onSelect: (index: number) => void
  /** The autoplay timer (re)started: a full delay until the next slide. */
  onTimerSet: () => void
}

/**
 * The banner's motion (embla-carousel-react + autoplay), loaded after hydration so the first-load
 * script stays small; until then the prerendered first slide is shown and fully usable. SPEC §4
 * carousel defaults: loop, no arrows, no dragging; autoplay is started and stopped by HomeBanner.
 */
export default function BannerEngine({ viewport, playing, jump, onReady, onSelect, onTimerSet }: BannerEngineProps) {
  const [plugins] = useState(() => [
    Autoplay({
      delay: BANNER_AUTOPLAY_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ])
  const [options] = useState(() => ({
    loop: true,
    watchDrag: false,
    duration: 32,
  }))
  const [emblaRef, api] = useEmblaCarousel(options, plugins)

  // After the commit and as a transition, not in a layout effect: the engine's start (setting its
  // viewport, measuring the slides) then runs in tasks of its own instead of one synchronous chain
  // with this commit, which held a slow phone's main thread for one long task. The prerendered
  // first slide stays on screen meanwhile.
  useEffect(() => {
    startTransition(() => emblaRef(viewport))
    return () => emblaRef(null)
  }, [emblaRef, viewport])

  useEffect(() => {
    if (!api) return
    const select = () => onSelect(api.selectedScrollSnap())
    api.on('select', select).on('autoplay:timerset', onTimerSet)
    onReady(api)
    select()
    return () => {
      api.off('select', select).off('autoplay:timerset', onTimerSet)
    }
  }, [api, onReady, onSelect, onTimerSet])

  useEffect(() => {
    const autoplay = api?.plugins().autoplay
    if (!autoplay) return
    if (playing) autoplay.play(jump)
    else autoplay.stop()
  }, [api, playing, jump])

  return null
}
