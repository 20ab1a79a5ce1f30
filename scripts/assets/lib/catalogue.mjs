// The model catalogue (src/config/catalogue/) for the image pipeline: its TypeScript files hold no
// imports but types, so each is loaded on its own with its types stripped (no bundler, no server).
import { readdirSync } from 'node:fs'
import { importTypeScriptFile } from '../../lib/load-typescript.mjs'

const folder = new URL('../../../src/config/catalogue/', import.meta.url)

/** Every file of the catalogue, for the generator's stamp. */
export const CATALOGUE_FILES = ['index.ts', 'colours.ts', ...readdirSync(new URL('models/', folder)).filter((name) => name.endsWith('.ts')).map((name) => `models/${name}`)].map((name) => new URL(name, folder))

const [index, colours, ...models] = await Promise.all(CATALOGUE_FILES.map(importTypeScriptFile))

/** Each model's entry (title, SPEC figures, listed, bookable), in the catalogue's order. */
export const { CATALOGUE } = index
/** SPEC §3 colours, hex. */
export const { COLORS } = colours
/** Each model's facts: colours, 360° sets, sample figures, what the renders need. */
export const FACTS = Object.fromEntries(CATALOGUE_FILES.slice(2).map((url, i) => [url.pathname.split('/').pop().slice(0, -3), models[i].default]))
