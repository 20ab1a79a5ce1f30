import type { AnyRouter } from '@tanstack/react-router'

const WATCH_MS = 5000
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown'] as const

/**
 * A client navigation to an address with a #hash (the footer's "Book a service" to
 * /contact/#book-service) scrolls to that element once, when the router has rendered. A page whose
 * strings or code are still on their way renders its content later (it suspends), so that one
 * scroll found nothing and the visitor was left at the top or bottom of another part of the page.
 * Here the element is scrolled into view when it appears (5 s at most), unless the visitor has
 * scrolled meanwhile.
 */
export function scrollToLateHashTargets(router: AnyRouter): () => void {
  let stopWatching = () => {}
  const unsubscribe = router.subscribe('onRendered', (event) => {
    stopWatching()
    const id = event.toLocation.hash
    if (!id || document.getElementById(id)) return
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id)
      if (!target) return
      stopWatching()
      target.scrollIntoView()
    })
    const timer = setTimeout(() => stopWatching(), WATCH_MS)
    const onVisitor = () => stopWatching()
    stopWatching = () => {
      observer.disconnect()
      clearTimeout(timer)
      for (const type of VISITOR_SCROLLS) window.removeEventListener(type, onVisitor, true)
      stopWatching = () => {}
    }
    observer.observe(document.body, { childList: true, subtree: true })
    for (const type of VISITOR_SCROLLS) window.addEventListener(type, onVisitor, { capture: true, passive: true })
  })
  return () => {
    stopWatching()
    unsubscribe()
  }
}
