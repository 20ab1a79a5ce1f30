// The model catalogue (SPEC §3): every fact about a model that is not words. This file holds what
// every page ships (ids, titles, SPEC figures, which models are listed and bookable); ./models/<id>.ts
// holds the rest of a model (colours, 360° sets, sample figures, highlight pictures, what the renders
// need), loaded with that model's page only. The app, the prerender's route list, the image pipeline
// (scripts/assets/lib/catalogue.mjs), the unit tests and e2e (e2e/catalogue.ts) read them. A model's
// words are in src/features/models/content/<language>/<id>.ts.
//
// Adding a model: its entry here, its ./models/<id>.ts, one copy file per language, and its pictures
// (render masters, scripts/assets/render.mjs, or photographs, scripts/assets/photos/).
//
// No imports but types here and in ./models/: the image pipeline loads these files on their own.
// The colours' hex values are in ./colours.ts, which only the pages that paint swatches load.

import type { ColorName } from './colours'

export type { ColorName }

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

/** SAMPLE figures for the demonstration site, beside SPEC §3's; the distributor replaces them with homologated ones. */
export type ModelFigures = {
  powerKw: number
  powerHp: number
  torqueNm: number
  /** Millimetres. */
  width: number
  height: number
  groundClearance: number
  /** Litres. */
  fuelTank: number
}

/**
 * Which picture goes with a highlight: the dark studio shot, a close-up of the cabin, front wheel,
 * front or rear, the side view in a colour, or a frame of the 360° set at an angle (models without
 * a set fall back to the side view).
 */
export type Shot =
  | { subject: 'studio' | 'cabin' | 'wheel' }
  | { subject: 'front' | 'rear' | 'side'; colour?: ColorName }
  | { subject: 'turntable'; colour?: ColorName; angle: number }

/** A 360° set's folder: its colour, or `silverblack` (silver with a black roof, SPEC §3 "silverblack (silver)"). */
export type TurntableFolder = ColorName | 'silverblack'

/** What every page knows of a model (menus, home, forms, the API contract). */
export type CatalogueEntry = {
  title: string
  spec: ModelSpec
  /** False: left out of the menus, the footer and the home carousel (SPEC §3's catalogue list). */
  listed?: false
  /** False: not offered by the test-drive form and the comparison. */
  bookable?: false
}

/** What only the model's own page, the comparison and the renders need: ./models/<id>.ts, loaded with the page. */
export type ModelFacts = {
  /** The colour view's colours, in order; each is a studio render `models/<id>/<colour>`. */
  colours: readonly ColorName[]
  /** The 360° sets (SPEC §3): `360/<id>/<folder>/<n>.webp`, 36 frames; the viewer's drag direction and first frame. */
  turntable?: { folders: readonly TurntableFolder[]; reversed?: boolean; cover?: number }
  figures: ModelFigures
  /** The pictures of the highlights carousel, in the order of the copy's highlights. */
  shots: readonly Shot[]
  /** What the renders need beyond the above: body shape, the hero's colour, colours drawn with a black roof. */
  render: { body: 'suv' | 'sedan'; heroColour: ColorName; blackRoof?: readonly ColorName[] }
}

/**
 * Every model with a page, in the order the menus and forms give them. Ids are slugs: lower-case
 * letters and digits in words joined by single hyphens (catalogue.test.ts checks it).
 */
const ENTRIES = {
  'tiggo-2-pro': {
    title: 'Tiggo 2 Pro',
    spec: { engine: '1.5', engineType: 'L', bodyLength: 4200, wheelbase: 2555 },
  },
  'tiggo-4-pro': {
    title: 'Tiggo 4 Pro',
    spec: { engine: '1.5', engineType: 'L', bodyLength: 4318, wheelbase: 2610 },
  },
  'tiggo-8-pro': {
    title: 'Tiggo 8 Pro',
    spec: { engine: '2.0', engineType: 'T', bodyLength: 4700, wheelbase: 2710 },
  },
  'tiggo-8-pro-max': {
    title: 'Tiggo 8 Pro Max',
    spec: { engine: '2.0', engineType: 'T', bodyLength: 4722, wheelbase: 2710 },
    // SPEC §3: left out of the catalogue list, but it has a page and can be booked.
    listed: false,
  },
  'tiggo-9': {
    title: 'Tiggo 9',
    spec: { engine: '2.0', engineType: 'T', bodyLength: 4820, wheelbase: 2820 },
  },
  'arrizo-5': {
    title: 'Arrizo 5',
    spec: { engine: '1.5', engineType: 'L', bodyLength: 4572, wheelbase: 2670 },
  },
} as const satisfies Record<string, CatalogueEntry>

export type ModelId = keyof typeof ENTRIES

export const CATALOGUE: Readonly<Record<ModelId, CatalogueEntry>> = ENTRIES

/** Every model id, in alphabetical order (the API contract's list). */
export const MODEL_IDS = (Object.keys(CATALOGUE) as ModelId[]).sort() as [ModelId, ...ModelId[]]

/**
 * A model id that can never be a model (a slug never has two hyphens in a row), though shaped like
 * one (the test-drive page names such an id in its warning): what tests use for "a model the site
 * does not have", so that adding a model never breaks them.
 */
export const NOT_A_MODEL_ID = 'not--a-model'
