import type { ColorName, ModelFacts, TurntableFolder } from '@/config/catalogue'
import type { CarModel } from './models'

// Each model's colour view and 360° sets (SPEC §3) in the shape the model pages take, from the
// model's facts in the catalogue (src/config/catalogue/models/<id>.ts), which load with its page.

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

/** A model with its views and facts: what the model page and its sections take. */
export type ModelWithViews = CarModel & ModelViews & { facts: ModelFacts }

/** The paint of a 360° folder: `silverblack` is the silver car with a black roof. */
export const folderColour = (folder: TurntableFolder): ColorName => (folder === 'silverblack' ? 'silver' : folder)

export function withViews(model: CarModel, facts: ModelFacts): ModelWithViews {
  const { colours, turntable } = facts
  return {
    ...model,
    facts,
    viewList: colours.map((color) => ({ color, colorImg: `models/${model.id}/${color}` })),
    view360List: (turntable?.folders ?? []).map((folder) => ({
      color: folderColour(folder),
      colorPath: `360/${model.id}/${folder}`,
      ...(turntable?.reversed !== undefined && { directionReversal: turntable.reversed }),
      ...(turntable?.cover !== undefined && { coverIndex: turntable.cover }),
    })),
  }
}
