import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { throttle } from '@/lib/throttle'
import { prefersReducedMotion } from '@/lib/use-reduced-motion'
import styles from './BackToTop.module.css'
export const BACK_TO_TOP_DURATION_MS = 450

function easeInOutCubic(progress: number) {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2
}

/** Scrolls to the top in 450 ms (SPEC §9), or at once for visitors who prefer reduced motion. */
export function scrollToTop(durationMs = BACK_TO_TOP_DURATION_MS) {
  const start = window.scrollY
  if (prefersReducedMotion() || start === 0) {
    window.scrollTo(0, 0)
    return
  }
  const startedAt = performance.now()
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs)
    window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))))
    if (progress < 1) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

/** What the button must never cover: a form's fields and buttons, a link of the page. */
const CONTROL = 'main :is(input:not([type="hidden"]), select, textarea, button, a[href], label)'

/**
 * Whether a control of the page lies where the button is drawn (its corner of the window, 1rem from
 * the edges, 3rem square: BackToTop.module.css), e.g. a form's fields on a phone.
 */
function controlUnderButton() {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize)
  const right = window.innerWidth - rem
  const bottom = window.innerHeight - rem
  const size = 3 * rem
  const points = [
    [right - size, bottom - size],
    [right, bottom - size],
    [right - size, bottom],
    [right, bottom],
    [right - size / 2, bottom - size / 2],
  ]
  return points.some(([x, y]) => document.elementsFromPoint(x! - 1, y! - 1).some((element) => element.matches(CONTROL) || element.closest(CONTROL) !== null))
}

/** Shown once the page is scrolled further down than `threshold` px (LateBackToTop loads it from there). */
export function BackToTop({ threshold }: { threshold: number }) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    // Shown once the page has scrolled, and not over a field or a button (issue 40: it sat on the
    // form's fields at 412 px); checked again as focus moves, which may scroll or open messages.
    const update = throttle(() => setVisible(window.scrollY > threshold && !controlUnderButton()), 200)
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    document.addEventListener('focusin', update)
    return () => {
      update.cancel()
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
      document.removeEventListener('focusin', update)
    }
  }, [threshold])

  if (!visible) return null
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('layout.backToTop')}
      onClick={() => {
        scrollToTop()
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
    >
      <span aria-hidden="true" className={styles.arrow} />
    </button>
  )
}
