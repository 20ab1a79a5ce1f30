import { useEffect, useState } from 'react'
import { throttle } from '@/lib/throttle'
import { HEADER_SCROLL_THROTTLE_MS, initialHeaderState, nextHeaderState, type HeaderMode, type HeaderState } from './header-state'

/** 'top' on the server and in the first client render (matching the prerendered HTML), then follows the scroll. */
export function useHeaderState(mode: HeaderMode): HeaderState {
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

  return state
}
