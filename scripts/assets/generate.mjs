#!/usr/bin/env node
// Generates every image the site shows: the car pictures (studio views, hero, menu covers, 360°
// frames) from the distributor's photographs in photos/ or else the committed three.js render
// masters in renders/ (made by render.mjs, decision 031), only resized and encoded here; home
// banners, news covers, the not-found illustration, the cabin, icons, the brand mark, favicons,
// the Open Graph card and the banner video posters drawn from code (SVG built in JS, rendered with
// sharp). Writes public/images/manifest.json with real dimensions for srcset.
//
//   node scripts/assets/generate.mjs            # skip if the stamp matches the scripts
//   node scripts/assets/generate.mjs --force    # regenerate everything
//   node scripts/assets/generate.mjs --only=360,models   # dev: a subset (no stamp written)
//   node scripts/assets/generate.mjs --check    # fail if public/images is not what the sources make
//
// Output is deterministic: the same scripts give byte-identical files.

import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, open, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { ICONS, brandMarkBody, brandMarkSvg } from './lib/icons.mjs'
import { icoFromPngs } from './lib/ico.mjs'
import { CATALOGUE_FILES } from './lib/catalogue.mjs'
import { BANNER_CARS, FRAMES_360, MODELS, SETS_360 } from './lib/models.mjs'
import { carPixels, photoFor } from './lib/renders.mjs'
import { bannerAfterSales, bannerNewsLaunch, bannerTiggo9, loopFrame, newsCover, notFound, ogImage } from './lib/scenes.mjs'
import { svgDoc } from './lib/util.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const PUBLIC = path.join(root, 'public')
const IMAGES = path.join(PUBLIC, 'images')
const MEDIA = path.join(PUBLIC, 'media')
const STAMP = path.join(IMAGES, '.stamp.json')
const MANIFEST = path.join(IMAGES, 'manifest.json')
const LOCK = path.join(IMAGES, '.lock')
/** Real photographs that replace drawings and renders: photos/<image id>.{jpg,jpeg,png,webp,avif}. */
const PHOTOS = path.join(here, 'photos')
/** three.js render masters (render.mjs): renders/<image id>.webp. */
const RENDERS = path.join(here, 'renders')
const CAR_SOURCES = { photos: PHOTOS, renders: RENDERS }

const args = process.argv.slice(2)
const force = args.includes('--force')
const only = args.find((a) => a.startsWith('--only='))?.slice(7).split(',')
const quiet = args.includes('--quiet')
const check = args.includes('--check')
const log = (...a) => !quiet && console.log(...a)

// Encoder settings. AVIF is the slow one: effort 2 keeps the whole run well under budget.
const Q = {
  webp: { quality: 82, effort: 4 },
  avif: { quality: 52, effort: 2, chromaSubsampling: '4:2:0' },
  // the car renders' soft gradients hold up at a lower quality, and keep the first-visit budgets
  avifCar: { quality: 44, effort: 2, chromaSubsampling: '4:2:0' },
  // smooth-shaded frames: q93 lands around 16–22 KB (q95 was ~10 % larger with no visible gain);
  // effort 2 is 4× faster than 4
  webp360: { quality: 93, effort: 2 },
  jpeg: { quality: 82, mozjpeg: true, chromaSubsampling: '4:2:0' },
}
const FORMATS = ['avif', 'webp']
/** Side of the raster brand mark (src/lib/structured-data/things.ts names the same file). */
const LOGO_PX = 512

// ------------------------------------------------------------------ stamp

async function sourceHash() {
  const h = createHash('sha256')
  const walk = async (dir) => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))
    for (const e of entries) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) await walk(p)
      else if (e.name.endsWith('.mjs')) {
        h.update(path.relative(here, p))
        h.update(await readFile(p))
      }
    }
  }
  await walk(here)
  // photographs dropped into photos/ and the render masters count too (walk() only hashed scripts)
  const files = async (dir) => {
    if (!existsSync(dir)) return
    for (const e of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) await files(p)
      else {
        h.update(path.relative(here, p))
        h.update(await readFile(p))
      }
    }
  }
  await files(PHOTOS)
  await files(RENDERS)
  // the model catalogue (src/config/catalogue/): which models, colours and sets there are
  for (const url of CATALOGUE_FILES) {
    h.update(path.relative(root, fileURLToPath(url)))
    h.update(await readFile(url))
  }
  h.update(JSON.stringify({ sharp: sharp.versions, Q }))
  return h.digest('hex').slice(0, 16)
}

// ------------------------------------------------------------------ job runner

const outputs = []
const manifest = {}
const timings = {}

async function ensureDir(file) {
  await mkdir(path.dirname(file), { recursive: true })
}

