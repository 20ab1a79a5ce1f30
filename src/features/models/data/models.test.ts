import { describe, expect, it } from 'vitest'
import { CATALOGUE as ENTRIES, NOT_A_MODEL_ID } from '@/config/catalogue'
import { COLORS } from '@/config/catalogue/colours'
import { FACTS, modelWithViews } from '@/test/catalogue'
import { BOOKABLE_MODEL_IDS, CATALOGUE_IDS, LISTED_MODELS, MODELS, MODEL_IDS, engineLabel, findModel, isModelId } from './models'
import { frameCount, framePaths } from '../viewer360/frames'
import { INTRO_KINDS } from '../content/types'
import { loadModelContent, loadModelFacts } from '../content/query'

describe('the fixed model list (SPEC §3)', () => {
  // SPEC §3's models, with their exact figures, in every catalogue; a model added beside them needs no change here.
  it('holds the six models of the table with their exact figures', () => {
    const table = Object.values(MODELS).map(({ id, title, spec }) => [id, title, spec.engine, spec.engineType, spec.bodyLength, spec.wheelbase])
    expect(table).toEqual(expect.arrayContaining([
      ['arrizo-5', 'Arrizo 5', '1.5', 'L', 4572, 2670],
      ['tiggo-2-pro', 'Tiggo 2 Pro', '1.5', 'L', 4200, 2555],
      ['tiggo-4-pro', 'Tiggo 4 Pro', '1.5', 'L', 4318, 2610],
      ['tiggo-8-pro', 'Tiggo 8 Pro', '2.0', 'T', 4700, 2710],
      ['tiggo-8-pro-max', 'Tiggo 8 Pro Max', '2.0', 'T', 4722, 2710],
      ['tiggo-9', 'Tiggo 9', '2.0', 'T', 4820, 2820],
    ]))
    expect(MODEL_IDS).toEqual(Object.keys(MODELS))
    for (const [id, model] of Object.entries(MODELS)) expect(model.id).toBe(id)
  })

  it('names models with slugs, so that a name with two hyphens in a row can never be one', () => {
    for (const id of MODEL_IDS) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(NOT_A_MODEL_ID).not.toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(isModelId(NOT_A_MODEL_ID)).toBe(false)
  })

  it('has facts for every model and no facts without a catalogue entry', async () => {
    expect(Object.keys(FACTS).sort()).toEqual([...MODEL_IDS].sort())
    for (const id of MODEL_IDS) expect(await loadModelFacts(id)).toBe(FACTS[id])
    expect(Object.keys(ENTRIES)).toEqual([...BOOKABLE_MODEL_IDS, ...MODEL_IDS.filter((id) => !BOOKABLE_MODEL_IDS.includes(id))])
  })

  it("offers the catalogue of five in the SPEC's order, every id of which exists, without the Tiggo 8 Pro Max", () => {
    const spec = ['tiggo-2-pro', 'tiggo-4-pro', 'tiggo-8-pro', 'tiggo-9', 'arrizo-5']
    expect(CATALOGUE_IDS.filter((id) => spec.includes(id))).toEqual(spec)
    for (const id of CATALOGUE_IDS) expect(MODELS[id]).toBeDefined()
    expect(LISTED_MODELS.map((model) => model.id)).toEqual(CATALOGUE_IDS)
    expect(LISTED_MODELS.some((model) => model.id === 'tiggo-8-pro-max')).toBe(false)
  })

  it('lets every model that has a page be booked for a test drive', () => {
    expect([...BOOKABLE_MODEL_IDS].sort()).toEqual([...MODEL_IDS].sort())
    expect(BOOKABLE_MODEL_IDS).toContain('tiggo-8-pro-max')
  })

  it('finds models by slug and nothing else', () => {
    expect(findModel('tiggo-9')?.title).toBe('Tiggo 9')
    expect(findModel('tiggo-8-pro-max')?.title).toBe('Tiggo 8 Pro Max')
    for (const slug of [NOT_A_MODEL_ID, 'unknown', '', 'TIGGO-9', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(findModel(slug)).toBeUndefined()
      expect(isModelId(slug)).toBe(false)
    }
    expect(isModelId(42)).toBe(false)
  })

  it('shows the engine with its type as unit', () => {
    expect(engineLabel(MODELS['tiggo-9'].spec)).toBe('2.0T')
    expect(engineLabel(MODELS['arrizo-5'].spec)).toBe('1.5L')
  })

  it('names each image after the model: cover, dark-studio base and one render per colour', () => {
    for (const model of MODEL_IDS.map(modelWithViews)) {
      expect(model.smallImg).toBe(`models/${model.id}/cover`)
      expect(model.baseImg).toBe(`models/${model.id}/base`)
      expect(model.viewList.length).toBeGreaterThan(0)
      for (const view of model.viewList) expect(view.colorImg).toBe(`models/${model.id}/${view.color}`)
    }
  })
})

describe('colours (SPEC §3)', () => {
  it('uses the SPEC hex list exactly', () => {
    expect(COLORS).toEqual({
      white: '#FFF',
      black: '#000',
      gray: '#B8B8B8',
      red: '#C7001F',
      blue: '#59A6C3',
      silver: '#F2F2F3',
      violet: '#3b1c2a',
      green: '#195253',
    })
  })

  it('gives every colour view and every 360° set a colour of that list', () => {
    for (const model of MODEL_IDS.map(modelWithViews)) {
      for (const entry of [...model.viewList, ...model.view360List]) expect(Object.keys(COLORS)).toContain(entry.color)
      expect(new Set(model.viewList.map((view) => view.color)).size).toBe(model.viewList.length)
    }
  })
})

describe('360° sets (SPEC §3, §9)', () => {
  const sets = (id: keyof typeof MODELS) => modelWithViews(id).view360List.map((set) => [set.colorPath.split('/').pop(), set.color])

  it('exist for the Tiggo 2 Pro, Tiggo 8 Pro and Tiggo 9 only, with the SPEC colours', () => {
    expect(sets('tiggo-2-pro')).toEqual([
      ['black', 'black'],
      ['red', 'red'],
      ['silverblack', 'silver'],
      ['gray', 'gray'],
      ['white', 'white'],
    ])
    expect(sets('tiggo-8-pro')).toEqual(['black', 'blue', 'violet', 'gray', 'white'].map((colour) => [colour, colour]))
    expect(sets('tiggo-9')).toEqual(['black', 'gray', 'white'].map((colour) => [colour, colour]))
    for (const id of ['arrizo-5', 'tiggo-4-pro', 'tiggo-8-pro-max'] as const) expect(modelWithViews(id).view360List).toEqual([])
  })

  it('carries direction reversal and the cover frame where the SPEC says so', () => {
    for (const set of modelWithViews('tiggo-8-pro').view360List) expect(set).toMatchObject({ directionReversal: true })
    for (const set of modelWithViews('tiggo-9').view360List) expect(set).toMatchObject({ directionReversal: true, coverIndex: 4 })
    for (const set of modelWithViews('tiggo-2-pro').view360List) {
      expect(set.directionReversal).toBeUndefined()
      expect(set.coverIndex).toBeUndefined()
    }
  })

  it('has 36 frames per set, each its own file under colorPath', () => {
    for (const model of MODEL_IDS.map(modelWithViews)) {
      for (const set of model.view360List) {
        expect(set.colorPath).toMatch(new RegExp(`^360/${model.id}/[a-z]+$`))
        expect(frameCount(set)).toBe(36)
        const paths = framePaths(set)
        expect(new Set(paths).size).toBe(36)
        expect(paths[0]).toBe(`${set.colorPath}/0.webp`)
        expect(paths[35]).toBe(`${set.colorPath}/35.webp`)
      }
    }
  })
})

describe('model page content (sample copy)', () => {
  it('exists for every model in both languages, words only: the four introduction pages, the word specs, one highlight per catalogue shot', async () => {
    for (const id of MODEL_IDS) {
      for (const locale of ['en-US', 'zh-CN'] as const) {
        const content = await loadModelContent(id, locale)
        expect(Object.keys(content).sort()).toEqual(['bodyStyle', 'closing', 'features', 'highlights', 'intro', 'specs', 'summary', 'tagline'])
        expect(content.tagline.length).toBeGreaterThan(3)
        expect(Object.keys(content.intro).sort()).toEqual([...INTRO_KINDS].sort())
        for (const kind of INTRO_KINDS) expect(content.intro[kind].points.length).toBe(3)
        expect(Object.keys(content.specs).sort()).toEqual(['boot', 'drive', 'fuel', 'seats', 'transmission'])
        for (const value of Object.values(content.specs)) expect(value).toMatch(/\S/)
        expect(content.highlights.length).toBe(FACTS[id].shots.length)
        expect(content.features.length).toBeGreaterThanOrEqual(3)
      }
    }
  })
})
