import { useCallback, useEffect, useRef } from 'react'
import { giveHeldTyping } from '@/lib/held-input/give-typing'
import { markHydrated } from '@/components/island'

/**
 * The ref callback for a form's element: once the form has mounted, what the visitor typed into it
 * before the page hydrated becomes the form's values, and the focus stays in the field the visitor
 * was in. Call it after the form's other hooks, so its effect runs after theirs (a restored draft,
 * then what was typed over it). `islandRoot`: the form is an island's root (it spreads
 * `islandPending`), marked hydrated by this ref too (island.tsx markHydrated).
 */
export function useEarlyInput({ islandRoot = false } = {}) {
  const element = useRef<HTMLFormElement | null>(null)
  useEffect(() => giveHeldTyping(element.current), [])
  return useCallback(
    (form: HTMLFormElement | null) => {
      element.current = form
      if (islandRoot) markHydrated(form)
    },
    [islandRoot],
  )
}
