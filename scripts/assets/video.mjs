#!/usr/bin/env node
// Renders the home-banner loop (4 s at 30 fps, seamless) from code and encodes it with ffmpeg:
//   public/media/banner-loop.mp4     1280×720 H.264, target < 600 KB
//   public/media/banner-loop-m.mp4    640×360 H.264, target < 250 KB
// The MP4s are committed (ffmpeg is not on every machine), so run this by hand after changing
// the scene:  node scripts/assets/video.mjs   (needs ffmpeg on PATH: apt-get install ffmpeg)
// Posters (frame 0) are written by generate.mjs, not here.

import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { loopFrame } from './lib/scenes.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const MEDIA = path.resolve(here, '../../public/media')
const FPS = 30
const FRAMES = 120

const TARGETS = [
  { file: 'banner-loop.mp4', w: 1280, h: 720, maxKB: 600, crf: 30 },
  { file: 'banner-loop-m.mp4', w: 640, h: 360, maxKB: 250, crf: 30 },
]

function ffmpeg(args) {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', ...args], { stdio: 'inherit' })
  if (r.error?.code === 'ENOENT') throw new Error('ffmpeg not found: apt-get install -y ffmpeg (or brew install ffmpeg)')
  if (r.status !== 0) throw new Error(`ffmpeg failed (${r.status})`)
}

async function main() {
  const t0 = performance.now()
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'banner-loop-'))
  try {
    let next = 0
    const worker = async () => {
      while (next < FRAMES) {
        const i = next++
        const svg = loopFrame(i / FRAMES, 1280, 720)
        await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toFile(path.join(tmp, `f${String(i).padStart(3, '0')}.png`))
      }
    }
    await Promise.all(Array.from({ length: Math.max(2, os.availableParallelism()) }, worker))
    console.log(`video: ${FRAMES} frames rendered in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
    await mkdir(MEDIA, { recursive: true })
    for (const t of TARGETS) {
      const out = path.join(MEDIA, t.file)
      // raise CRF until the file fits its budget
      for (let crf = t.crf; ; crf += 2) {
        ffmpeg([
          '-y', '-framerate', String(FPS), '-i', path.join(tmp, 'f%03d.png'),
          '-vf', `scale=${t.w}:${t.h}:flags=lanczos,format=yuv420p`,
          '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', String(crf),
          '-profile:v', 'high', '-level', '4.0', '-g', String(FRAMES), '-pix_fmt', 'yuv420p',
          '-an', '-movflags', '+faststart', '-map_metadata', '-1',
          '-fflags', '+bitexact', '-flags:v', '+bitexact', out,
        ])
        const kb = (await stat(out)).size / 1024
        console.log(`video: ${t.file} ${t.w}x${t.h} crf ${crf} → ${kb.toFixed(0)} KB`)
        if (kb <= t.maxKB || crf >= 40) break
      }
    }
  } finally {
    await rm(tmp, { recursive: true, force: true })
  }
  console.log(`video: done in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
}

main().catch((err) => {
  console.error(err.message ?? err)
  process.exit(1)
})
