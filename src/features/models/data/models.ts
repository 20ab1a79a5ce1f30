import type { ColorName } from './colors'

export type EngineType = 'L' | 'T'

export type ModelView = { color: ColorName; colorImg: string }

export type Model360View = {
  color: ColorName | 'silverblack'
  colorPath: string
  colorNumber?: number
  fileSuffix?: string
  directionReversal?: boolean
  coverIndex?: number
}

export type CarModel = {
  id: ModelId
  title: string
  smallImg: string
  baseImg: string
  spec: { engine: string; engineType: EngineType; bodyLength: number; wheelbase: number }
  viewList: ModelView[]
  view360List: Model360View[]
}

export const MODEL_IDS = ['arrizo-5', 'tiggo-2-pro', 'tiggo-4-pro', 'tiggo-8-pro', 'tiggo-8-pro-max', 'tiggo-9'] as const
export type ModelId = (typeof MODEL_IDS)[number]

function views(id: ModelId, colors: ColorName[]): ModelView[] {
  return colors.map((color) => ({ color, colorImg: `models/${id}/${color}` }))
}

function sets360(id: ModelId, colors: Model360View['color'][], options: Omit<Model360View, 'color' | 'colorPath'>): Model360View[] {
  return colors.map((color) => ({ color, colorPath: `360/${id}/${color}`, ...options }))
}

/** The fixed model list (SPEC §3), one source of truth for every screen. */
export const MODELS: Record<ModelId, CarModel> = {
  'arrizo-5': {
    id: 'arrizo-5',
    title: 'Arrizo 5',
    smallImg: 'models/arrizo-5/cover',
    baseImg: 'models/arrizo-5/red',
    spec: { engine: '1.5', engineType: 'L', bodyLength: 4572, wheelbase: 2670 },
    viewList: views('arrizo-5', ['red', 'white', 'black', 'gray']),
    view360List: [],
  },
  'tiggo-2-pro': {
    id: 'tiggo-2-pro',
    title: 'Tiggo 2 Pro',
    smallImg: 'models/tiggo-2-pro/cover',
    baseImg: 'models/tiggo-2-pro/red',
    spec: { engine: '1.5', engineType: 'L', bodyLength: 4200, wheelbase: 2555 },
    viewList: views('tiggo-2-pro', ['black', 'red', 'silver', 'gray', 'white']),
    view360List: sets360('tiggo-2-pro', ['black', 'red', 'silverblack', 'gray', 'white'], { colorNumber: 36, fileSuffix: 'webp' }),
  },
  'tiggo-4-pro': {
    id: 'tiggo-4-pro',
    title: 'Tiggo 4 Pro',
    smallImg: 'models/tiggo-4-pro/cover',
    baseImg: 'models/tiggo-4-pro/blue',
    spec: { engine: '1.5', engineType: 'L', bodyLength: 4318, wheelbase: 2610 },
    viewList: views('tiggo-4-pro', ['blue', 'white', 'gray', 'black']),
    view360List: [],
  },
  'tiggo-8-pro': {
    id: 'tiggo-8-pro',
    title: 'Tiggo 8 Pro',
    smallImg: 'models/tiggo-8-pro/cover',
    baseImg: 'models/tiggo-8-pro/gray',
    spec: { engine: '2.0', engineType: 'T', bodyLength: 4700, wheelbase: 2710 },
    viewList: views('tiggo-8-pro', ['black', 'blue', 'violet', 'gray', 'white']),
    view360List: sets360('tiggo-8-pro', ['black', 'blue', 'violet', 'gray', 'white'], {
      colorNumber: 36,
      fileSuffix: 'webp',
      directionReversal: true,
    }),
  },
  'tiggo-8-pro-max': {
    id: 'tiggo-8-pro-max',
    title: 'Tiggo 8 Pro Max',
    smallImg: 'models/tiggo-8-pro-max/cover',
    baseImg: 'models/tiggo-8-pro-max/green',
    spec: { engine: '2.0', engineType: 'T', bodyLength: 4722, wheelbase: 2710 },
    viewList: views('tiggo-8-pro-max', ['green', 'black', 'white', 'gray']),
    view360List: [],
  },
  'tiggo-9': {
    id: 'tiggo-9',
    title: 'Tiggo 9',
    smallImg: 'models/tiggo-9/cover',
    baseImg: 'models/tiggo-9/gray',
    spec: { engine: '2.0', engineType: 'T', bodyLength: 4820, wheelbase: 2820 },
    viewList: views('tiggo-9', ['black', 'gray', 'white']),
    view360List: sets360('tiggo-9', ['black', 'gray', 'white'], {
      colorNumber: 36,
      fileSuffix: 'webp',
      directionReversal: true,
      coverIndex: 4,
    }),
  },
}

/** The catalogue (SPEC §3): the models offered in menus and the home carousel; tiggo-8-pro-max is left out. */
export const CATALOGUE_IDS = ['tiggo-2-pro', 'tiggo-4-pro', 'tiggo-8-pro', 'tiggo-9', 'arrizo-5'] as const satisfies readonly ModelId[]

export const CATALOGUE: CarModel[] = CATALOGUE_IDS.map((id) => MODELS[id])

export function isModelId(value: unknown): value is ModelId {
  return typeof value === 'string' && (MODEL_IDS as readonly string[]).includes(value)
}

export function findModel(id: string): CarModel | undefined {
  return isModelId(id) ? MODELS[id] : undefined
}
