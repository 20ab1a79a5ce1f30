import type { Model360View } from '../data/views'

// Frame arithmetic of the 360° viewer: pure functions, unit-tested in frames.test.ts.
//
// Direction: a positive number of steps means "turn the car the way a drag to the right turns it".
// Without directionReversal that shows the next frame (n + 1); a set shot the other way round
// (directionReversal: true) shows the previous one (n − 1), so dragging feels the same on every set.

/** SPEC §9: 360 sets have 36 frames. */
export const DEFAULT_FRAME_COUNT = 36
export const DEFAULT_FILE_SUFFIX = 'webp'
/** Size of one generated frame (960 × 540 WebP), for the Save-Data estimate when the browser cannot measure one. */
export const TYPICAL_FRAME_BYTES = 20_000

export function frameCount(set: Pick<Model360View, 'colorNumber'>): number {
  return set.colorNumber && set.colorNumber > 0 ? Math.floor(set.colorNumber) : DEFAULT_FRAME_COUNT
}

/** Any integer into 0…count-1 (negative numbers wrap from the end). */
export function wrapFrame(index: number, count: number): number {
  return ((Math.trunc(index) % count) + count) % count
}

/** The frame a set starts on. */
export function coverFrame(set: Pick<Model360View, 'colorNumber' | 'coverIndex'>): number {
  return wrapFrame(set.coverIndex ?? 0, frameCount(set))
}

/** Turns `steps` frames in drag direction (see above), wrapping around. */
export function rotate(frame: number, steps: number, count: number, reversed = false): number {
  return wrapFrame(frame + (reversed ? -steps : steps), count)
}

/** Horizontal distance of one frame: a drag across the whole stage turns the car a bit more than once. */
export function pixelsPerFrame(stageWidth: number, count: number = DEFAULT_FRAME_COUNT): number {
  return Math.min(24, Math.max(6, stageWidth / (count * 1.25)))
}

/** The frame shown while dragging: the frame at pointer-down turned by whole frames of horizontal travel. */
export function frameAfterDrag(startFrame: number, deltaX: number, pxPerFrame: number, count: number, reversed = false): number {
  return rotate(startFrame, Math.trunc(deltaX / pxPerFrame), count, reversed)
}

/**
 * Keyboard control of the role="slider" viewer: the arrow keys turn one frame (right/up like a drag
 * to the right), Page Up/Down a quarter turn, Home/End jump to the first and last frame.
 * Returns undefined for any other key.
 */
export function frameForKey(key: string, frame: number, count: number, reversed = false): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return rotate(frame, 1, count, reversed)
    case 'ArrowLeft':
    case 'ArrowDown':
      return rotate(frame, -1, count, reversed)
    case 'PageUp':
      return rotate(frame, Math.round(count / 4), count, reversed)
    case 'PageDown':
      return rotate(frame, -Math.round(count / 4), count, reversed)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}

/** Keeps the angle when switching to a set with another frame count (same count: same frame). */
export function equivalentFrame(frame: number, fromCount: number, toCount: number): number {
  return fromCount === toCount ? wrapFrame(frame, toCount) : wrapFrame(Math.round((frame * toCount) / fromCount), toCount)
}

/** Degrees turned from frame 0. */
export function angleOf(frame: number, count: number): number {
  return Math.round((wrapFrame(frame, count) * 360) / count)
}

/** Load order: the frame shown first, then its neighbours on both sides, outwards, so a drag either way finds frames ready. */
export function preloadOrder(start: number, count: number): number[] {
  const order = [wrapFrame(start, count)]
  for (let distance = 1; order.length < count; distance++) {
    for (const candidate of [start + distance, start - distance]) {
      const frame = wrapFrame(candidate, count)
      if (!order.includes(frame)) order.push(frame)
    }
  }
  return order
}

/** Image path of one frame (under the images host): `<colorPath>/<n>.<fileSuffix>`. */
export function framePath(set: Pick<Model360View, 'colorPath' | 'fileSuffix'>, frame: number): string {
  return `${set.colorPath.replace(/\/+$/, '')}/${frame}.${set.fileSuffix ?? DEFAULT_FILE_SUFFIX}`
}

/** Every frame path of a set, in frame order. */
export function framePaths(set: Model360View): string[] {
  return Array.from({ length: frameCount(set) }, (_, frame) => framePath(set, frame))
}

/** Megabytes as a visitor reads them: one decimal, at least 0.1. */
export function formatMegabytes(bytes: number): string {
  return Math.max(0.1, Math.round(bytes / 100_000) / 10).toFixed(1)
}
