import { describe, expect, it } from 'vitest'
import { INITIAL_CENTRE_INDEX, circularDistance, initialCentre, isLongTitle, moveKind, nextScrollStep, shouldReveal, slotIndexes, wrapIndex } from './home-rules'

describe('model carousel slots (SPEC §4)', () => {
  it('starts with index 3 in the centre', () => {
    expect(INITIAL_CENTRE_INDEX).toBe(3)
    expect(initialCentre(5)).toBe(3)
  })

  it('wraps indexes both ways', () => {
    expect(wrapIndex(5, 5)).toBe(0)
    expect(wrapIndex(-1, 5)).toBe(4)
    expect(wrapIndex(-6, 5)).toBe(4)
    expect(wrapIndex(12, 5)).toBe(2)
    expect(wrapIndex(3, 0)).toBe(0)
  })

  it('fills far-left, left, centre, right and far-right around the centre, wrapping at the ends', () => {
    expect(slotIndexes(3, 5)).toEqual([1, 2, 3, 4, 0])
    expect(slotIndexes(0, 5)).toEqual([3, 4, 0, 1, 2])
    expect(slotIndexes(4, 5)).toEqual([2, 3, 4, 0, 1])
  })

  it('fills empty slots by wrapping when the list is shorter than five', () => {
    expect(slotIndexes(0, 3)).toEqual([1, 2, 0, 1, 2])
    expect(slotIndexes(0, 1)).toEqual([0, 0, 0, 0, 0])
    expect(initialCentre(3)).toBe(0)
  })

  it('shows only five of a longer list', () => {
    expect(slotIndexes(0, 8)).toEqual([6, 7, 0, 1, 2])
  })

  it('measures distance the short way round', () => {
    expect(circularDistance(0, 4, 5)).toBe(1)
    expect(circularDistance(4, 0, 5)).toBe(1)
    expect(circularDistance(1, 3, 5)).toBe(2)
    expect(circularDistance(2, 2, 5)).toBe(0)
  })
})

describe('tab jump-vs-animate rule (SPEC §4)', () => {
  it('animates a move of one position, including across the wrap', () => {
    expect(moveKind(3, 4, 5)).toBe('animate')
    expect(moveKind(3, 2, 5)).toBe('animate')
    expect(moveKind(4, 0, 5)).toBe('animate')
    expect(moveKind(0, 4, 5)).toBe('animate')
  })

  it('jumps without animation when the tab is further away', () => {
    expect(moveKind(3, 1, 5)).toBe('jump')
    expect(moveKind(3, 0, 5)).toBe('jump')
    expect(moveKind(0, 2, 5)).toBe('jump')
  })

  it('does nothing for the current tab', () => {
    expect(moveKind(3, 3, 5)).toBe('none')
  })
})

describe('long title rule (SPEC §9)', () => {
  it('is long only over 11 characters', () => {
    expect(isLongTitle('Tiggo 9')).toBe(false)
    expect(isLongTitle('Tiggo 8 Pro')).toBe(false)
    expect('Tiggo 8 Pro').toHaveLength(11)
    expect(isLongTitle('Tiggo 8 Pro Max')).toBe(true)
    expect(isLongTitle('Tiggo 7 Pro+')).toBe(true)
  })
})

describe('reveal rule (SPEC §4)', () => {
  it('reveals when the top is within the viewport height minus a third of the element height', () => {
    // viewport 900, element 300 tall: the line is at 800.
    expect(shouldReveal(801, 300, 900)).toBe(false)
    expect(shouldReveal(800, 300, 900)).toBe(true)
    expect(shouldReveal(100, 300, 900)).toBe(true)
    expect(shouldReveal(-1200, 300, 900)).toBe(true)
  })

  it('keeps a tall element hidden until a third of it is in view', () => {
    expect(shouldReveal(500, 1500, 900)).toBe(false)
    expect(shouldReveal(400, 1500, 900)).toBe(true)
  })
})

describe('scroll step across anchors home-step-1 … home-step-6 (SPEC §4)', () => {
  const anchors = (tops: number[]) => tops.map((top) => ({ top, height: 300 }))

  it('is 0 before the first anchor enters', () => {
    expect(nextScrollStep(0, anchors([1000, 1600, 2200, 2800, 3400, 4000]), 900)).toBe(0)
  })

  it('advances as each next anchor enters the viewport', () => {
    expect(nextScrollStep(0, anchors([700, 1600, 2200, 2800, 3400, 4000]), 900)).toBe(1)
    expect(nextScrollStep(1, anchors([100, 750, 1200, 2800, 3400, 4000]), 900)).toBe(2)
  })

  it('passes every anchor already scrolled past (a jump to the bottom reveals all)', () => {
    expect(nextScrollStep(0, anchors([-4000, -3400, -2800, -2200, -1600, 200]), 900)).toBe(6)
  })

  it('never goes back when the visitor scrolls up', () => {
    expect(nextScrollStep(4, anchors([1000, 1600, 2200, 2800, 3400, 4000]), 900)).toBe(4)
  })

  it('stops at an anchor that has not entered yet even if a later one is positioned higher', () => {
    expect(nextScrollStep(0, anchors([200, 2000, 300, 400, 500, 600]), 900)).toBe(1)
  })
})
