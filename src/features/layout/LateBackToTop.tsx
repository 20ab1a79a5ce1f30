import { useEffect, useState, type ComponentType } from 'react'

/** How far down the page the button appears (SPEC §9). */
const BACK_TO_TOP_THRESHOLD_PX = 400

/**
 * The back-to-top button (BackToTop.tsx) appears only once the visitor has scrolled, and is never
 * prerendered: its code loads when the page is first scrolled past the button's threshold, so a
 * visit that never scrolls that far never downloads it. Offline, nothing is asked for until the
 * browser is back online (a request bound to fail only costs a console error). Loaded in an effect
 * rather than through React.lazy: a Suspense fallback committed then would make React hold back,
 * for its 300 ms fallback throttle, the islands that hydrate right after.
 */
export function LateBackToTop() {
  const [BackToTop, setBackToTop] = useState<ComponentType<{ threshold: number }> | null>(null)
  useEffect(() => {
    let cancelled = false
    let loading = false
    const stopListening = () => {
      window.removeEventListener('scroll', load)
      window.removeEventListener('online', load)
    }
    async function load() {
      if (loading || window.scrollY <= BACK_TO_TOP_THRESHOLD_PX || !navigator.onLine) return
      loading = true
      // Awaited, not `import(…).then(ok, failed)`: the build wraps such a chain whole in its preload
      // helper, whose failure (the button's stylesheet) then escapes the handler.
      try {
        const module = await import('./BackToTop')
        stopListening()
        if (!cancelled) setBackToTop(() => module.BackToTop)
      } catch {
        // A connection lost mid-request: the page works without the button; the next scroll or
        // the browser coming back online tries again.
        loading = false
      }
    }
    window.addEventListener('scroll', load, { passive: true })
    window.addEventListener('online', load)
    void load()
    return () => {
      cancelled = true
      stopListening()
    }
  }, [])
  return BackToTop ? <BackToTop threshold={BACK_TO_TOP_THRESHOLD_PX} /> : null
}
