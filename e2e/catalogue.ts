import { readdirSync } from 'node:fs'
import type { ModelFacts } from '../src/config/catalogue'
import { CATALOGUE, type ModelId } from '../src/config/catalogue'
import { formatMillimetres } from '../src/features/models/millimetres'

// The model catalogue (src/config/catalogue/) as the pages show it: every per-model check reads
// this, so a model added to the catalogue is checked without editing a test.

export type ModelRow = {
  id: ModelId
  title: string
  /** "2.0T". */
  engine: string
  /** "4,820" (mm). */
  length: string
  wheelbase: string
  /** Colour view swatches, as named on the page ("Black"). */
  colours: string[]
  /** 360° sets (folder names) with the viewer's start frame and drag direction. */
  sets?: { folders: string[]; cover: number; reversed: boolean }
  /** In the menus, the footer and the home carousel. */
  listed: boolean
}

const folder = new URL('../src/config/catalogue/models/', import.meta.url)
const files = readdirSync(folder).filter((name) => name.endsWith('.ts'))
const FACTS = Object.fromEntries(await Promise.all(files.map(async (name) => [name.slice(0, -3), ((await import(new URL(name, folder).href)) as { default: ModelFacts }).default] as const))) as Record<ModelId, ModelFacts>

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1)

/** Every model with a page, in the catalogue's order. */
export const MODEL_ROWS: ModelRow[] = (Object.keys(CATALOGUE) as ModelId[]).map((id) => {
  const { title, spec, listed } = CATALOGUE[id]
  const { colours, turntable } = FACTS[id]
  return {
    id,
    title,
    engine: `${spec.engine}${spec.engineType}`,
    length: formatMillimetres(spec.bodyLength),
    wheelbase: formatMillimetres(spec.wheelbase),
    colours: colours.map(capitalised),
    ...(turntable && { sets: { folders: [...turntable.folders], cover: turntable.cover ?? 0, reversed: turntable.reversed ?? false } }),
    listed: listed !== false,
  }
})

