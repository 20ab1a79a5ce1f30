import { useEffect, useState, type RefObject } from 'react'
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>

type EmblaBindingProps = {
  viewportRef: RefObject<HTMLDivElement | null>
  /** The slide the native strip was on, so the switch to Embla does not move the carousel. */
  startIndex: number
  reducedMotion: boolean
  onApi: (api: EmblaApi) => void
}

/** Attaches Embla to the prerendered strip (loaded on demand: see Highlights). Renders nothing. */
export default function EmblaBinding({ viewportRef, startIndex, reducedMotion, onApi }: EmblaBindingProps) {
  // Fixed at mount: new options would make Embla re-initialise.
  const [options] = useState(() => ({
    align: 'start' as const,
    containScroll: 'trimSnaps' as const,
    startIndex,
    duration: reducedMotion ? 10 : 28,
  }))
  const [emblaRef, emblaApi] = useEmblaCarousel(options)

  useEffect(() => {
    const viewport = viewportRef.current
    if (!viewport) return
    // Embla moves the track with transforms: the native scroll offset goes back to zero first.
    viewport.scrollLeft = 0
    emblaRef(viewport)
    return () => emblaRef(null)
  }, [emblaRef, viewportRef])

  useEffect(() => {
    if (emblaApi) onApi(emblaApi)
  }, [emblaApi, onApi])

  return null
}
