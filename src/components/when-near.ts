import { waitToLoad, type LoadTrigger } from './island'

/** How far below the viewport the element starts its island's load: half a screen's scroll ahead. */
const NEAR_MARGIN = '0px 0px 50% 0px'

/**
 * Resolves once `load` has succeeded; a failed load (the connection dropped) is tried again when the
 * browser is back online, so the island keeps its prerendered HTML meanwhile instead of failing.
 */
function loadWhenOnline(load: () => Promise<void>): Promise<void> {
  return load().catch(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('online', () => resolve(loadWhenOnline(load)), { once: true })
      }),
  )
}

/**
 * An island's `whenNear` (decision 047): its code loads when the prerendered element `id` around it
 * comes near the viewport or takes focus (a Tab key, a #fragment), or when every waiting island is
 * asked for (`loadIslandsWaitingToBeNear`). Until then the prerendered island keeps what is typed and
 * holds a tap, as while any island's code is on its way. Where the element is not in the document
 * (the page renders after a client-side navigation), or `atOnceIf` says so, the code loads at once.
 */
export function nearElement(id: string, { atOnceIf = () => false }: { atOnceIf?: () => boolean } = {}): LoadTrigger {
  return (load) => {
    let isStarted = false
    let start!: () => void
    const loaded = new Promise<void>((resolve) => {
      start = () => {
        if (isStarted) return
        isStarted = true
        stopWaiting()
        resolve(loadWhenOnline(load))
      }
    })
    const stopWaiting = waitToLoad(start)
    const element = document.getElementById(id)
    if (!element || atOnceIf()) {
      start()
      return { loaded, started: () => isStarted }
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: NEAR_MARGIN })
    observer.observe(element)
    element.addEventListener('focusin', start, { once: true })
    loaded.finally(() => observer.disconnect()).catch(() => undefined)
    return { loaded, started: () => isStarted }
  }
}
