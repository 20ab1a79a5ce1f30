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

/** Shown once the page is scrolled further down than `threshold` px (LateBackToTop loads it from there). */
export function BackToTop({ threshold }: { threshold: number }) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = throttle(() => setVisible(window.scrollY > threshold), 200)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      update.cancel()
      window.removeEventListener('scroll', update)
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
