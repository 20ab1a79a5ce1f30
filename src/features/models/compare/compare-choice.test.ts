import { describe, expect, it } from 'vitest'
import { changeColumn, compareParam, parseCompareChoice } from './compare-choice'
import { NOT_A_MODEL_ID } from '@/config/catalogue'

describe('parseCompareChoice', () => {
  it('keeps two or three known models in the order given', () => {
    expect(parseCompareChoice('tiggo-2-pro,arrizo-5')).toEqual(['tiggo-2-pro', 'arrizo-5'])
    expect(parseCompareChoice(' tiggo-9 , tiggo-4-pro,tiggo-8-pro-max')).toEqual(['tiggo-9', 'tiggo-4-pro', 'tiggo-8-pro-max'])
  })

  it('falls back to the default pair for a missing, empty or crafted value', () => {
    for (const raw of [undefined, '', ',,,', '<script>alert(1)</script>', `${NOT_A_MODEL_ID},unknown`, '__proto__,constructor', '{"toString":1}']) {
      expect(parseCompareChoice(raw)).toEqual(['tiggo-9', 'tiggo-8-pro'])
    }
  })

  it('completes a single model from the default pair without repeating it', () => {
    expect(parseCompareChoice('arrizo-5')).toEqual(['arrizo-5', 'tiggo-9'])
    expect(parseCompareChoice('tiggo-9')).toEqual(['tiggo-9', 'tiggo-8-pro'])
    expect(parseCompareChoice('nope,tiggo-8-pro')).toEqual(['tiggo-8-pro', 'tiggo-9'])
  })

  it('drops duplicates and anything past the third model', () => {
    expect(parseCompareChoice('tiggo-9,tiggo-9,tiggo-9')).toEqual(['tiggo-9', 'tiggo-8-pro'])
    expect(parseCompareChoice('tiggo-2-pro,tiggo-4-pro,tiggo-9,arrizo-5,tiggo-8-pro')).toEqual(['tiggo-2-pro', 'tiggo-4-pro', 'tiggo-9'])
  })

  it('reads back what compareParam writes', () => {
    expect(parseCompareChoice(compareParam(['arrizo-5', 'tiggo-9', 'tiggo-2-pro']))).toEqual(['arrizo-5', 'tiggo-9', 'tiggo-2-pro'])
  })
})

describe('changeColumn', () => {
  it('replaces the column, or swaps with the column already showing the model', () => {
    expect(changeColumn(['tiggo-9', 'tiggo-8-pro'], 1, 'arrizo-5')).toEqual(['tiggo-9', 'arrizo-5'])
    expect(changeColumn(['tiggo-9', 'tiggo-8-pro'], 0, 'tiggo-8-pro')).toEqual(['tiggo-8-pro', 'tiggo-9'])
  })

  it('adds and removes the optional third column', () => {
    expect(changeColumn(['tiggo-9', 'tiggo-8-pro'], 2, 'arrizo-5')).toEqual(['tiggo-9', 'tiggo-8-pro', 'arrizo-5'])
    expect(changeColumn(['tiggo-9', 'tiggo-8-pro', 'arrizo-5'], 2, undefined)).toEqual(['tiggo-9', 'tiggo-8-pro'])
    expect(changeColumn(['tiggo-9', 'tiggo-8-pro'], 0, undefined)).toEqual(['tiggo-9', 'tiggo-8-pro'])
  })
})