async function write(file, data) {
  await ensureDir(file)
  await writeFile(file, data)
  outputs.push(path.relative(PUBLIC, file))
}

/** Source pixels: the photograph (cropped to the exact size) or the rendered drawing. */
function source(id, svg, width, height) {
  const photo = photoFor(PHOTOS, id)
  if (photo) return sharp(photo).rotate().resize(width, height, { fit: 'cover', position: 'attention' })
  return sharp(Buffer.from(typeof svg === 'function' ? svg() : svg))
}

/** A car picture: its photograph, else `from`'s photograph or render master (`from`: another id to crop). */
function car(id, width, height, from = id, fit = 'cover') {
  const picked = carPixels(CAR_SOURCES, photoFor(PHOTOS, id) ? id : from, width, height, fit)
  if (!picked) throw new Error(`assets: no render master for ${from} (scripts/assets/renders/${from}.webp): run node scripts/assets/render.mjs`)
  return picked.image
}

/** Rasterise an SVG once at full size, then encode every width and format from the pixels. */
async function raster(id, svg, { dir = IMAGES, file = id, urlBase = '/images', widths, formats = FORMATS, width, height, alpha = false, pixels: given, avif = Q.avif }) {
  let pixels = given ?? source(id, svg, width, height)
  if (!alpha) pixels = pixels.removeAlpha() // opaque scenes: no alpha plane in the AVIF/WebP
  const { data, info } = await pixels.raw().toBuffer({ resolveWithObject: true })
  const src = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
  for (const w of widths) {
    const h = Math.round((w * height) / width)
    for (const fmt of formats) {
      let img = src()
      if (w !== info.width) img = img.resize(w, h, { kernel: 'lanczos3' })
      const buf = await (fmt === 'avif' ? img.avif(avif) : fmt === 'jpg' ? img.flatten({ background: '#000' }).jpeg(Q.jpeg) : img.webp(Q.webp)).toBuffer()
      await write(path.join(dir, `${file}-${w}.${fmt}`), buf)
    }
  }
  if (dir === IMAGES) manifest[id] = { url: `${urlBase}/${id}-{w}.{ext}`, widths, width, height, formats }
}

async function readMaster(id) {
  const file = path.join(RENDERS, `${id}.webp`)
  if (!existsSync(file)) throw new Error(`assets: no render master for ${id} (${path.relative(root, file)}): run node scripts/assets/render.mjs`)
  return readFile(file)
}

async function pool(tasks, limit) {
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]
      await task()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker))
}

/** A page's own 1200×630 sharing card (Open Graph / Twitter), as JPEG, which every crawler reads. */
async function openGraphCard(name, svg, pixels) {
  const buf = await (pixels ?? source(name, svg, 1200, 630)).flatten({ background: '#000' }).jpeg(Q.jpeg).toBuffer()
  await write(path.join(IMAGES, `${name}-1200.jpg`), buf)
  manifest[name] = { url: `/images/${name}-{w}.{ext}`, widths: [1200], width: 1200, height: 630, formats: ['jpg'] }
}

// ------------------------------------------------------------------ groups

