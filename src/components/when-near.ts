import { ISLAND_ATTRIBUTE, ISLAND_PENDING } from '@/boot/page-signals'
import { markWhenFulfilled } from '@/lib/thenable'
import type { LoadTrigger } from './island'

/**
 * How far below the viewport an element starts its island's load: a quarter of a screen's scroll
 * ahead (the contact page's showroom finder is 1.5 screens down a phone's page in Chinese).
 */
const NEAR_MARGIN = '0px 0px 25% 0px'

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
 * An island's `whenNear` (decision 047): its code loads when one of the prerendered elements `ids`
 * (the one around it, and those on the way to it from whose links a visitor may jump to it) comes
 * near the viewport or takes focus (a Tab key, a #fragment), or when every waiting island is asked
 * for (`loadIslandsWaitingToBeNear`). Until then the prerendered island keeps what is typed and
 * holds a tap, as while any island's code is on its way. Where none of them is in the document (the
 * page renders after a client-side navigation), or `atOnceIf` says so, the code loads at once.
 */
export function nearElements(ids: readonly string[], { atOnceIf = () => false }: { atOnceIf?: () => boolean } = {}): LoadTrigger {
  return (load) => {
    let isStarted = false
    let start!: () => void
    const loaded = markWhenFulfilled(
      new Promise<void>((resolve) => {
        start = () => {
          if (isStarted) return
          isStarted = true
          resolve(loadWhenOnline(load))
        }
      }),
    )
    const elements = ids.map((id) => document.getElementById(id)).filter((element) => element !== null)
    if (elements.length === 0 || atOnceIf()) {
      start()
      return { loaded, start }
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: NEAR_MARGIN })
    for (const element of elements) {
      observer.observe(element)
      element.addEventListener('focusin', start, { once: true })
    }
    void loaded.then(() => observer.disconnect())
    return { loaded, start }
  }
}

/**
 * Resolves once no island inside the element `id` is still waiting to hydrate. A same-page
 * navigation that reaches an island before it has hydrated makes React drop its prerendered HTML
 * (the router's state changes above it), so a link to it waits for this.
 */
export function islandsHydratedIn(id: string): Promise<void> {
  const container = document.getElementById(id)
  const hydrated = () => container?.querySelector(`[${ISLAND_ATTRIBUTE}="${ISLAND_PENDING}"]`) == null
  return new Promise((resolve) => {
    if (hydrated()) return resolve()
    const observer = new MutationObserver(() => {
      if (!hydrated()) return
      observer.disconnect()
      resolve()
    })
    observer.observe(container!, { subtree: true, childList: true, attributes: true, attributeFilter: [ISLAND_ATTRIBUTE] })
  })
}
