// @vitest-environment node
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { MODEL_IDS } from './models'
import { modelWithViews } from '@/test/catalogue'
import { TYPICAL_FRAME_BYTES, frameCount, framePaths } from '../viewer360/frames'
import { RENDER_WIDTHS, interiorImg } from '../media'

// Every image the model data names is drawn by the asset generator (scripts/assets/), and — once
// it has run (every build runs it) — is on disk in public/images. The e2e suite checks the same
// frames on the built site.

type Point = [number, number, number?]
type DrawnModel = { colors: string[]; L: number; WB: number; FO: number; wheelR: number; archR: number; outline: Point[] }
type GeneratorModels = {
  MODELS: Record<string, DrawnModel>
  SETS_360: Record<string, Array<{ folder: string; color: string }>>
  FRAMES_360: number
  stretchedShape: (shape: DrawnModel, from: { L: number; WB: number }, to: { L: number; WB: number }) => DrawnModel
}

const root = join(import.meta.dirname, '../../../..')
const images = join(root, 'public/images')
// A finished run writes its stamp last; while a build generates them (npm test builds beside the
// unit tests) the lock is held and the folders are incomplete.
const generated = existsSync(join(images, '.stamp.json')) && !existsSync(join(images, '.lock'))

async function generator(): Promise<GeneratorModels> {
  return (await import(/* @vite-ignore */ pathToFileURL(join(root, 'scripts/assets/lib/models.mjs')).href)) as GeneratorModels
}

describe('model images', () => {
  it('are all drawn by the generator from the catalogue: every colour render and every 360° set with its 36 frames', async () => {
    const drawn = await generator()
    for (const model of MODEL_IDS.map(modelWithViews)) {
      expect(drawn.MODELS[model.id]?.colors).toEqual(model.viewList.map((view) => view.color))
      const folders = (drawn.SETS_360[model.id] ?? []).map((set) => set.folder)
      expect(folders).toEqual(model.view360List.map((set) => set.colorPath.split('/').pop()))
      for (const set of model.view360List) expect(frameCount(set)).toBe(drawn.FRAMES_360)
    }
  })

  it("draw each car at the catalogue's length and wheelbase: the side profile spans the length, the wheels sit inside it", async () => {
    const { MODELS, stretchedShape } = await generator()
    const fits = (car: DrawnModel) => {
      const xs = car.outline.map(([x]) => x)
      expect(Math.min(...xs)).toBe(0)
      // the rear bumper within a centimetre of the length (the Tiggo 2 Pro's is drawn 5 mm short)
      expect(car.L - Math.max(...xs)).toBeGreaterThanOrEqual(0)
      expect(car.L - Math.max(...xs)).toBeLessThanOrEqual(10)
      expect(car.FO - car.archR).toBeGreaterThan(0)
      expect(car.FO + car.WB + car.archR).toBeLessThan(car.L)
    }
    for (const id of MODEL_IDS) {
      expect([MODELS[id]!.L, MODELS[id]!.WB]).toEqual([modelWithViews(id).spec.bodyLength, modelWithViews(id).spec.wheelbase])
      fits(MODELS[id]!)
    }
    // A model without a profile of its own borrows one, stretched to its figures.
    const nine = MODELS['tiggo-9']!
    fits({ ...stretchedShape(nine, nine, { L: 4500, WB: 2670 }), L: 4500, WB: 2670 })
  })

  it(`are on disk with all 36 frames per 360° set once generated (${generated ? 'public/images checked' : 'public/images not generated yet: the e2e suite checks the build'})`, () => {
    if (!generated) return
    const missing: string[] = []
    const need = (path: string) => {
      if (!existsSync(join(images, path))) missing.push(path)
    }
    const frameSizes: number[] = []
    for (const model of MODEL_IDS.map(modelWithViews)) {
      for (const width of [160, 320]) for (const format of ['avif', 'webp']) need(`${model.smallImg}-${width}.${format}`)
      for (const path of [model.baseImg, interiorImg(model), ...model.viewList.map((view) => view.colorImg)]) {
        for (const width of RENDER_WIDTHS) for (const format of ['avif', 'webp']) need(`${path}-${width}.${format}`)
      }
      for (const set of model.view360List) {
        const folder = join(images, set.colorPath)
        expect(readdirSync(folder).filter((name) => name.endsWith(`.${set.fileSuffix ?? 'webp'}`))).toHaveLength(36)
        for (const path of framePaths(set)) {
          need(path)
          if (existsSync(join(images, path))) frameSizes.push(statSync(join(images, path)).size)
        }
      }
    }
    expect(missing).toEqual([])
    // The Save-Data prompt falls back to TYPICAL_FRAME_BYTES when the browser cannot measure a frame.
    const average = frameSizes.reduce((sum, size) => sum + size, 0) / frameSizes.length
    expect(average).toBeGreaterThan(TYPICAL_FRAME_BYTES / 2)
    expect(average).toBeLessThan(TYPICAL_FRAME_BYTES * 2)
  })
})
