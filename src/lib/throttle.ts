/** Calls fn at most once per interval, always including the last call (so the final position is seen). */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, intervalMs: number) {
  let lastRun = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let pendingArgs: Args | undefined

  const run = () => {
    lastRun = Date.now()
    timer = undefined
    if (pendingArgs) {
      const args = pendingArgs
      pendingArgs = undefined
      fn(...args)
    }
  }

  const throttled = (...args: Args) => {
    pendingArgs = args
    const wait = intervalMs - (Date.now() - lastRun)
    if (wait <= 0) run()
    else timer ??= setTimeout(run, wait)
  }
  throttled.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    pendingArgs = undefined
  }
  return throttled
}
