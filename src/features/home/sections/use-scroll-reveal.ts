import { useEffect, type RefObject } from 'react'
import { prefersReducedMotion } from '@/lib/use-reduced-motion'
import { nextScrollStep } from '../home-rules'

/** Set on <html> while the home page animates sections in; only then is anything hidden. */
export const HOME_MOTION_CLASS = 'home-motion'

/**
 * SPEC §4 scroll step: the anchors `[data-step]` inside `root` (home-step-1 … home-step-6) are
 * passed in order as each one enters the viewport (`nextScrollStep`); a passed anchor gets
 * `data-revealed` and animates in. The prerendered page shows everything: content is hidden for the
 * animation only after hydration, never under reduced motion, and what is already on screen at
 * that moment is marked revealed first, so it never blinks.
 */
export function useScrollReveal(rootRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = rootRef.current
    if (!root || prefersReducedMotion()) return
    const anchors = Array.from(root.querySelectorAll<HTMLElement>('[data-step]')).sort((a, b) => Number(a.dataset.step) - Number(b.dataset.step))
    const html = document.documentElement
    let step = 0
    let frame = 0

    const update = () => {
      frame = 0
      const boxes = anchors.map((anchor) => {
        const { top, height } = anchor.getBoundingClientRect()
        return { top, height }
      })
      const next = nextScrollStep(step, boxes, window.innerHeight)
      for (let index = step; index < next; index += 1) anchors[index]!.dataset.revealed = 'true'
      step = next
      root.dataset.scrollStep = String(step)
      if (step >= anchors.length) stop()
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    const stop = () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }

    update()
    html.classList.add(HOME_MOTION_CLASS)
    if (step < anchors.length) {
      window.addEventListener('scroll', schedule, { passive: true })
      window.addEventListener('resize', schedule, { passive: true })
    }
    return () => {
      stop()
      if (frame) window.cancelAnimationFrame(frame)
      html.classList.remove(HOME_MOTION_CLASS)
    }
  }, [rootRef])
}
