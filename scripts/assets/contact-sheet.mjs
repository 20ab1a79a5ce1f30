#!/usr/bin/env node
// Contact sheets for docs/assets.md, one JPEG a model, from what the build wrote to public/images/:
// the 360° frames 0, 9, 18 and 27 of the model's first set (when it has one), the side view in the
// default colour, the hero, the interior and the menu cover. Run after generate.mjs:
//
//   node scripts/assets/contact-sheet.mjs      # writes docs/images/contact-<model>.jpg

import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { MODELS, SETS_360 } from './lib/models.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const IMAGES = path.join(root, 'public/images')
const OUT = path.join(root, 'docs/images')
const TILE = { width: 400, height: 225 }
const GAP = 6

const tile = (file, background = '#ffffff') =>
  sharp(path.join(IMAGES, file)).resize({ ...TILE, fit: 'contain', background }).flatten({ background }).png().toBuffer()

await mkdir(OUT, { recursive: true })
for (const [id, m] of Object.entries(MODELS)) {
  const files = []
  const set = SETS_360[id]?.[0]
  if (set) for (const n of [0, 9, 18, 27]) files.push(`360/${id}/${set.folder}/${n}.webp`)
  files.push(`models/${id}/${m.defaultColor}-960.webp`, `models/${id}/base-960.webp`, `models/${id}/interior-960.webp`, `models/${id}/cover-320.webp`)
  const tiles = await Promise.all(files.map((f) => tile(f, f.includes('cover') ? '#eceef1' : '#ffffff')))
  const width = tiles.length * TILE.width + (tiles.length + 1) * GAP
  const sheet = sharp({ create: { width, height: TILE.height + 2 * GAP, channels: 3, background: '#ffffff' } }).composite(
    tiles.map((input, i) => ({ input, left: GAP + i * (TILE.width + GAP), top: GAP })),
  )
  const file = path.join(OUT, `contact-${id}.jpg`)
  await sheet.jpeg({ quality: 72, mozjpeg: true }).toFile(file)
  console.log(path.relative(root, file))
}
