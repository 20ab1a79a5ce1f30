import { useEffect, useState, type ComponentType } from 'react'

/** How far down the page the button appears (SPEC §9). */
const BACK_TO_TOP_THRESHOLD_PX = 400

/**
 * The back-to-top button (BackToTop.tsx) appears only once the visitor has scrolled, and is never
 * prerendered: its code loads when the page is first scrolled past the button's threshold, so a
 * visit that never scrolls that far never downloads it. Loaded in an effect rather than through
 * React.lazy: a Suspense fallback committed then would make React hold back, for its 300 ms
 * fallback throttle, the islands that hydrate right after.
 */
export function LateBackToTop() {
  const [BackToTop, setBackToTop] = useState<ComponentType<{ threshold: number }> | null>(null)
  useEffect(() => {
    let cancelled = false
    const load = async () => {
      if (window.scrollY <= BACK_TO_TOP_THRESHOLD_PX) return
      window.removeEventListener('scroll', load)
      // Awaited, not `import(…).then(ok, failed)`: the build wraps such a chain whole in its preload
      // helper, whose failure (the button's stylesheet offline) then escapes the handler.
      try {
        const module = await import('./BackToTop')
        if (!cancelled) setBackToTop(() => module.BackToTop)
      } catch {
        // Offline or a failed chunk: the page works without the button.
      }
    }
    window.addEventListener('scroll', load, { passive: true })
    void load()
    return () => {
      cancelled = true
      window.removeEventListener('scroll', load)
    }
  }, [])
  return BackToTop ? <BackToTop threshold={BACK_TO_TOP_THRESHOLD_PX} /> : null
}
