import { CATALOGUE, MODEL_IDS, type ModelId, type ModelSpec } from '@/config/catalogue'

// The models as the screens take them (header submenu, footer, home carousel, news, the model
// pages), read from the catalogue (src/config/catalogue/). This module ships with every page.
//
// Image fields are paths under the images host (SPEC §7, see imageUrl): `models/<id>/<name>` is
// made by scripts/assets/generate.mjs at several widths (`-480|-960|-1600`, covers `-160|-320`) in
// AVIF and WebP.

export type { ModelSpec } from '@/config/catalogue'

export type CarModel = {
  id: ModelId
  title: string
  /** Small cover image (menus, cards). */
  smallImg: string
  /** The model's hero image (dark studio, default colour). */
  baseImg: string
  spec: ModelSpec
}

export { MODEL_IDS, type ModelId }

function carModel(id: ModelId): CarModel {
  const { title, spec } = CATALOGUE[id]
  return { id, title, smallImg: `models/${id}/cover`, baseImg: `models/${id}/base`, spec }
}

const ORDER = Object.keys(CATALOGUE) as ModelId[]

/** Every model by id. */
export const MODELS = Object.fromEntries(MODEL_IDS.map((id) => [id, carModel(id)])) as Record<ModelId, CarModel>

/** The catalogue (SPEC §3): the models offered in menus and the home carousel; tiggo-8-pro-max is left out. */
export const CATALOGUE_IDS: readonly ModelId[] = ORDER.filter((id) => CATALOGUE[id].listed !== false)

export const LISTED_MODELS: CarModel[] = CATALOGUE_IDS.map((id) => MODELS[id])

/** The models a test drive can be booked for (and compared): every model that has a page, in catalogue order. */
export const BOOKABLE_MODEL_IDS: readonly ModelId[] = ORDER.filter((id) => CATALOGUE[id].bookable !== false)
export const BOOKABLE_MODELS: CarModel[] = BOOKABLE_MODEL_IDS.map((id) => MODELS[id])

export function isModelId(value: unknown): value is ModelId {
  return typeof value === 'string' && Object.hasOwn(CATALOGUE, value)
}

export function findModel(id: string): CarModel | undefined {
  return isModelId(id) ? MODELS[id] : undefined
}

/** "2.0T", "1.5L": the engine as the site shows it (SPEC §2: engine value with the engine type as unit). */
export function engineLabel(spec: ModelSpec): string {
  return `${spec.engine}${spec.engineType}`
}
