// The page's main-thread tasks after its first contentful paint, read from a Chrome trace (what
// Lighthouse recorded): each task's wall time and its thread (CPU) time. On a busy machine a task's
// wall time includes the moments the operating system gave its core to another process; Lighthouse
// counts wall time (times its CPU slowdown) toward TBT, so the two tell the page's own work from
// the machine's.

/** @typedef {{ name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: { name?: string, frame?: string, data?: { isLoadingMainFrame?: boolean } } }} TraceEvent */

/**
 * @param {TraceEvent[]} events
 * @returns {{ fcpAt: number, tasks: Array<{ at: number, wall: number, thread: number }> } | undefined}
 *   times in ms from the navigation start; undefined when the trace has no first contentful paint
 */
export function mainThreadTasksAfterFcp(events) {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint')
  if (!fcp) return undefined
  const mainThread = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === fcp.pid)
  if (!mainThread) return undefined
  const navigation =
    events.find((event) => event.name === 'navigationStart' && event.pid === fcp.pid && event.args?.data?.isLoadingMainFrame) ??
    events.find((event) => event.name === 'navigationStart' && event.pid === fcp.pid)
  const origin = navigation?.ts ?? fcp.ts
  const tasks = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === mainThread.pid && event.tid === mainThread.tid && event.ts >= fcp.ts)
    .sort((a, b) => a.ts - b.ts)
    .map((event) => ({ at: (event.ts - origin) / 1000, wall: (event.dur ?? 0) / 1000, thread: (event.tdur ?? event.dur ?? 0) / 1000 }))
  return { fcpAt: (fcp.ts - origin) / 1000, tasks }
}

/** Total blocking time of tasks whose durations are multiplied by the CPU slowdown (Lighthouse: 50 ms over). */
export function blockingTime(durations, cpuSlowdown) {
  return durations.reduce((total, duration) => total + Math.max(0, duration * cpuSlowdown - 50), 0)
}
