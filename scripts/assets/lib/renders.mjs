// Where a car picture's pixels come from: the distributor's photograph when one is dropped into
// scripts/assets/photos/, otherwise the committed three.js render master in scripts/assets/renders/
// (made by render.mjs). Both are keyed by the image id (`models/tiggo-9/gray`, `360/tiggo-9/black/4`).

import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { linGrad, svgDoc } from './util.mjs'

export const PHOTO_EXT = ['jpg', 'jpeg', 'png', 'webp', 'avif']

/** Master encodings: 360° frames are stored final (the build copies them), the rest high quality. */
export const RENDER_QUALITY = {
  master: { quality: 92, effort: 6 },
  cover: { quality: 94, alphaQuality: 100, effort: 6 },
  // smooth renders: q80 at effort 6 is ≈ 17 KB a frame, smaller than the flat drawings were at q93
  frame360: { quality: 80, effort: 6 },
}

/** The distributor's photograph for this image id, if one exists. */
export function photoFor(photosDir, id) {
  for (const ext of PHOTO_EXT) {
    const file = path.join(photosDir, `${id}.${ext}`)
    if (existsSync(file)) return file
  }
  return null
}

/** The render master for this image id, if one exists. */
export function renderFor(rendersDir, id) {
  const file = path.join(rendersDir, `${id}.webp`)
  return existsSync(file) ? file : null
}

/**
 * The pixels for an image id at width × height: the photograph cropped to size (attention-based;
 * fit 'inside' keeps a cut-out whole), else the render master resized, else null.
 */
export function carPixels({ photos, renders }, id, width, height, fit = 'cover') {
  const photo = photoFor(photos, id)
  if (photo) return { kind: 'photo', file: photo, image: sharp(photo).rotate().resize(width, height, { fit, position: 'attention' }) }
  const master = renderFor(renders, id)
  if (master) return { kind: 'render', file: master, image: sharp(master).resize(width, height, { fit, kernel: 'lanczos3' }) }
  return null
}

/** Studio set behind the renders: a soft light cyclorama, or a charcoal set with a red horizon glow. */
export function studioBackdrop(theme, w, h) {
  if (theme === 'light') {
    return svgDoc(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="url(#bgw)"/><rect width="${w}" height="${h}" fill="url(#bgs)"/>`,
      linGrad('bgw', 0, 0, 0, 1, [[0, '#fbfbfc'], [0.6, '#eceef1'], [0.78, '#e1e4e8'], [1, '#f2f3f5']]) +
        '<radialGradient id="bgs" cx="0.5" cy="0.6" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    )
  }
  return svgDoc(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#bgw)"/><rect width="${w}" height="${h}" fill="url(#bgs)"/><ellipse cx="${w / 2}" cy="${h * 0.74}" rx="${w * 0.6}" ry="${h * 0.07}" fill="url(#bgr)"/>`,
    linGrad('bgw', 0, 0, 0, 1, [[0, '#050506'], [0.55, '#17191d'], [0.78, '#0d0e10'], [1, '#040405']]) +
      '<radialGradient id="bgs" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#414750" stop-opacity="0.8"/><stop offset="1" stop-color="#414750" stop-opacity="0"/></radialGradient>' +
      '<radialGradient id="bgr" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#c7001f" stop-opacity="0.45"/><stop offset="1" stop-color="#c7001f" stop-opacity="0"/></radialGradient>',
  )
}
