import { useEffect, useState, type ComponentType } from 'react'

/**
 * The back-to-top button (BackToTop.tsx) appears only once the visitor has scrolled, and is never
 * prerendered: its code loads after the page has hydrated, out of the first load. Loaded in an
 * effect rather than through React.lazy: a Suspense fallback committed then would make React hold
 * back, for its 300 ms fallback throttle, the islands that hydrate right after.
 */
export function LateBackToTop() {
  const [BackToTop, setBackToTop] = useState<ComponentType | null>(null)
  useEffect(() => {
    let cancelled = false
    import('./BackToTop').then(
      (module) => {
        if (!cancelled) setBackToTop(() => module.BackToTop)
      },
      // Offline or a failed chunk: the page works without the button.
      () => undefined,
    )
    return () => {
      cancelled = true
    }
  }, [])
  return BackToTop ? <BackToTop /> : null
}
