import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { solidHeaderRequestsAtom } from '@/lib/state/solid-header'
import { throttle } from '@/lib/throttle'
import { HEADER_SCROLL_THROTTLE_MS, effectiveHeaderMode, initialHeaderState, nextHeaderState, type HeaderMode, type HeaderState } from './header-state'

/**
 * The header's mode (the layout's, or fixed while the page asks for a solid header) and state:
 * 'top' on the server and in the first client render (matching the prerendered HTML), then
 * following the scroll.
 */
export function useHeaderState(layoutMode: HeaderMode): { mode: HeaderMode; state: HeaderState } {
  const mode = effectiveHeaderMode(layoutMode, useAtomValue(solidHeaderRequestsAtom))
  const [state, setState] = useState<HeaderState>(mode === 'fixed' ? 'folded' : 'top')

  useEffect(() => {
    const onScroll = throttle(() => setState((current) => nextHeaderState(current, mode, window.scrollY)), HEADER_SCROLL_THROTTLE_MS)
    // A page restored or loaded already scrolled starts folded (SPEC §2).
    const syncInitialState = () => setState(initialHeaderState(mode, window.scrollY))
    const frame = requestAnimationFrame(syncInitialState)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      onScroll.cancel()
      window.removeEventListener('scroll', onScroll)
    }
  }, [mode])

  return { mode, state }
}
