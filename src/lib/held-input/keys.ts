import { useEffect } from 'react'
import { afterThisTask } from '@/boot/next-task'
import { DOCUMENT_HYDRATED_ATTRIBUTE, HELD_KEYS, ISLAND_ATTRIBUTE, KEYED_WIDGET, ownedByApp, type HeldKeysHolder } from '@/boot/page-signals'

/**
 * The slider or tab keys the boot loader held (src/boot/boot-loader.ts), replayed in order once the
 * app owns their widget: to the focused element, as the visitor's keys would have gone, one key per
 * task, so each reaches the handler of the render the previous one produced (a tab's key moves the
 * focus to the next tab). Dropped if the visitor has moved the focus elsewhere meanwhile: a stale key
 * must not pull it back. Returns what stops the wait.
 */
function replayHeldKeysOnceOwned(): (() => void) | undefined {
  const holder = window as Window & HeldKeysHolder
  /** Whether there is nothing (left) to wait for. */
  const replay = () => {
    const held = holder[HELD_KEYS]
    if (!held) return true
    if (held.control.isConnected && !ownedByApp(held.control)) return false
    delete holder[HELD_KEYS]
    const press = ([key, ...rest]: string[], first: boolean) => {
      const focused = document.activeElement
      if (!key || !focused || (first ? focused !== held.control : !focused.matches(KEYED_WIDGET) || !ownedByApp(focused))) return
      focused.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
      afterThisTask(() => press(rest, false))
    }
    // In a task of its own: after a held tap's replay (src/lib/held-input/clicks.ts) and the update it made.
    afterThisTask(() => press(held.keys, true))
    return true
  }
  if (replay()) return undefined
  // The page marks itself hydrated after this island, or the widget is in another island still on its way.
  const observer = new MutationObserver(() => replay() && observer.disconnect())
  observer.observe(document.documentElement, {
    subtree: true,
    attributeFilter: [DOCUMENT_HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE],
  })
  return () => observer.disconnect()
}

/**
 * For an island whose widget takes arrow keys (the 360° viewer, the home model tabs): once it has
 * hydrated, the keys pressed on it before are replayed. In the island's own code, so the pages'
 * first-load script does not carry it (docs/decisions/024).
 */
export function useHeldKeys(): void {
  useEffect(replayHeldKeysOnceOwned, [])
}
