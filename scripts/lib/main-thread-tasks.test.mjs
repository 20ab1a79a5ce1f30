// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { atThreadTime, blockingTime, mainThreadTasksAfterFcp } from './main-thread-tasks.mjs'

const RENDERER = 7
const MAIN = 1
const task = (ts, dur, tdur, tid = MAIN) => ({ name: 'RunTask', ph: 'X', pid: RENDERER, tid, ts, dur, tdur })

const trace = [
  { name: 'thread_name', ph: 'M', pid: RENDERER, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: RENDERER, tid: 2, ts: 0, args: { name: 'Compositor' } },
  { name: 'navigationStart', ph: 'R', pid: RENDERER, tid: MAIN, ts: 1_000_000, args: { data: { isLoadingMainFrame: true } } },
  { name: 'firstContentfulPaint', ph: 'R', pid: RENDERER, tid: MAIN, ts: 1_300_000 },
  task(1_100_000, 40_000, 30_000), // before the first paint: not counted
  task(1_400_000, 20_000, 5_000), // a task the OS kept waiting
  task(1_500_000, 4_000, 3_900),
  task(1_450_000, 30_000, 30_000, 2), // another thread
]

describe('mainThreadTasksAfterFcp', () => {
  it("lists the renderer main thread's tasks from the first contentful paint on, with wall and thread time", () => {
    expect(mainThreadTasksAfterFcp(trace)).toEqual({
      fcpAt: 300,
      tasks: [
        { at: 400, wall: 20, thread: 5 },
        { at: 500, wall: 4, thread: 3.9 },
      ],
    })
  })

  it('answers undefined for a trace without a first contentful paint', () => {
    expect(mainThreadTasksAfterFcp(trace.filter((event) => event.name !== 'firstContentfulPaint'))).toBeUndefined()
  })
})

describe('blockingTime', () => {
  it('counts what each slowed-down task spends over 50 ms', () => {
    expect(blockingTime([20, 5, 4], 4)).toBe(30)
    expect(blockingTime([12.5, 3], 4)).toBe(0)
  })
})

describe('atThreadTime', () => {
  it('shrinks each main-thread task and what runs inside it to the task thread time, and nothing else', () => {
    const layout = { name: 'Layout', ph: 'X', pid: RENDERER, tid: MAIN, ts: 1_410_000, dur: 8_000, tdur: 2_000 }
    const shrunk = atThreadTime([...trace, layout])
    const byName = (name, tid = MAIN) => shrunk.filter((event) => event.name === name && event.tid === tid)
    expect(byName('RunTask').map((event) => [event.ts, event.dur])).toEqual([
      [1_100_000, 30_000],
      [1_400_000, 5_000],
      [1_500_000, 3_900],
    ])
    expect(byName('Layout').map((event) => [event.ts, event.dur])).toEqual([[1_402_500, 2_000]])
    expect(byName('RunTask', 2)).toEqual([task(1_450_000, 30_000, 30_000, 2)])
    expect(mainThreadTasksAfterFcp(shrunk)?.tasks.map((event) => event.wall)).toEqual([5, 3.9])
  })

  it('leaves a trace without a first paint as it was', () => {
    const withoutPaint = trace.filter((event) => event.name !== 'firstContentfulPaint')
    expect(atThreadTime(withoutPaint)).toBe(withoutPaint)
  })
})
