import { describe, expect, it } from 'vitest'
import { effectiveHeaderMode, initialHeaderState, nextHeaderState } from './header-state'

describe('header fold logic (SPEC §2, §9)', () => {
  it('starts transparent at the top in absolute mode', () => {
    expect(initialHeaderState('absolute', 0)).toBe('top')
    expect(initialHeaderState('absolute', 35)).toBe('top')
  })

  it('starts folded when loaded scrolled past 35 px or in fixed mode', () => {
    expect(initialHeaderState('absolute', 36)).toBe('folded')
    expect(initialHeaderState('fixed', 0)).toBe('folded')
  })

  it('folds only past 100 px', () => {
    expect(nextHeaderState('top', 'absolute', 100)).toBe('top')
    expect(nextHeaderState('top', 'absolute', 101)).toBe('folded')
  })

  it('unfolds only at 35 px or less', () => {
    expect(nextHeaderState('folded', 'absolute', 36)).toBe('folded')
    expect(nextHeaderState('folded', 'absolute', 35)).toBe('top')
  })

  it('keeps its state between the thresholds', () => {
    expect(nextHeaderState('top', 'absolute', 60)).toBe('top')
    expect(nextHeaderState('folded', 'absolute', 60)).toBe('folded')
  })

  it('stays folded in fixed mode wherever the page is', () => {
    expect(nextHeaderState('folded', 'fixed', 0)).toBe('folded')
  })

  it('is in fixed mode while a page without a dark hero asks for a solid header (not-found, error)', () => {
    expect(effectiveHeaderMode('absolute', 0)).toBe('absolute')
    expect(effectiveHeaderMode('absolute', 1)).toBe('fixed')
    expect(effectiveHeaderMode('absolute', 2)).toBe('fixed')
    expect(effectiveHeaderMode('fixed', 0)).toBe('fixed')
  })
})
