import { MODEL_IDS, type ModelId } from '@/config/model-ids'

// The fixed model list of SPEC §3, held in the client: one source of truth for the header submenu,
// the footer, the home carousel, news and the model pages. Only what those screens show lives here
// (this module ships with every page): each model's colour and 360° views are in ./views.ts, with the
// model pages; their sample copy is in ../content/, loaded per model.
//
// Image fields are paths under the images host (SPEC §7, see imageUrl): `models/<id>/<name>` is
// drawn by scripts/assets/generate.mjs at several widths (`-480|-960|-1600`, covers `-160|-320`) in
// AVIF and WebP.

export type EngineType = 'L' | 'T'

export type ModelSpec = {
  /** Litres, as text ("1.5"). */
  engine: string
  /** L: naturally aspirated, T: turbocharged. */
  engineType: EngineType
  /** Millimetres. */
  bodyLength: number
  /** Millimetres. */
  wheelbase: number
}

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

/** The fixed model list (SPEC §3), one source of truth for every screen. */
export const MODELS: Record<ModelId, CarModel> = {
  'arrizo-5': {
    id: 'arrizo-5',
    title: 'Arrizo 5',
    smallImg: 'models/arrizo-5/cover',
    baseImg: 'models/arrizo-5/base',
    spec: { engine: '1.5', engineType: 'L', bodyLength: 4572, wheelbase: 2670 },
  },
  'tiggo-2-pro': {
    id: 'tiggo-2-pro',
    title: 'Tiggo 2 Pro',
    smallImg: 'models/tiggo-2-pro/cover',
    baseImg: 'models/tiggo-2-pro/base',
    spec: { engine: '1.5', engineType: 'L', bodyLength: 4200, wheelbase: 2555 },
  },
  'tiggo-4-pro': {
    id: 'tiggo-4-pro',
    title: 'Tiggo 4 Pro',
    smallImg: 'models/tiggo-4-pro/cover',
    baseImg: 'models/tiggo-4-pro/base',
    spec: { engine: '1.5', engineType: 'L', bodyLength: 4318, wheelbase: 2610 },
  },
  'tiggo-8-pro': {
    id: 'tiggo-8-pro',
    title: 'Tiggo 8 Pro',
    smallImg: 'models/tiggo-8-pro/cover',
    baseImg: 'models/tiggo-8-pro/base',
    spec: { engine: '2.0', engineType: 'T', bodyLength: 4700, wheelbase: 2710 },
  },
  'tiggo-8-pro-max': {
    id: 'tiggo-8-pro-max',
    title: 'Tiggo 8 Pro Max',
    smallImg: 'models/tiggo-8-pro-max/cover',
    baseImg: 'models/tiggo-8-pro-max/base',
    spec: { engine: '2.0', engineType: 'T', bodyLength: 4722, wheelbase: 2710 },
  },
  'tiggo-9': {
    id: 'tiggo-9',
    title: 'Tiggo 9',
    smallImg: 'models/tiggo-9/cover',
    baseImg: 'models/tiggo-9/base',
    spec: { engine: '2.0', engineType: 'T', bodyLength: 4820, wheelbase: 2820 },
  },
}

/** The catalogue (SPEC §3): the models offered in menus and the home carousel; tiggo-8-pro-max is left out. */
export const CATALOGUE_IDS = ['tiggo-2-pro', 'tiggo-4-pro', 'tiggo-8-pro', 'tiggo-9', 'arrizo-5'] as const satisfies readonly ModelId[]

export const CATALOGUE: CarModel[] = CATALOGUE_IDS.map((id) => MODELS[id])

/**
 * The models a test drive can be booked for: every model that has a page (its "Book a test drive"
 * preselects it), in catalogue order with the models outside the catalogue after their siblings.
 */
export const BOOKABLE_MODEL_IDS = ['tiggo-2-pro', 'tiggo-4-pro', 'tiggo-8-pro', 'tiggo-8-pro-max', 'tiggo-9', 'arrizo-5'] as const satisfies readonly ModelId[]
export const BOOKABLE_MODELS: CarModel[] = BOOKABLE_MODEL_IDS.map((id) => MODELS[id])

export function isModelId(value: unknown): value is ModelId {
  return typeof value === 'string' && (MODEL_IDS as readonly string[]).includes(value)
}

export function findModel(id: string): CarModel | undefined {
  return isModelId(id) ? MODELS[id] : undefined
}

/** "2.0T", "1.5L": the engine as the site shows it (SPEC §2: engine value with the engine type as unit). */
export function engineLabel(spec: ModelSpec): string {
  return `${spec.engine}${spec.engineType}`
}
