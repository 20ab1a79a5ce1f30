import { useCallback, useEffect, useState } from 'react'

/**
 * Seconds left before an action may be repeated (the "Get Code" resend wait). Counts from an end
 * time rather than by decrements, so a throttled background tab still shows the right value.
 */
export function useCountdown(now: () => number = Date.now) {
  const [endsAt, setEndsAt] = useState<number | null>(null)
  const [secondsLeft, setSecondsLeft] = useState(0)

  useEffect(() => {
    if (endsAt === null) return
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - now()) / 1000))
      setSecondsLeft(left)
      if (left === 0) setEndsAt(null)
    }
    tick()
    const timer = setInterval(tick, 250)
    return () => clearInterval(timer)
  }, [endsAt, now])

  const start = useCallback(
    (seconds: number) => {
      setSecondsLeft(seconds)
      setEndsAt(seconds > 0 ? now() + seconds * 1000 : null)
    },
    [now],
  )

  return { secondsLeft, running: secondsLeft > 0, start }
}
