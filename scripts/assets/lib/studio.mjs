// Studio renders: a model's side profile on a light (colour views) or dark (base/hero)
// studio set, plus the small transparent menu covers.

import { carProfile, placeCar, profileShadow } from './car-profile.mjs'
import { MODELS } from './models.mjs'
import { f, linGrad, svgDoc } from './util.mjs'

/** Pixels per millimetre so every model shares one scale (a longer car is a longer picture). */
function fit(w, fraction) {
  return (w * fraction) / 4900
}

/**
 * theme 'light': soft grey cyclorama; theme 'dark': charcoal studio with a red horizon accent
 * and a floor reflection.
 */
export function studioSvg(id, color, w, h, { theme = 'light', blackRoof } = {}) {
  const m = MODELS[id]
  const s = fit(w, 0.8)
  const groundY = h * 0.8
  const x0 = (w - m.L * s) / 2
  const car = carProfile(id, color, { blackRoof, rimLight: theme === 'dark' ? 0.55 : 0.35, lights: theme === 'dark' ? 0.8 : 0.45, tailGlow: theme === 'dark' ? 0.5 : 0 })
  const sh = profileShadow(id, car.uid, theme === 'dark' ? 1 : 0.8)
  const defs = [car.defs, sh.defs]
  const body = []
  const reflection = (opacity) => {
    defs.push(
      `<linearGradient id="rfade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="${opacity}"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
      `<mask id="rmask" maskUnits="userSpaceOnUse" x="0" y="${f(groundY)}" width="${w}" height="${f(h - groundY)}"><rect x="0" y="${f(groundY)}" width="${w}" height="${f(h - groundY)}" fill="url(#rfade)"/></mask>`,
    )
    body.push(`<g mask="url(#rmask)"><g transform="translate(0 ${f(2 * groundY)}) scale(1 -1)">${placeCar(car.body, x0, groundY, s)}</g></g>`)
  }
  if (theme === 'light') {
    defs.push(
      linGrad('bgw', 0, 0, 0, 1, [[0, '#fbfbfc'], [0.62, '#eceef1'], [0.8, '#e2e5e9'], [1, '#f3f4f6']]),
      `<radialGradient id="bgs" cx="0.5" cy="0.55" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    )
    body.push(`<rect width="${w}" height="${h}" fill="url(#bgw)"/>`, `<rect width="${w}" height="${h}" fill="url(#bgs)"/>`)
    reflection(0.16)
  } else {
    defs.push(
      linGrad('bgw', 0, 0, 0, 1, [[0, '#050506'], [0.55, '#15171b'], [0.8, '#0c0d0f'], [1, '#040405']]),
      `<radialGradient id="bgs" cx="0.5" cy="0.35" r="0.55"><stop offset="0" stop-color="#3a3f48" stop-opacity="0.75"/><stop offset="1" stop-color="#3a3f48" stop-opacity="0"/></radialGradient>`,
      `<radialGradient id="bgr" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#c7001f" stop-opacity="0.55"/><stop offset="1" stop-color="#c7001f" stop-opacity="0"/></radialGradient>`,
    )
    body.push(`<rect width="${w}" height="${h}" fill="url(#bgw)"/>`, `<rect width="${w}" height="${h}" fill="url(#bgs)"/>`)
    body.push(`<ellipse cx="${w / 2}" cy="${f(groundY - h * 0.02)}" rx="${w * 0.55}" ry="${h * 0.05}" fill="url(#bgr)"/>`)
    reflection(0.24)
  }
  body.push(placeCar(sh.body, x0, groundY, s))
  body.push(placeCar(car.body, x0, groundY, s))
  return svgDoc(w, h, body.join(''), defs.join(''))
}

/** Small 4:3 menu cover on a transparent background. */
export function coverSvg(id, w, h) {
  const m = MODELS[id]
  const s = (w * 0.9) / 4820
  const groundY = h * 0.78
  const x0 = (w - m.L * s) / 2
  const car = carProfile(id, m.defaultColor, { rimLight: 0.3, lights: 0 })
  const sh = profileShadow(id, car.uid, 0.8)
  return svgDoc(w, h, placeCar(sh.body, x0, groundY, s) + placeCar(car.body, x0, groundY, s), car.defs + sh.defs)
}
