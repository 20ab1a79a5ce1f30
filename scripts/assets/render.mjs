#!/usr/bin/env node
// Renders the car masters with three.js in headless Chromium (WebGL in SwiftShader) and writes
// them under scripts/assets/renders/, which is committed: the build (generate.mjs) only resizes
// and encodes them, so a fresh clone never waits for a renderer (decision 031).
//
//   node scripts/assets/render.mjs                     # render masters that are missing
//   node scripts/assets/render.mjs --force             # render every master again
//   node scripts/assets/render.mjs --only=models --model=tiggo-9   # a subset while iterating
//
// Masters: renders/models/<id>/<colour>.webp (side view, light studio, 1600×900),
// renders/models/<id>/base.webp (front three-quarter, dark studio, 1600×900),
// renders/models/<id>/cover.webp (front three-quarter, transparent, 640×480),
// renders/models/<id>/interior.webp (the cabin from the rear seat, trim colours per model, 1600×900),
// renders/cars/<id>-<colour>-side.webp (transparent side views without shadow, for the home banners),
// renders/360/<id>/<set>/<n>.webp (960×540, the final frame: the build copies it).

import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { BANNER_CARS, COLORS, FRAMES_360, MODELS, SETS_360, TRIM } from './lib/models.mjs'
import { RENDER_QUALITY, studioBackdrop } from './lib/renders.mjs'
import { openStudio } from './lib/studio-browser.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const RENDERS = path.join(here, 'renders')
const args = process.argv.slice(2)
const force = args.includes('--force')
const only = args.find((a) => a.startsWith('--only='))?.slice(7).split(',')
const onlyModel = args.find((a) => a.startsWith('--model='))?.slice(8)

/** Camera per shot kind: yaw (degrees, front toward the camera), framing width in metres. */
const SHOTS = {
  side: { yaw: 0, elevation: 6, frameWidth: 6.1, lookY: 0.78 },
  hero: { yaw: 32, elevation: 9, frameWidth: 6.4, lookY: 0.8 },
  cover: { yaw: 32, elevation: 11, frameWidth: 5.2, lookY: 0.78 },
  orbit: { elevation: 8, frameWidth: 5.7, lookY: 0.72 },
}

/** One transparent PNG frame from the page, as a sharp image. */
async function shot(studio, kind, width, height, extra = {}) {
  const png = await studio.shot({ ...SHOTS[kind], ...extra, width, height })
  return sharp(png).ensureAlpha()
}

async function save(file, img) {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, await img)
  console.log('  ', path.relative(here, file))
}

async function composite(backdrop, car) {
  return sharp(Buffer.from(backdrop)).composite([{ input: await car.png().toBuffer() }])
}

async function main() {
  const studio = await openStudio()
  const t0 = performance.now()
  let n = 0
  try {
    for (const [id, m] of Object.entries(MODELS)) {
      if (onlyModel && id !== onlyModel) continue
      const jobs = []
      if (!only || only.includes('models')) {
        for (const color of m.colors) {
          const file = path.join(RENDERS, 'models', id, `${color}.webp`)
          jobs.push({ color, blackRoof: Boolean(m.twoTone?.[color]), file, run: async (s) => (await composite(studioBackdrop('light', 1600, 900), await shot(s, 'side', 1600, 900))).webp(RENDER_QUALITY.master).toBuffer() })
        }
        jobs.push({ color: m.defaultColor, blackRoof: Boolean(m.twoTone?.[m.defaultColor]), file: path.join(RENDERS, 'models', id, 'base.webp'), run: async (s) => (await composite(studioBackdrop('dark', 1600, 900), await shot(s, 'hero', 1600, 900))).webp(RENDER_QUALITY.master).toBuffer() })
        jobs.push({ color: m.defaultColor, blackRoof: Boolean(m.twoTone?.[m.defaultColor]), file: path.join(RENDERS, 'models', id, 'cover.webp'), run: async (s) => (await shot(s, 'cover', 640, 480)).webp(RENDER_QUALITY.cover).toBuffer() })
      }
      for (const [carId, color] of BANNER_CARS) {
        if ((only && !only.includes('banners')) || carId !== id) continue
        const file = path.join(RENDERS, 'cars', `${id}-${color}-side.webp`)
        jobs.push({ color, blackRoof: Boolean(m.twoTone?.[color]), file, run: async (s) => (await shot(s, 'side', 1600, 900, { shadow: false, frameWidth: 5.3 })).webp(RENDER_QUALITY.cover).toBuffer() })
      }
      if (!only || only.includes('360')) {
        for (const set of SETS_360[id] ?? []) {
          for (let i = 0; i < FRAMES_360; i++) {
            const file = path.join(RENDERS, '360', id, set.folder, `${i}.webp`)
            const yaw = i * (360 / FRAMES_360)
            jobs.push({ color: set.color, blackRoof: Boolean(set.blackRoof), file, run: async (s) => (await composite(studioBackdrop('light', 960, 540), await shot(s, 'orbit', 960, 540, { yaw }))).removeAlpha().webp(RENDER_QUALITY.frame360).toBuffer() })
          }
        }
      }
      // the cabin last: it replaces the car in the page
      if (!only || only.includes('interior')) {
        const file = path.join(RENDERS, 'models', id, 'interior.webp')
        jobs.push({ interior: true, file, run: async (s) => (await sharp(await s.interior(m, TRIM[id], { width: 1600, height: 900 }))).removeAlpha().webp(RENDER_QUALITY.master).toBuffer() })
      }
      let built = null
      for (const job of jobs) {
        if (!force && existsSync(job.file)) continue
        const key = `${job.color}/${job.blackRoof}`
        if (job.interior) built = null
        else if (built !== key) {
          const name = await studio.setup(m, COLORS[job.color], job.color, { blackRoof: job.blackRoof })
          if (!built) console.log(`${id} (${name})`)
          built = key
        }
        await save(job.file, job.run(studio))
        n++
      }
    }
  } finally {
    await studio.close()
  }
  console.log(`render: ${n} masters in ${((performance.now() - t0) / 1000).toFixed(0)} s`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