const GROUPS = {
  /** Studio views: one per colour (light studio), `base` (dark studio), the cabin, and the menu cover. */
  models() {
    const tasks = []
    const wide = { widths: [480, 960, 1600], width: 1600, height: 900, avif: Q.avifCar }
    for (const [id, m] of Object.entries(MODELS)) {
      for (const color of m.colors) tasks.push(() => raster(`models/${id}/${color}`, null, { ...wide, pixels: car(`models/${id}/${color}`, 1600, 900) }))
      tasks.push(() => raster(`models/${id}/base`, null, { ...wide, pixels: car(`models/${id}/base`, 1600, 900) }))
      tasks.push(() => raster(`models/${id}/interior`, null, { ...wide, pixels: car(`models/${id}/interior`, 1600, 900) }))
      tasks.push(() => raster(`models/${id}/cover`, null, { widths: [160, 320], width: 320, height: 240, alpha: true, avif: Q.avifCar, pixels: car(`models/${id}/cover`, 320, 240) }))
      tasks.push(() => openGraphCard(`og/models/${id}`, null, car(`og/models/${id}`, 1200, 630, `models/${id}/base`)))
    }
    return tasks
  },

  /** 360° sets: 36 WebP frames each, 10° apart, frame 0 = side view with the front to the left. */
  '360'() {
    const tasks = []
    for (const [id, sets] of Object.entries(SETS_360)) {
      for (const set of sets) {
        const base = `360/${id}/${set.folder}`
        manifest[base] = { url: `/images/${base}/{n}.webp`, frames: FRAMES_360, widths: [960], width: 960, height: 540, formats: ['webp'] }
        for (let n = 0; n < FRAMES_360; n++) {
          tasks.push(async () => {
            const id360 = `${base}/${n}`
            // the master is the final 960×540 frame: copied as it is unless a photograph replaces it
            const buf = photoFor(PHOTOS, id360) ? await car(id360, 960, 540).removeAlpha().webp(Q.webp360).toBuffer() : await readMaster(id360)
            await write(path.join(IMAGES, base, `${n}.webp`), buf)
          })
        }
      }
    }
    return tasks
  },

  async banners() {
    // the cars in the scenes are the rendered side views (or the distributor's cut-out photographs)
    const cars = {}
    for (const [id, color] of BANNER_CARS) {
      const source = `cars/${id}-${color}-side`
      const { data, info } = await car(source, 1600, 900, source, 'inside').trim().png().toBuffer({ resolveWithObject: true })
      cars[`${id}/${color}`] = { href: `data:image/png;base64,${data.toString('base64')}`, width: info.width, height: info.height }
    }
    const scenes = Object.fromEntries(
      Object.entries({ 'after-sales': bannerAfterSales, 'tiggo-9': bannerTiggo9, 'news-launch': bannerNewsLaunch }).map(([name, scene]) => [name, (w, h) => scene(w, h, cars)]),
    )
    return Object.entries(scenes).flatMap(([name, scene]) => [
      () => raster(`banners/${name}`, scene(1920, 1080), { widths: [640, 1280, 1920], width: 1920, height: 1080 }),
      () => raster(`banners/${name}-m`, scene(828, 1035), { widths: [480, 828], width: 828, height: 1035 }),
    ])
  },

  news() {
    return [1, 2, 3, 4, 5, 6].flatMap((i) => [
      () => raster(`news/news-${i}`, newsCover(i, 960, 540), { widths: [480, 960], width: 960, height: 540 }),
      () => openGraphCard(`og/news/news-${i}`, () => newsCover(i, 1200, 630)),
    ])
  },

  /** Not-found art, icons, brand mark, favicons, Open Graph card, video posters. */
  misc() {
    return [
      () => raster('not-found', notFound(960, 540), { widths: [480, 960], width: 960, height: 540 }),
      async () => {
        for (const [name, svg] of Object.entries(ICONS)) {
          await write(path.join(IMAGES, 'icons', `${name}.svg`), svg)
          manifest[`icons/${name}`] = { url: `/images/icons/${name}.svg`, widths: [24], width: 24, height: 24, formats: ['svg'] }
        }
      },
      async () => {
        const mark = brandMarkSvg(64)
        await write(path.join(IMAGES, 'brand-mark.svg'), mark)
        manifest['brand-mark'] = { url: '/images/brand-mark.svg', widths: [64], width: 64, height: 64, formats: ['svg'] }
        // The publisher logo of the structured data: Google takes a raster logo of at least 112 px, not an SVG.
        await write(path.join(IMAGES, `brand-mark-${LOGO_PX}.png`), await sharp(Buffer.from(brandMarkSvg(LOGO_PX))).png({ compressionLevel: 9 }).toBuffer())
        manifest['brand-mark-png'] = { url: '/images/brand-mark-{w}.{ext}', widths: [LOGO_PX], width: LOGO_PX, height: LOGO_PX, formats: ['png'] }
        await write(path.join(PUBLIC, 'favicon.svg'), brandMarkSvg(32))
        const png = (size) => sharp(Buffer.from(brandMarkSvg(size))).resize(size, size).png({ compressionLevel: 9 }).toBuffer()
        await write(path.join(PUBLIC, 'favicon.ico'), icoFromPngs([{ size: 16, png: await png(16) }, { size: 32, png: await png(32) }]))
        // Apple masks the icon itself: full-bleed red, no transparency
        const apple = svgDoc(180, 180, `<rect width="180" height="180" fill="#C7001F"/><g transform="translate(14 14) scale(2.4375)">${brandMarkBody()}</g>`)
        await write(path.join(PUBLIC, 'apple-touch-icon.png'), await sharp(Buffer.from(apple)).png({ compressionLevel: 9 }).toBuffer())
      },
      async () => {
        const buf = await source('og-default', () => ogImage(1200, 630), 1200, 630).flatten({ background: '#000' }).jpeg(Q.jpeg).toBuffer()
        await write(path.join(IMAGES, 'og-default-1200.jpg'), buf)
        manifest['og-default'] = { url: '/images/og-default-{w}.{ext}', widths: [1200], width: 1200, height: 630, formats: ['jpg'] }
      },
      async () => {
        await raster('media/banner-loop-poster', () => loopFrame(0, 1280, 720), { dir: MEDIA, file: 'banner-loop-poster', widths: [640, 1280], width: 1280, height: 720 })
        manifest['/media/banner-loop-poster'] = { url: '/media/banner-loop-poster-{w}.{ext}', widths: [640, 1280], width: 1280, height: 720, formats: FORMATS }
      },
    ]
  },
}

