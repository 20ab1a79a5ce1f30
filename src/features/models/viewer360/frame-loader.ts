import { preloadOrder, wrapFrame } from './frames'

// Progressive preloading of a 360° set, loaded on demand (dynamic import) when the viewer nears the
// viewport. Frames are fetched a few at a time, nearest to the shown frame first; each one is
// started from an idle callback and decoded with img.decode(), which decodes off the main thread,
// so the page never has a long task because of the viewer. Decoded images are kept referenced, so
// showing a frame later is a swap from memory.

export type FrameState = 'idle' | 'loading' | 'ready' | 'failed'

export type FrameLoaderOptions = {
  urls: string[]
  /** The frame on screen: loaded first, then its neighbours outwards. */
  start: number
  /** Parallel downloads. */
  concurrency?: number
  onProgress: (progress: { ready: number; failed: number; total: number }) => void
}

export type FrameLoader = {
  /** Moves a frame to the front of the queue (the visitor turned to it). */
  prioritize: (frame: number) => void
  isReady: (frame: number) => boolean
  /** Queues the failed frames again. */
  retry: () => void
  /** Stops scheduling; frames in flight finish silently. */
  stop: () => void
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}

function whenIdle(callback: () => void): () => void {
  const idleWindow = window as IdleWindow
  if (idleWindow.requestIdleCallback && idleWindow.cancelIdleCallback) {
    const handle = idleWindow.requestIdleCallback(callback, { timeout: 250 })
    return () => idleWindow.cancelIdleCallback?.(handle)
  }
  const handle = window.setTimeout(callback, 16)
  return () => window.clearTimeout(handle)
}

export function createFrameLoader({ urls, start, concurrency = 4, onProgress }: FrameLoaderOptions): FrameLoader {
  const total = urls.length
  const states: FrameState[] = urls.map(() => 'idle')
  const images: Array<HTMLImageElement | undefined> = []
  let queue = preloadOrder(start, total)
  let active = 0
  let stopped = false
  let cancelScheduled: (() => void) | undefined

  const report = () => {
    if (stopped) return
    let ready = 0
    let failed = 0
    for (const state of states) {
      if (state === 'ready') ready++
      else if (state === 'failed') failed++
    }
    onProgress({ ready, failed, total })
  }

  const finish = (frame: number, state: FrameState) => {
    states[frame] = state
    active--
    report()
    schedule()
  }

  const load = (frame: number) => {
    states[frame] = 'loading'
    active++
    const image = new Image()
    image.decoding = 'async'
    image.src = urls[frame]!
    images[frame] = image
    image.decode().then(
      () => finish(frame, 'ready'),
      // decode() can reject for an image that did load (e.g. evicted while decoding): count what arrived.
      () => finish(frame, image.complete && image.naturalWidth > 0 ? 'ready' : 'failed'),
    )
  }

  // One idle callback starts as many downloads as there are free slots, then yields.
  function schedule() {
    if (stopped || cancelScheduled) return
    cancelScheduled = whenIdle(() => {
      cancelScheduled = undefined
      while (!stopped && active < concurrency) {
        const next = queue.find((frame) => states[frame] === 'idle')
        if (next === undefined) return
        queue = queue.filter((frame) => frame !== next)
        load(next)
      }
    })
  }

  report()
  schedule()

  return {
    prioritize(frame) {
      const wrapped = wrapFrame(frame, total)
      if (states[wrapped] !== 'idle') return
      queue = [wrapped, ...queue.filter((queued) => queued !== wrapped)]
      schedule()
    },
    isReady: (frame) => states[wrapFrame(frame, total)] === 'ready',
    retry() {
      const failed = states.flatMap((state, frame) => (state === 'failed' ? [frame] : []))
      for (const frame of failed) states[frame] = 'idle'
      queue = [...failed, ...queue]
      report()
      schedule()
    },
    stop() {
      stopped = true
      cancelScheduled?.()
      cancelScheduled = undefined
    },
  }
}
