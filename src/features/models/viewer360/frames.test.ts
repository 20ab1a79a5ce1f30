import { describe, expect, it } from 'vitest'
import {
  angleOf,
  coverFrame,
  DEFAULT_FRAME_COUNT,
  equivalentFrame,
  formatMegabytes,
  frameAfterDrag,
  frameCount,
  frameForKey,
  framePath,
  framePaths,
  pixelsPerFrame,
  preloadOrder,
  rotate,
  wrapFrame,
} from './frames'

describe('wrapFrame', () => {
  it('keeps frames inside 0…count-1 in both directions', () => {
    expect(wrapFrame(0, 36)).toBe(0)
    expect(wrapFrame(35, 36)).toBe(35)
    expect(wrapFrame(36, 36)).toBe(0)
    expect(wrapFrame(37, 36)).toBe(1)
    expect(wrapFrame(-1, 36)).toBe(35)
    expect(wrapFrame(-37, 36)).toBe(35)
    expect(wrapFrame(72 + 5, 36)).toBe(5)
  })
})

describe('cover frame and frame count', () => {
  it('starts on frame 0 unless the set names a cover frame (tiggo-9: 4)', () => {
    expect(coverFrame({})).toBe(0)
    expect(coverFrame({ coverIndex: 4 })).toBe(4)
    expect(coverFrame({ coverIndex: 40, colorNumber: 36 })).toBe(4)
  })

  it('defaults to 36 frames (SPEC §9)', () => {
    expect(DEFAULT_FRAME_COUNT).toBe(36)
    expect(frameCount({})).toBe(36)
    expect(frameCount({ colorNumber: 24 })).toBe(24)
    expect(frameCount({ colorNumber: 0 })).toBe(36)
  })
})

describe('rotation and direction reversal', () => {
  it('turns forward through the frames on a normal set and backward on a reversed one', () => {
    expect(rotate(4, 1, 36)).toBe(5)
    expect(rotate(4, 1, 36, true)).toBe(3)
    expect(rotate(4, -1, 36)).toBe(3)
    expect(rotate(4, -1, 36, true)).toBe(5)
  })

  it('wraps past either end', () => {
    expect(rotate(35, 1, 36)).toBe(0)
    expect(rotate(0, 1, 36, true)).toBe(35)
    expect(rotate(0, -3, 36)).toBe(33)
  })

  it('turns one frame per pixelsPerFrame of drag, the other way on a reversed set', () => {
    expect(frameAfterDrag(4, 0, 10, 36)).toBe(4)
    expect(frameAfterDrag(4, 9, 10, 36)).toBe(4)
    expect(frameAfterDrag(4, 35, 10, 36)).toBe(7)
    expect(frameAfterDrag(4, 35, 10, 36, true)).toBe(1)
    expect(frameAfterDrag(4, -35, 10, 36)).toBe(1)
    expect(frameAfterDrag(4, -35, 10, 36, true)).toBe(7)
    expect(frameAfterDrag(0, -10, 10, 36)).toBe(35)
    expect(frameAfterDrag(0, 370, 10, 36)).toBe(1)
  })

  it('drags a sensible distance per frame on a phone and on a desktop', () => {
    expect(pixelsPerFrame(360)).toBe(8)
    expect(pixelsPerFrame(1080)).toBe(24)
    expect(pixelsPerFrame(100)).toBe(6)
    expect(pixelsPerFrame(5000)).toBe(24)
  })
})

describe('keyboard', () => {
  it('turns one frame with the arrow keys, following the set direction', () => {
    expect(frameForKey('ArrowRight', 4, 36)).toBe(5)
    expect(frameForKey('ArrowUp', 4, 36)).toBe(5)
    expect(frameForKey('ArrowLeft', 4, 36)).toBe(3)
    expect(frameForKey('ArrowDown', 4, 36)).toBe(3)
    expect(frameForKey('ArrowRight', 4, 36, true)).toBe(3)
    expect(frameForKey('ArrowLeft', 4, 36, true)).toBe(5)
    expect(frameForKey('ArrowRight', 35, 36)).toBe(0)
    expect(frameForKey('ArrowLeft', 0, 36)).toBe(35)
  })

  it('turns a quarter with Page Up/Down and jumps to the ends with Home/End', () => {
    expect(frameForKey('PageUp', 0, 36)).toBe(9)
    expect(frameForKey('PageDown', 0, 36)).toBe(27)
    expect(frameForKey('PageUp', 0, 36, true)).toBe(27)
    expect(frameForKey('Home', 17, 36)).toBe(0)
    expect(frameForKey('End', 17, 36)).toBe(35)
  })

  it('ignores other keys', () => {
    expect(frameForKey('Enter', 4, 36)).toBeUndefined()
    expect(frameForKey('a', 4, 36)).toBeUndefined()
  })
})

describe('colour switch keeps the angle', () => {
  it('keeps the frame between sets of the same size and scales between sizes', () => {
    expect(equivalentFrame(13, 36, 36)).toBe(13)
    expect(equivalentFrame(18, 36, 72)).toBe(36)
    expect(equivalentFrame(9, 36, 24)).toBe(6)
  })

  it('reports the angle of a frame', () => {
    expect(angleOf(0, 36)).toBe(0)
    expect(angleOf(4, 36)).toBe(40)
    expect(angleOf(35, 36)).toBe(350)
    expect(angleOf(-1, 36)).toBe(350)
  })
})

describe('preload order', () => {
  it('loads the shown frame first, then outwards on both sides, every frame once', () => {
    const order = preloadOrder(4, 36)
    expect(order.slice(0, 5)).toEqual([4, 5, 3, 6, 2])
    expect(order).toHaveLength(36)
    expect(new Set(order).size).toBe(36)
  })

  it('wraps around the ends', () => {
    expect(preloadOrder(0, 6)).toEqual([0, 1, 5, 2, 4, 3])
  })
})

describe('frame paths', () => {
  it('builds colorPath/<n>.<fileSuffix>, webp by default', () => {
    expect(framePath({ colorPath: '360/tiggo-9/gray', fileSuffix: 'webp' }, 4)).toBe('360/tiggo-9/gray/4.webp')
    expect(framePath({ colorPath: '360/tiggo-2-pro/silverblack/' }, 0)).toBe('360/tiggo-2-pro/silverblack/0.webp')
    const paths = framePaths({ color: 'black', colorPath: '360/x/black', colorNumber: 36 })
    expect(paths).toHaveLength(36)
    expect(paths[35]).toBe('360/x/black/35.webp')
  })

  it('formats a download size in megabytes', () => {
    expect(formatMegabytes(450_000)).toBe('0.5')
    expect(formatMegabytes(1_640_000)).toBe('1.6')
    expect(formatMegabytes(10_000)).toBe('0.1')
  })
})