const CLEAN = {
  models: [path.join(IMAGES, 'models'), path.join(IMAGES, 'og', 'models')],
  360: [path.join(IMAGES, '360')],
  banners: [path.join(IMAGES, 'banners')],
  news: [path.join(IMAGES, 'news'), path.join(IMAGES, 'og', 'news')],
  misc: [path.join(IMAGES, 'icons')],
}

// ------------------------------------------------------------------ lock

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return err.code === 'EPERM'
  }
}

/** One generator at a time per checkout (parallel builds call this script too). */
async function acquireLock() {
  await mkdir(IMAGES, { recursive: true })
  const started = Date.now()
  let announced = false
  for (;;) {
    try {
      const fh = await open(LOCK, 'wx')
      await fh.writeFile(String(process.pid))
      await fh.close()
      return true
    } catch (err) {
      if (err.code !== 'EEXIST') throw err
      const pid = Number(await readFile(LOCK, 'utf8').catch(() => '0'))
      if (!pid || !alive(pid)) {
        await unlink(LOCK).catch(() => {})
        continue
      }
      if (!announced) log(`assets: waiting for another generator (pid ${pid})…`)
      announced = true
      if (Date.now() - started > 10 * 60_000) throw new Error(`assets: lock held by pid ${pid} for over 10 minutes (${LOCK})`, { cause: err })
      await sleep(400)
    }
  }
}

async function upToDate(hash) {
  if (force || only || !existsSync(STAMP) || !existsSync(MANIFEST)) return false
  const stamp = JSON.parse(await readFile(STAMP, 'utf8'))
  return stamp.hash === hash && stamp.outputs.every((o) => existsSync(path.join(PUBLIC, o)))
}

// ------------------------------------------------------------------ main

async function main() {
  const hash = await sourceHash()
  // public/images/ is committed (decision 049): a fresh clone encodes nothing, as long as the commit
  // holds what its sources make.
  if (check) {
    if (await upToDate(hash)) return log(`assets: public/images/ is up to date (${hash})`)
    console.error(`assets: public/images/ is not what the sources make (their hash ${hash}): run node scripts/assets/generate.mjs and commit public/images/`)
    process.exit(1)
  }
  if (await upToDate(hash)) {
    log(`assets: up to date (${hash}) — use --force to rebuild`)
    return
  }
  await acquireLock()
  try {
    // another run may have finished the same work while we waited
    if (await upToDate(hash)) {
      log(`assets: up to date (${hash}) — use --force to rebuild`)
      return
    }
    await generate(hash)
  } finally {
    await unlink(LOCK).catch(() => {})
  }
}

async function generate(hash) {
  const t0 = performance.now()
  const cpu0 = process.cpuUsage()
  const groups = only ?? Object.keys(GROUPS)
  for (const g of groups) if (!GROUPS[g]) throw new Error(`unknown group "${g}" (have: ${Object.keys(GROUPS).join(', ')})`)
  if (only && existsSync(MANIFEST)) Object.assign(manifest, JSON.parse(await readFile(MANIFEST, 'utf8')))
  const limit = Math.max(2, os.availableParallelism?.() ?? os.cpus().length)
  for (const g of groups) {
    for (const dir of CLEAN[g] ?? []) await rm(dir, { recursive: true, force: true })
    const t = performance.now()
    const c = process.cpuUsage()
    await pool(await GROUPS[g](), limit)
    timings[g] = (performance.now() - t) / 1000
    const cpu = process.cpuUsage(c)
    log(`  ${g.padEnd(8)} ${timings[g].toFixed(1).padStart(5)} s wall ${((cpu.user + cpu.system) / 1e6).toFixed(1).padStart(6)} s cpu`)
  }
  const sorted = Object.fromEntries(Object.keys(manifest).sort().map((k) => [k, manifest[k]]))
  // one entry per line: readable diffs, small file
  const lines = Object.entries(sorted).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
  await writeFile(MANIFEST, `{\n${lines.join(',\n')}\n}\n`)
  if (!only) await writeFile(STAMP, JSON.stringify({ hash, outputs: outputs.sort() }, null, 0) + '\n')
  const total = (performance.now() - t0) / 1000
  const cpu = process.cpuUsage(cpu0)
  log(`assets: ${outputs.length} files, ${Object.keys(sorted).length} manifest entries in ${total.toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s cpu (${limit} parallel, load ${os.loadavg()[0].toFixed(1)}, hash ${hash})`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
