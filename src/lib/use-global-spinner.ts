import { useEffect } from 'react'
import { startLoading, stopLoading } from '@/lib/api/client-hooks'

/**
 * Shows the global spinner (SPEC §2: the shared `loading` flag) while the calling component is
 * mounted, from `delayMs` on, so that a wait shorter than that never flashes it. Waits overlap like
 * requests do: the flag stays on until the last of them ends.
 */
export function useGlobalSpinner(delayMs = 0): void {
  useEffect(() => {
    let started = false
    const start = () => {
      started = true
      startLoading('loading')
    }
    const timer = delayMs > 0 ? setTimeout(start, delayMs) : undefined
    if (timer === undefined) start()
    return () => {
      clearTimeout(timer)
      if (started) stopLoading('loading')
    }
  }, [delayMs])
}
