import { useEffect } from 'react'
import {
  DOCUMENT_HYDRATED_ATTRIBUTE,
  HELD_CLICK,
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATED,
  ownedByApp,
  type HeldClickHolder,
} from '@/boot/page-signals'

/**
 * The boot loader (src/boot/boot-loader.ts) holds a click on a control React does not own yet
 * (ownedByApp): the page had not hydrated, or the island around the control had not (its code
 * arrives after the shell's, and React drops a click on a part it has not hydrated). The app marks
 * each part hydrated itself (markDocumentHydrated, markIslandHydrated) and replays the held click at
 * the mark that makes its control owned: once, and never while React could still drop it.
 * clicks.react.test.tsx proves it against the real React's hydration.
 */
export function replayHeldClick(): void {
  const holder = window as Window & HeldClickHolder
  const control = holder[HELD_CLICK]
  if (!control?.isConnected) {
    delete holder[HELD_CLICK]
    return
  }
  if (!ownedByApp(control)) return
  delete holder[HELD_CLICK]
  if (control instanceof HTMLElement) control.click()
  else control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
}

/** Once the page has hydrated, header and footer included (useMarkDocumentHydrated). */
export function markDocumentHydrated(): void {
  document.documentElement.setAttribute(DOCUMENT_HYDRATED_ATTRIBUTE, 'true')
  replayHeldClick()
}

/**
 * Marks the document hydrated once the calling component has: called after the page's own content,
 * inside the router's boundary of the page (components/page-hydration-mark.tsx, which the router
 * gives every page, its error page and the not-found page), not by the header's and footer's. The
 * router renders each page in a <Suspense> of its own, which React hydrates in a pass after the
 * header and footer; marked then, a header link tapped in between (no longer held) navigated while
 * React still had the old page to hydrate, and React threw that page away with an error (TanStack
 * Router issue 8306). e2e's `navigate` waits for the mark on every route.
 */
export function useMarkDocumentHydrated(): void {
  useEffect(() => markDocumentHydrated(), [])
}

/**
 * Once React has hydrated (or mounted) an island's root: called from a ref, so during React's commit;
 * the replay waits for the commit to end.
 */
export function markIslandHydrated(root: Element): void {
  root.setAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED)
  queueMicrotask(replayHeldClick)
}
