import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFrameLoader } from './frame-loader'

// A stand-in for HTMLImageElement: records what was requested and lets the test settle decodes.
class FakeImage {
  static started: FakeImage[] = []
  static failing = new Set<string>()
  src = ''
  decoding = ''
  complete = false
  naturalWidth = 0
  private settle: ((ok: boolean) => void) | undefined
  decode(): Promise<void> {
    FakeImage.started.push(this)
    return new Promise((resolve, reject) => {
      this.settle = (ok) => {
        this.complete = true
        this.naturalWidth = ok ? 960 : 0
        if (ok) resolve()
        else reject(new Error('EncodingError'))
      }
    })
  }
  finish() {
    this.settle?.(!FakeImage.failing.has(this.src))
  }
}

const urls = Array.from({ length: 8 }, (_, frame) => `/images/360/x/black/${frame}.webp`)
const frameOf = (image: FakeImage) => urls.indexOf(image.src)

async function flush() {
  await vi.advanceTimersByTimeAsync(300)
}

async function finishAll(images: FakeImage[]) {
  for (const image of images) image.finish()
  await flush()
}

describe('createFrameLoader', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    FakeImage.started = []
    FakeImage.failing = new Set()
    vi.stubGlobal('Image', FakeImage)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('loads the shown frame first, then its neighbours outwards, a few at a time, in idle time', async () => {
    const onProgress = vi.fn()
    createFrameLoader({ urls, start: 2, concurrency: 3, onProgress })
    expect(FakeImage.started).toHaveLength(0)
    await flush()
    expect(FakeImage.started.map(frameOf)).toEqual([2, 3, 1])
    await finishAll(FakeImage.started.slice(0, 3))
    expect(FakeImage.started.map(frameOf)).toEqual([2, 3, 1, 4, 0, 5])
    expect(onProgress).toHaveBeenLastCalledWith({ ready: 3, failed: 0, total: 8 })
  })

  it('reports every frame once all are decoded', async () => {
    const onProgress = vi.fn()
    const loader = createFrameLoader({ urls, start: 0, concurrency: 4, onProgress })
    for (let round = 0; round < 4; round++) {
      await flush()
      await finishAll(FakeImage.started.filter((image) => !image.complete))
    }
    expect(onProgress).toHaveBeenLastCalledWith({ ready: 8, failed: 0, total: 8 })
    expect(new Set(FakeImage.started.map(frameOf)).size).toBe(8)
    expect(loader.isReady(7)).toBe(true)
    expect(loader.isReady(-1)).toBe(true)
  })

  it('jumps the queue for a frame the visitor turned to', async () => {
    const loader = createFrameLoader({ urls, start: 0, concurrency: 1, onProgress: () => {} })
    await flush()
    loader.prioritize(5)
    await finishAll(FakeImage.started)
    expect(FakeImage.started.map(frameOf)).toEqual([0, 5])
  })

  it('counts failed frames and loads them again on retry', async () => {
    FakeImage.failing.add(urls[1]!)
    const onProgress = vi.fn()
    const loader = createFrameLoader({ urls: urls.slice(0, 3), start: 0, concurrency: 3, onProgress })
    await flush()
    await finishAll(FakeImage.started)
    expect(onProgress).toHaveBeenLastCalledWith({ ready: 2, failed: 1, total: 3 })
    FakeImage.failing.clear()
    loader.retry()
    await flush()
    await finishAll(FakeImage.started.filter((image) => !image.complete))
    expect(onProgress).toHaveBeenLastCalledWith({ ready: 3, failed: 0, total: 3 })
  })

  it('stops scheduling and reporting once stopped', async () => {
    const onProgress = vi.fn()
    const loader = createFrameLoader({ urls, start: 0, concurrency: 2, onProgress })
    await flush()
    loader.stop()
    onProgress.mockClear()
    await finishAll(FakeImage.started)
    expect(FakeImage.started).toHaveLength(2)
    expect(onProgress).not.toHaveBeenCalled()
  })
})
