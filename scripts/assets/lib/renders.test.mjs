// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { carPixels } from './renders.mjs'

const solid = (r, g, b, format) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })[format]().toBuffer()

async function centre(image) {
  const { data } = await image.raw().toBuffer({ resolveWithObject: true })
  return [data[0], data[1], data[2]]
}

describe('car pictures: photograph, else render master', () => {
  let dir
  let sources
  const id = 'models/tiggo-9/gray'

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'car-pixels-'))
    sources = { photos: path.join(dir, 'photos'), renders: path.join(dir, 'renders') }
    await mkdir(path.join(sources.renders, 'models/tiggo-9'), { recursive: true })
    await writeFile(path.join(sources.renders, `${id}.webp`), await solid(0, 0, 255, 'webp'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('uses the render master when no photograph exists, resized to the asked size', async () => {
    const picked = carPixels(sources, id, 32, 18)
    expect(picked.kind).toBe('render')
    const { info } = await picked.image.raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([32, 18])
    const [r, , b] = await centre(picked.image)
    expect(b).toBeGreaterThan(200)
    expect(r).toBeLessThan(40)
  })

  it('uses the distributor photograph in its place when one is dropped in', async () => {
    await mkdir(path.join(sources.photos, 'models/tiggo-9'), { recursive: true })
    await writeFile(path.join(sources.photos, `${id}.jpg`), await solid(255, 0, 0, 'jpeg'))
    const picked = carPixels(sources, id, 32, 18)
    expect(picked.kind).toBe('photo')
    expect(picked.file).toBe(path.join(sources.photos, `${id}.jpg`))
    const [r, , b] = await centre(picked.image)
    expect(r).toBeGreaterThan(200)
    expect(b).toBeLessThan(40)
  })

  it('finds a 360° frame photograph by its frame number', async () => {
    await mkdir(path.join(sources.photos, '360/tiggo-9/black'), { recursive: true })
    await writeFile(path.join(sources.photos, '360/tiggo-9/black/9.png'), await solid(0, 255, 0, 'png'))
    expect(carPixels(sources, '360/tiggo-9/black/9', 96, 54).kind).toBe('photo')
    expect(carPixels(sources, '360/tiggo-9/black/10', 96, 54)).toBeNull()
  })
})
