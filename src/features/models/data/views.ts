import type { ModelId } from '@/config/model-ids'
import type { ColorName } from './colors'
import { MODELS, type CarModel } from './models'

// Each model's colour view and 360° sets (SPEC §3): only the model pages show them, so they load
// with those pages, not with the catalogue every page ships (./models.ts).
//
// A 360° set is `<colorPath>/<n>.<fileSuffix>` under the images host for n = 0…colorNumber-1. Keep
// the `views(…)` and `sets360(…)` calls literal: scripts/assets/generate.mjs reads them to warn
// about colours it does not draw.

/** One colour of the colour view: its swatch and its studio image. */
export type ModelView = { color: ColorName; colorImg: string }

/** One colour of the 360° view: a set of frames (SPEC §3; defaults: 36 frames, webp, cover frame 0). */
export type Model360View = {
  color: ColorName
  colorPath: string
  colorNumber?: number
  fileSuffix?: string
  directionReversal?: boolean
  coverIndex?: number
}

export type ModelViews = { viewList: ModelView[]; view360List: Model360View[] }

/** A catalogue model with its views: what the model page and its sections take. */
export type ModelWithViews = CarModel & ModelViews

function views(id: ModelId, colors: ColorName[]): ModelView[] {
  return colors.map((color) => ({ color, colorImg: `models/${id}/${color}` }))
}

/** Folders whose name is not the colour: the Tiggo 2 Pro's silver set has a black roof (SPEC §3 "silverblack (silver)"). */
const FOLDER_COLORS: Record<string, ColorName> = { silverblack: 'silver' }

function sets360(id: ModelId, folders: string[], options: Omit<Model360View, 'color' | 'colorPath'> = {}): Model360View[] {
  return folders.map((folder) => ({ color: FOLDER_COLORS[folder] ?? (folder as ColorName), colorPath: `360/${id}/${folder}`, ...options }))
}

export const MODEL_VIEWS: Record<ModelId, ModelViews> = {
  'arrizo-5': {
    viewList: views('arrizo-5', ['red', 'white', 'black', 'gray']),
    view360List: [],
  },
  'tiggo-2-pro': {
    viewList: views('tiggo-2-pro', ['black', 'red', 'silver', 'gray', 'white']),
    // SPEC §3 gives neither frame count nor format for this set: the defaults (36 frames, webp) apply.
    view360List: sets360('tiggo-2-pro', ['black', 'red', 'silverblack', 'gray', 'white']),
  },
  'tiggo-4-pro': {
    viewList: views('tiggo-4-pro', ['blue', 'white', 'gray', 'black']),
    view360List: [],
  },
  'tiggo-8-pro': {
    viewList: views('tiggo-8-pro', ['black', 'blue', 'violet', 'gray', 'white']),
    view360List: sets360('tiggo-8-pro', ['black', 'blue', 'violet', 'gray', 'white'], {
      colorNumber: 36,
      fileSuffix: 'webp',
      directionReversal: true,
    }),
  },
  'tiggo-8-pro-max': {
    viewList: views('tiggo-8-pro-max', ['green', 'black', 'white', 'gray']),
    view360List: [],
  },
  'tiggo-9': {
    viewList: views('tiggo-9', ['black', 'gray', 'white']),
    view360List: sets360('tiggo-9', ['black', 'gray', 'white'], {
      colorNumber: 36,
      fileSuffix: 'webp',
      directionReversal: true,
      coverIndex: 4,
    }),
  },
}

export function withViews(model: CarModel): ModelWithViews {
  return { ...model, ...MODEL_VIEWS[model.id] }
}

/** A model by id, with its views. */
export function modelWithViews(id: ModelId): ModelWithViews {
  return withViews(MODELS[id])
}
