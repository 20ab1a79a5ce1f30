// The page's main-thread tasks after its first contentful paint, read from a Chrome trace (what
// Lighthouse recorded): each task's wall time and its thread (CPU) time. On a busy machine a task's
// wall time includes the moments the operating system gave its core to another process; Lighthouse
// counts wall time (times its CPU slowdown) toward TBT, so the two tell the page's own work from
// the machine's.

/** @typedef {{ name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: { name?: string, frame?: string, data?: { isLoadingMainFrame?: boolean } } }} TraceEvent */

/**
 * The page's first contentful paint and the renderer main thread that painted it, or undefined.
 * @param {TraceEvent[]} events
 */
function paintingMainThread(events) {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint')
  const mainThread = fcp && events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === fcp.pid)
  if (!fcp || !mainThread) return undefined
  /** @param {TraceEvent} event a complete event (ph X) on that thread */
  const onMainThread = (event) => event.ph === 'X' && event.pid === mainThread.pid && event.tid === mainThread.tid
  return { fcp, onMainThread }
}

/**
 * @param {TraceEvent[]} events
 * @returns {{ fcpAt: number, tasks: Array<{ at: number, wall: number, thread: number }> } | undefined}
 *   times in ms from the navigation start; undefined when the trace has no first contentful paint
 */
export function mainThreadTasksAfterFcp(events) {
  const painted = paintingMainThread(events)
  if (!painted) return undefined
  const { fcp, onMainThread } = painted
  const navigation =
    events.find((event) => event.name === 'navigationStart' && event.pid === fcp.pid && event.args?.data?.isLoadingMainFrame) ??
    events.find((event) => event.name === 'navigationStart' && event.pid === fcp.pid)
  const origin = navigation?.ts ?? fcp.ts
  const tasks = events
    .filter((event) => onMainThread(event) && event.name === 'RunTask' && event.ts >= fcp.ts)
    .sort((a, b) => a.ts - b.ts)
    .map((event) => ({ at: (event.ts - origin) / 1000, wall: (event.dur ?? 0) / 1000, thread: (event.tdur ?? event.dur ?? 0) / 1000 }))
  return { fcpAt: (fcp.ts - origin) / 1000, tasks }
}

/** Total blocking time of tasks whose durations are multiplied by the CPU slowdown (Lighthouse: 50 ms over). */
export function blockingTime(durations, cpuSlowdown) {
  return durations.reduce((total, duration) => total + Math.max(0, duration * cpuSlowdown - 50), 0)
}

/**
 * A copy of the trace in which each of the page's main-thread tasks lasts its thread (CPU) time: the
 * task and every event inside it shrink by the task's thread / wall ratio, towards its start. Fed back
 * to Lighthouse, its simulation then reads the page's own work without the moments the thread waited:
 * for a core, or for another process (in Chromium on Linux, every font the first layout sets up is a
 * synchronous call to the browser's font service; decision 059). Other threads and processes are left
 * as they were.
 * @param {TraceEvent[]} events
 * @returns {TraceEvent[]}
 */
export function atThreadTime(events) {
  const painted = paintingMainThread(events)
  if (!painted) return events
  const inside = events.filter(painted.onMainThread).sort((a, b) => a.ts - b.ts)
  const scaled = new Map()
  let next = 0
  for (const task of inside) {
    if (task.name !== 'RunTask' || !task.dur || task.tdur === undefined) continue
    const ratio = Math.min(1, task.tdur / task.dur)
    const end = task.ts + task.dur
    while (/** @type {TraceEvent} */ (inside[next]).ts < task.ts) next += 1
    for (let index = next; index < inside.length && /** @type {TraceEvent} */ (inside[index]).ts < end; index += 1) {
      const event = /** @type {TraceEvent} */ (inside[index])
      scaled.set(event, { ...event, ts: task.ts + (event.ts - task.ts) * ratio, dur: (event.dur ?? 0) * ratio })
    }
  }
  return events.map((event) => scaled.get(event) ?? event)
}
