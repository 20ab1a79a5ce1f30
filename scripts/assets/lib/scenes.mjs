// Illustrated scenes: home banners (16:9 and 4:5), news covers, the not-found illustration,
// the Open Graph card and the looping banner video frames. Each function returns an SVG
// document for a given pixel size; layouts adapt to portrait crops.

import { carProfile, placeCar, profileShadow, wheelSvg } from './car-profile.mjs'
import { MODELS } from './models.mjs'
import { brandMarkBody } from './icons.mjs'
import { f, linGrad, poly, rng, roundedPath, svgDoc } from './util.mjs'

const RED = '#C7001F'

// ------------------------------------------------------------------ shared pieces

function vignette(w, h, strength = 0.65, id = 'vig') {
  return {
    defs: `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#${id})"/>`,
  }
}

/** Soft out-of-focus light discs. colours: array of hex; area [x, y, w, h]. */
function bokeh(rand, n, [ax, ay, aw, ah], colours, rMin, rMax, id = 'bk') {
  const defs = colours
    .map((c, i) => `<radialGradient id="${id}${i}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${c}" stop-opacity="0.55"/><stop offset="0.7" stop-color="${c}" stop-opacity="0.22"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`)
    .join('')
  let body = ''
  for (let i = 0; i < n; i++) {
    const r = rMin + rand() * (rMax - rMin)
    const c = Math.floor(rand() * colours.length)
    body += `<circle cx="${f(ax + rand() * aw)}" cy="${f(ay + rand() * ah)}" r="${f(r)}" fill="url(#${id}${c})" opacity="${f(0.35 + rand() * 0.65)}"/>`
  }
  return { defs, body }
}

/** A light streak: a bright core line with a wide soft halo, fading at both ends. */
function streak(id, x1, y1, x2, y2, colour, width, opacity = 1) {
  const defs = `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${colour}" stop-opacity="0"/><stop offset="0.45" stop-color="${colour}" stop-opacity="1"/><stop offset="0.7" stop-color="${colour}" stop-opacity="0.8"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient>`
  const line = (sw, o) => `<path d="M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}" stroke="url(#${id})" stroke-width="${f(sw)}" stroke-linecap="round" opacity="${f(o * opacity)}"/>`
  return { defs, body: line(width * 9, 0.07) + line(width * 3.5, 0.16) + line(width, 0.95) }
}

/**
 * Place a profile car so that it spans `span` pixels with its front bumper at x. `options.photo`
 * ({ href, width, height }: a side view trimmed to the car, front to the left; the three.js render
 * or the distributor's cut-out) stands in for the drawn car.
 */
function car(id, color, x, groundY, span, options = {}) {
  const m = MODELS[id]
  const s = span / m.L
  const p = options.photo
  const ph = p ? (span * p.height) / p.width : 0
  const c = carProfile(id, color, { uid: options.uid ?? `k${id.replace(/-/g, '')}${color}`, ...options })
  const sh = profileShadow(id, c.uid, options.shadow ?? 1)
  const carOnly = p
    ? `<image href="${p.href}" x="${f(x)}" y="${f(groundY - ph)}" width="${f(span)}" height="${f(ph)}" preserveAspectRatio="none"/>`
    : placeCar(c.body, x, groundY, s, options.mirror)
  return {
    defs: c.defs + sh.defs,
    body: placeCar(sh.body, x, groundY, s, options.mirror) + carOnly,
    carOnly,
    scale: s,
  }
}

/** Stepped skyline silhouettes with lit windows. */
function skyline(rand, w, baseY, hMin, hMax, fill, windowColour, density, unit) {
  let x = -unit
  let bodies = ''
  let windows = ''
  while (x < w + unit) {
    const bw = unit * (1.2 + rand() * 2.6)
    const bh = hMin + rand() * (hMax - hMin)
    const top = baseY - bh
    const style = rand()
    const pts = [[x, baseY], [x, top + (style > 0.7 ? bh * 0.12 : 0)]]
    if (style > 0.7) pts.push([x + bw * 0.3, top + bh * 0.12], [x + bw * 0.3, top], [x + bw * 0.7, top], [x + bw * 0.7, top + bh * 0.12])
    else if (style > 0.5) pts.push([x + bw * 0.5, top - unit * 0.6])
    pts.push([x + bw, top + (style > 0.7 ? bh * 0.12 : 0)], [x + bw, baseY])
    bodies += poly(pts)
    if (style > 0.85) bodies += `M${f(x + bw * 0.5 - 1)} ${f(top)}h2v${f(-unit * 1.2)}h-2Z`
    const cols = Math.max(1, Math.floor(bw / (unit * 0.42)))
    const rows = Math.max(1, Math.floor(bh / (unit * 0.5)))
    for (let r = 1; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (rand() < density) windows += `M${f(x + (c + 0.35) * (bw / cols))} ${f(top + r * unit * 0.5)}h${f(unit * 0.16)}v${f(unit * 0.22)}h${f(-unit * 0.16)}Z`
      }
    }
    x += bw + unit * rand() * 0.3
  }
  return `<path d="${bodies}" fill="${fill}"/><path d="${windows}" fill="${windowColour}"/>`
}

// ------------------------------------------------------------------ banners

export function bannerTiggo9(w, h, cars = {}) {
  const portrait = h > w
  const rand = rng(90210)
  const horizon = portrait ? h * 0.56 : h * 0.63
  const groundY = portrait ? h * 0.79 : h * 0.86
  const unit = Math.min(w, h) * 0.03
  const defs = []
  const body = []
  defs.push(
    linGrad('sky', 0, 0, 0, 1, [[0, '#05060d'], [0.35, '#121433'], [0.55, '#3a1838'], [0.66, '#8e2436'], [0.72, '#e0603a'], [0.75, '#f39a55'], [1, '#f39a55']]),
    `<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffd29a" stop-opacity="0.95"/><stop offset="0.25" stop-color="#ff8d4a" stop-opacity="0.55"/><stop offset="1" stop-color="#c7001f" stop-opacity="0"/></radialGradient>`,
    linGrad('road', 0, 0, 0, 1, [[0, '#1a1418'], [0.35, '#0d0b0e'], [1, '#050506']]),
    linGrad('haze', 0, 0, 0, 1, [[0, '#f08a55', 0], [1, '#f08a55', 0.35]]),
  )
  // sky spans to the horizon
  body.push(`<rect width="${w}" height="${f(horizon + 2)}" fill="url(#sky)" transform="scale(1 ${f((horizon + 2) / (horizon + 2))})"/>`)
  body.push(`<ellipse cx="${f(portrait ? w * 0.3 : w * 0.22)}" cy="${f(horizon)}" rx="${f(w * (portrait ? 0.7 : 0.45))}" ry="${f(h * 0.3)}" fill="url(#sun)"/>`)
  // stars
  let stars = ''
  for (let i = 0; i < 70; i++) stars += `M${f(rand() * w)} ${f(rand() * horizon * 0.45)}h${f(1 + rand() * 1.2)}v${f(1 + rand())}h${f(-1.5)}Z`
  body.push(`<path d="${stars}" fill="#ffffff" opacity="0.5"/>`)
  body.push(skyline(rand, w, horizon, h * 0.05, h * (portrait ? 0.2 : 0.24), '#2a1a35', '#ffb56b', 0.12, unit * 1.3))
  body.push(`<rect y="${f(horizon - h * 0.18)}" width="${w}" height="${f(h * 0.18)}" fill="url(#haze)"/>`)
  body.push(skyline(rand, w, horizon + 2, h * 0.02, h * (portrait ? 0.12 : 0.15), '#100b16', '#ffc98a', 0.22, unit))
  // ground: embankment, guard rail, road with lane marks and reflections
  body.push(`<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#road)"/>`)
  const railY = horizon + (groundY - horizon) * 0.28
  body.push(`<rect y="${f(railY)}" width="${w}" height="${f(h * 0.006)}" fill="#6d5560" opacity="0.7"/>`)
  let posts = ''
  for (let x = 0; x < w; x += w / 24) posts += `M${f(x)} ${f(railY)}h${f(w * 0.003)}v${f(h * 0.03)}h${f(-w * 0.003)}Z`
  body.push(`<path d="${posts}" fill="#3a2a33"/>`)
  body.push(`<rect y="${f(railY + h * 0.006)}" width="${w}" height="${f(h * 0.05)}" fill="#f08a55" opacity="0.05"/>`)
  const laneY = groundY + (h - groundY) * 0.55
  let dashes = ''
  for (let x = -w * 0.05; x < w; x += w * 0.12) dashes += `M${f(x)} ${f(laneY)}h${f(w * 0.06)}v${f(h * 0.006)}h${f(-w * 0.06)}Z`
  body.push(`<path d="${dashes}" fill="#d9c2b0" opacity="0.55"/>`)
  body.push(`<rect y="${f(groundY - (groundY - railY) * 0.35)}" width="${w}" height="${f(h * 0.003)}" fill="#d9c2b0" opacity="0.3"/>`)
  // light trails along the road
  const trails = [
    [0.62, '#ff2a3d', 0.0032, 0],
    [0.7, '#ff4a4a', 0.0022, 0.1],
    [0.45, '#ffe2b0', 0.0026, 0.3],
    [0.9, RED, 0.004, 0.05],
  ]
  trails.forEach(([yy, c, wd, off], i) => {
    const y = railY + (h - railY) * yy
    const s = streak(`tr${i}`, -w * 0.1 + off * w, y, w * (1.05 - off * 0.5), y - h * 0.01, c, h * wd, 0.9)
    defs.push(s.defs)
    body.push(s.body)
  })
  const bk = bokeh(rand, 26, [0, horizon - h * 0.2, w, h * 0.28], ['#ffb56b', '#ff4a4a', '#ffd9a0'], unit * 0.3, unit * 1.2)
  defs.push(bk.defs)
  body.push(bk.body)
  // hero car
  const span = portrait ? w * 0.94 : w * 0.56
  const cx = portrait ? w * 0.03 : w * 0.4
  const hero = car('tiggo-9', 'black', cx, groundY, span, { rimLight: 0.95, lights: 1.2, tailGlow: 0.9, uid: 'hero', photo: cars['tiggo-9/black'] })
  defs.push(hero.defs)
  // headlight beam on the road ahead
  defs.push(linGrad('beam', 1, 0, 0, 0, [[0, '#fff4dc', 0.55], [1, '#fff4dc', 0]]))
  const hy = groundY - MODELS['tiggo-9'].drl[0][1] * hero.scale
  body.push(`<path d="${poly([[cx + 20, hy - 4], [cx - w * 0.5, groundY + h * 0.05], [cx - w * 0.5, groundY + h * 0.12], [cx + 20, hy + 10]])}" fill="url(#beam)" opacity="0.22"/>`)
  body.push(hero.body)
  // reflection of the car on wet asphalt
  defs.push(`<linearGradient id="wet" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient><mask id="wetm" maskUnits="userSpaceOnUse" x="0" y="${f(groundY)}" width="${w}" height="${f(h - groundY)}"><rect y="${f(groundY)}" width="${w}" height="${f(h - groundY)}" fill="url(#wet)"/></mask>`)
  body.push(`<g mask="url(#wetm)"><g transform="translate(0 ${f(2 * groundY)}) scale(1 -1)">${hero.carOnly}</g></g>`)
  const v = vignette(w, h, 0.7)
  defs.push(v.defs)
  body.push(v.body)
  return svgDoc(w, h, body.join(''), defs.join(''))
}

function wrench(x, y, len, angle, fill) {
  const r = len * 0.13
  const hw = len * 0.045
  const d =
    `M${f(-hw)} 0L${f(-hw)} ${f(len - r * 1.4)}` +
    `A${f(r)} ${f(r)} 0 1 0 ${f(r * 0.45)} ${f(len - r * 1.7)}` +
    `L${f(r * 0.2)} ${f(len - r * 0.6)}L${f(-r * 0.25)} ${f(len - r * 0.6)}` +
    `L${f(-r * 0.25)} ${f(len + r * 0.2)}A${f(r)} ${f(r)} 0 0 1 ${f(hw)} ${f(len - r * 1.4)}L${f(hw)} 0` +
    `A${f(hw * 2.2)} ${f(hw * 2.2)} 0 1 1 ${f(-hw)} 0Z`
  return `<path d="${d}" fill="${fill}" transform="translate(${f(x)} ${f(y)}) rotate(${angle})"/>`
}

function screwdriver(x, y, len, fill, handle) {
  const hw = len * 0.07
  return `<g transform="translate(${f(x)} ${f(y)})"><rect x="${f(-hw)}" y="0" width="${f(hw * 2)}" height="${f(len * 0.38)}" rx="${f(hw * 0.8)}" fill="${handle}"/><rect x="${f(-hw * 0.25)}" y="${f(len * 0.38)}" width="${f(hw * 0.5)}" height="${f(len * 0.58)}" fill="${fill}"/><path d="M${f(-hw * 0.45)} ${f(len * 0.96)}h${f(hw * 0.9)}l${f(-hw * 0.45)} ${f(len * 0.04)}z" fill="${fill}"/></g>`
}

export function bannerAfterSales(w, h, cars = {}) {
  const portrait = h > w
  const rand = rng(7001)
  const floorY = portrait ? h * 0.8 : h * 0.82
  const u = Math.min(w, h)
  const defs = []
  const body = []
  defs.push(
    linGrad('wall', 0, 0, 0, 1, [[0, '#0b0908'], [0.6, '#1d1712'], [1, '#120e0b']]),
    linGrad('floor', 0, 0, 0, 1, [[0, '#241c15'], [0.25, '#15110d'], [1, '#070605']]),
    `<radialGradient id="pool" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffb45a" stop-opacity="0.35"/><stop offset="1" stop-color="#ffb45a" stop-opacity="0"/></radialGradient>`,
    linGrad('cone', 0, 0, 0, 1, [[0, '#ffcf8a', 0.3], [1, '#ffcf8a', 0]]),
    linGrad('lamp', 0, 0, 0, 1, [[0, '#fff3dc'], [1, '#ffc27a']]),
    `<radialGradient id="lampg" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffd49a" stop-opacity="0.6"/><stop offset="1" stop-color="#ffd49a" stop-opacity="0"/></radialGradient>`,
    linGrad('post', 0, 0, 1, 0, [[0, '#3b3f45'], [0.5, '#8a9099'], [1, '#2a2d31']]),
    linGrad('chest', 0, 0, 0, 1, [[0, '#e0102f'], [1, '#7d0014']]),
    `<pattern id="peg" width="${f(u * 0.03)}" height="${f(u * 0.03)}" patternUnits="userSpaceOnUse"><circle cx="${f(u * 0.015)}" cy="${f(u * 0.015)}" r="${f(u * 0.0035)}" fill="#0a0807"/></pattern>`,
  )
  body.push(`<rect width="${w}" height="${h}" fill="url(#wall)"/>`)
  // wall panels and the red brand band
  let seams = ''
  for (let x = 0; x < w; x += w / (portrait ? 4 : 8)) seams += `M${f(x)} 0h1.5v${f(floorY)}h-1.5Z`
  body.push(`<path d="${seams}" fill="#000" opacity="0.35"/>`)
  const bandY = floorY - h * (portrait ? 0.36 : 0.42)
  body.push(`<rect y="${f(bandY)}" width="${w}" height="${f(h * 0.022)}" fill="${RED}"/>`)
  body.push(`<rect y="${f(bandY - h * 0.02)}" width="${w}" height="${f(h * 0.06)}" fill="${RED}" opacity="0.12"/>`)
  // pegboard with tools on the left
  const pbX = portrait ? w * 0.04 : w * 0.04
  const pbY = portrait ? h * 0.12 : h * 0.12
  const pbW = portrait ? w * 0.5 : w * 0.24
  const pbH = portrait ? h * 0.2 : h * 0.3
  body.push(`<rect x="${f(pbX)}" y="${f(pbY)}" width="${f(pbW)}" height="${f(pbH)}" rx="${f(u * 0.006)}" fill="#2c241c"/>`)
  body.push(`<rect x="${f(pbX)}" y="${f(pbY)}" width="${f(pbW)}" height="${f(pbH)}" fill="url(#peg)"/>`)
  const tool = '#0e0b09'
  const tl = pbH * 0.62
  body.push(wrench(pbX + pbW * 0.12, pbY + pbH * 0.14, tl, 0, tool))
  body.push(wrench(pbX + pbW * 0.22, pbY + pbH * 0.14, tl * 0.86, 0, tool))
  body.push(wrench(pbX + pbW * 0.31, pbY + pbH * 0.14, tl * 0.72, 0, tool))
  body.push(screwdriver(pbX + pbW * 0.45, pbY + pbH * 0.12, tl * 0.9, tool, '#5a0a14'))
  body.push(screwdriver(pbX + pbW * 0.53, pbY + pbH * 0.12, tl * 0.8, tool, '#5a0a14'))
  body.push(screwdriver(pbX + pbW * 0.61, pbY + pbH * 0.12, tl * 0.7, tool, '#3a3f45'))
  // hammer and a torque wrench
  body.push(`<g transform="translate(${f(pbX + pbW * 0.78)} ${f(pbY + pbH * 0.12)})"><rect x="${f(-pbW * 0.012)}" y="0" width="${f(pbW * 0.024)}" height="${f(tl)}" rx="3" fill="${tool}"/><rect x="${f(-pbW * 0.07)}" y="${f(-pbH * 0.02)}" width="${f(pbW * 0.14)}" height="${f(pbH * 0.1)}" rx="3" fill="${tool}"/></g>`)
  body.push(`<path d="M${f(pbX + pbW * 0.9)} ${f(pbY + pbH * 0.1)}v${f(tl * 1.05)}" stroke="${tool}" stroke-width="${f(pbW * 0.02)}" stroke-linecap="round"/>`)
  body.push(`<rect x="${f(pbX)}" y="${f(pbY)}" width="${f(pbW)}" height="${f(pbH)}" fill="none" stroke="#ffb45a" stroke-opacity="0.18" stroke-width="2"/>`)
  // overhead lamps with light cones
  const lamps = portrait ? [0.5] : [0.32, 0.68]
  for (const lx of lamps) {
    const x = w * lx
    const lw = portrait ? w * 0.5 : w * 0.2
    body.push(`<path d="${poly([[x - lw * 0.45, h * 0.06], [x + lw * 0.45, h * 0.06], [x + lw * 1.4, floorY], [x - lw * 1.4, floorY]])}" fill="url(#cone)" opacity="0.55"/>`)
    body.push(`<ellipse cx="${f(x)}" cy="${f(h * 0.055)}" rx="${f(lw * 0.9)}" ry="${f(h * 0.06)}" fill="url(#lampg)"/>`)
    body.push(`<rect x="${f(x - lw / 2)}" y="${f(h * 0.045)}" width="${f(lw)}" height="${f(h * 0.018)}" rx="${f(h * 0.009)}" fill="url(#lamp)"/>`)
    body.push(`<rect x="${f(x - 1)}" y="0" width="2" height="${f(h * 0.045)}" fill="#3a3230"/>`)
  }
  // floor
  body.push(`<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="url(#floor)"/>`)
  body.push(`<ellipse cx="${f(w * 0.5)}" cy="${f(floorY + (h - floorY) * 0.3)}" rx="${f(w * 0.55)}" ry="${f((h - floorY) * 0.6)}" fill="url(#pool)"/>`)
  // safety stripes on the floor
  let stripes = ''
  const sy = floorY + (h - floorY) * 0.55
  for (let x = -w * 0.02; x < w; x += u * 0.05) stripes += poly([[x, sy], [x + u * 0.025, sy], [x + u * 0.015, sy + u * 0.012], [x - u * 0.01, sy + u * 0.012]])
  body.push(`<path d="${stripes}" fill="#e0a21a" opacity="0.35"/>`)
  // tool chest (brand red) on the right
  const tcW = portrait ? w * 0.24 : w * 0.12
  const tcH = portrait ? h * 0.16 : h * 0.3
  const tcX = portrait ? w * 0.72 : w * 0.84
  body.push(`<rect x="${f(tcX)}" y="${f(floorY - tcH)}" width="${f(tcW)}" height="${f(tcH)}" rx="${f(u * 0.006)}" fill="url(#chest)"/>`)
  for (let i = 1; i < 5; i++) {
    const dy = floorY - tcH + (tcH * i) / 5
    body.push(`<rect x="${f(tcX + tcW * 0.05)}" y="${f(dy - 1)}" width="${f(tcW * 0.9)}" height="2" fill="#3a0009" opacity="0.8"/><rect x="${f(tcX + tcW * 0.3)}" y="${f(dy - tcH * 0.06)}" width="${f(tcW * 0.4)}" height="${f(tcH * 0.018)}" rx="2" fill="#e8e8ea"/>`)
  }
  body.push(`<rect x="${f(tcX - tcW * 0.03)}" y="${f(floorY - tcH - h * 0.015)}" width="${f(tcW * 1.06)}" height="${f(h * 0.018)}" rx="3" fill="#1a1614"/>`)
  // spare tyres leaning against the wall
  const tr = portrait ? w * 0.075 : w * 0.04
  const tyreX = portrait ? w * 0.1 : w * 0.07
  for (let i = 0; i < 3; i++) {
    const cx = tyreX + i * tr * 1.25
    const cy = floorY - tr
    body.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(tr)}" fill="#111113" stroke="#2e2c2a" stroke-width="${f(tr * 0.05)}"/>`)
    body.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(tr * 0.78)}" fill="none" stroke="#1f1f22" stroke-width="${f(tr * 0.06)}" stroke-dasharray="${f(tr * 0.12)} ${f(tr * 0.1)}"/>`)
    body.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(tr * 0.55)}" fill="#060607"/>`)
    body.push(`<path d="M${f(cx - tr * 0.9)} ${f(cy - tr * 0.3)}A${f(tr * 0.95)} ${f(tr * 0.95)} 0 0 1 ${f(cx + tr * 0.2)} ${f(cy - tr * 0.93)}" fill="none" stroke="#ffb45a" stroke-opacity="0.25" stroke-width="${f(tr * 0.05)}"/>`)
  }
  // two-post lift with the car raised
  const span = portrait ? w * 0.9 : w * 0.5
  const carX = (w - span) / 2
  const lift = portrait ? h * 0.1 : h * 0.16
  const carGround = floorY - lift
  const m = MODELS['tiggo-4-pro']
  const sc = span / m.L
  const posts = [carX + span * 0.36, carX + span * 0.8]
  const postW = span * 0.035
  const postTop = portrait ? h * 0.22 : h * 0.12
  for (const px of posts) {
    body.push(`<rect x="${f(px - postW / 2)}" y="${f(postTop)}" width="${f(postW)}" height="${f(floorY - postTop)}" fill="url(#post)"/>`)
    body.push(`<rect x="${f(px - postW)}" y="${f(floorY - h * 0.012)}" width="${f(postW * 2)}" height="${f(h * 0.012)}" fill="#2a2d31"/>`)
    body.push(`<rect x="${f(px - postW / 2)}" y="${f(postTop)}" width="${f(postW)}" height="${f(h * 0.02)}" fill="${RED}"/>`)
  }
  const bk = bokeh(rand, 40, [w * 0.15, h * 0.05, w * 0.7, floorY * 0.8], ['#ffd49a', '#ffb45a'], u * 0.002, u * 0.012, 'dust')
  defs.push(bk.defs)
  body.push(bk.body)
  const lifted = car('tiggo-4-pro', 'red', carX, carGround, span, { rimLight: 0.7, lights: 0.5, uid: 'lift', shadow: 0, photo: cars['tiggo-4-pro/red'] })
  defs.push(lifted.defs)
  // floor shadow of the lifted car
  body.push(`<ellipse cx="${f(carX + span / 2)}" cy="${f(floorY)}" rx="${f(span * 0.5)}" ry="${f(h * 0.02)}" fill="#000" opacity="0.5"/>`)
  body.push(lifted.body)
  // lift arms under the sills
  for (const px of posts) {
    const armY = carGround - m.clearance * sc + 2
    body.push(`<rect x="${f(px - span * 0.09)}" y="${f(armY)}" width="${f(span * 0.09 + postW / 2)}" height="${f(h * 0.014)}" fill="#555b62"/>`)
    body.push(`<rect x="${f(px - span * 0.09)}" y="${f(armY - h * 0.01)}" width="${f(span * 0.02)}" height="${f(h * 0.012)}" fill="#e0a21a"/>`)
  }
  // warm wash over everything, dust motes in the beams
  body.push(`<rect width="${w}" height="${h}" fill="#ff9a3c" opacity="0.06"/>`)
  const v = vignette(w, h, 0.75)
  defs.push(v.defs)
  body.push(v.body)
  return svgDoc(w, h, body.join(''), defs.join(''))
}

export function bannerNewsLaunch(w, h, cars = {}) {
  const portrait = h > w
  const rand = rng(4242)
  const floorY = portrait ? h * 0.72 : h * 0.78
  const u = Math.min(w, h)
  const defs = []
  const body = []
  defs.push(
    linGrad('bgw', 0, 0, 0, 1, [[0, '#030304'], [0.7, '#111216'], [1, '#08080a']]),
    linGrad('fl', 0, 0, 0, 1, [[0, '#16171b'], [1, '#030304']]),
    linGrad('panel', 0, 0, 0, 1, [[0, '#ffffff', 0], [0.5, '#e8eef5', 0.5], [1, '#ffffff', 0]]),
    `<radialGradient id="stage" cx="0.5" cy="0.5" r="0.5"><stop offset="0.6" stop-color="#1a1b1f"/><stop offset="0.97" stop-color="#2a2b30"/><stop offset="1" stop-color="${RED}"/></radialGradient>`,
    `<radialGradient id="stageGlow" cx="0.5" cy="0.5" r="0.5"><stop offset="0.55" stop-color="${RED}" stop-opacity="0.5"/><stop offset="1" stop-color="${RED}" stop-opacity="0"/></radialGradient>`,
    linGrad('spot', 0, 0, 0, 1, [[0, '#ffffff', 0.14], [1, '#ffffff', 0]]),
    `<filter id="soft" x="-30%" y="-10%" width="160%" height="120%"><feGaussianBlur stdDeviation="${f(u * 0.02)}"/></filter>`,
  )
  body.push(`<rect width="${w}" height="${h}" fill="url(#bgw)"/>`)
  // vertical light panels on the back wall
  const n = portrait ? 5 : 9
  for (let i = 0; i < n; i++) {
    const x = ((i + 0.5) / n) * w
    const pw = w * (portrait ? 0.025 : 0.012)
    body.push(`<rect x="${f(x - pw * 4)}" y="${f(h * 0.05)}" width="${f(pw * 8)}" height="${f(floorY - h * 0.05)}" fill="url(#panel)" opacity="0.08"/>`)
    body.push(`<rect x="${f(x - pw / 2)}" y="${f(h * 0.08)}" width="${f(pw)}" height="${f(floorY - h * 0.16)}" fill="url(#panel)" opacity="0.55"/>`)
  }
  // light streaks sweeping diagonally
  const streaks = [
    [-0.1, 0.62, 1.1, 0.2, RED, 0.006],
    [-0.1, 0.7, 1.1, 0.34, '#ff4a5c', 0.003],
    [0.0, 0.3, 1.1, 0.12, '#ffffff', 0.0025],
    [-0.1, 0.5, 0.9, 0.05, RED, 0.0035],
    [0.2, 0.78, 1.1, 0.5, '#ffd9dd', 0.002],
  ]
  streaks.forEach(([x1, y1, x2, y2, c, wd], i) => {
    const s = streak(`ls${i}`, x1 * w, y1 * h, x2 * w, y2 * h, c, u * wd)
    defs.push(s.defs)
    body.push(s.body)
  })
  // floor and stage
  body.push(`<rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="url(#fl)"/>`)
  const stW = portrait ? w * 0.98 : w * 0.62
  const stY = floorY + (h - floorY) * 0.3
  body.push(`<ellipse cx="${f(w / 2)}" cy="${f(stY + h * 0.012)}" rx="${f(stW * 0.56)}" ry="${f(h * 0.09)}" fill="url(#stageGlow)"/>`)
  body.push(`<ellipse cx="${f(w / 2)}" cy="${f(stY + h * 0.012)}" rx="${f(stW / 2)}" ry="${f(h * 0.06)}" fill="#0b0b0d"/>`)
  body.push(`<ellipse cx="${f(w / 2)}" cy="${f(stY)}" rx="${f(stW / 2)}" ry="${f(h * 0.06)}" fill="url(#stage)"/>`)
  // spotlight cone
  body.push(`<path d="${poly([[w * 0.47, 0], [w * 0.53, 0], [w / 2 + stW * 0.45, stY], [w / 2 - stW * 0.45, stY]])}" fill="url(#spot)" filter="url(#soft)"/>`)
  const bk = bokeh(rand, 30, [0, 0, w, floorY], ['#ffffff', RED, '#ff8a99'], u * 0.004, u * 0.03, 'sp')
  defs.push(bk.defs)
  body.push(bk.body)
  const span = portrait ? w * 0.92 : w * 0.5
  const launch = car('tiggo-8-pro-max', 'white', (w - span) / 2, stY, span, { rimLight: 0.8, lights: 1, tailGlow: 0.6, uid: 'launch', photo: cars['tiggo-8-pro-max/white'] })
  defs.push(launch.defs)
  body.push(launch.body)
  defs.push(`<linearGradient id="rf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.4" stop-color="#fff" stop-opacity="0"/></linearGradient><mask id="rfm" maskUnits="userSpaceOnUse" x="0" y="${f(stY)}" width="${w}" height="${f(h - stY)}"><rect y="${f(stY)}" width="${w}" height="${f(h - stY)}" fill="url(#rf)"/></mask>`)
  body.push(`<g mask="url(#rfm)"><g transform="translate(0 ${f(2 * stY)}) scale(1 -1)">${launch.carOnly}</g></g>`)
  const v = vignette(w, h, 0.8)
  defs.push(v.defs)
  body.push(v.body)
  return svgDoc(w, h, body.join(''), defs.join(''))
}

// ------------------------------------------------------------------ news covers

function newsHeadlight(w, h) {
  const defs = [linGrad('bg', 0, 0, 1, 1, [[0, '#07080b'], [1, '#1b1d24']])]
  const body = [`<rect width="${w}" height="${h}" fill="url(#bg)"/>`]
  // a swept headlamp signature: nested arcs with glow
  for (let i = 0; i < 6; i++) {
    const r = h * (0.5 + i * 0.12)
    const s = `M${f(w * 0.05)} ${f(h * 0.95 - i * h * 0.04)}Q${f(w * 0.45)} ${f(h * 0.2 - i * h * 0.05)} ${f(w * 0.98)} ${f(h * 0.3 + i * h * 0.06)}`
    body.push(`<path d="${s}" fill="none" stroke="${i === 2 ? RED : '#dff1ff'}" stroke-width="${f(h * (i === 2 ? 0.012 : 0.006))}" stroke-linecap="round" opacity="${f(0.9 - i * 0.12)}"/>`)
    body.push(`<path d="${s}" fill="none" stroke="${i === 2 ? RED : '#9fd4ff'}" stroke-width="${f(h * 0.05)}" stroke-linecap="round" opacity="0.06"/>`)
    void r
  }
  defs.push(`<radialGradient id="hot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="0.3" stop-color="#bfe3ff" stop-opacity="0.35"/><stop offset="1" stop-color="#bfe3ff" stop-opacity="0"/></radialGradient>`)
  body.push(`<ellipse cx="${f(w * 0.62)}" cy="${f(h * 0.42)}" rx="${f(w * 0.22)}" ry="${f(h * 0.2)}" fill="url(#hot)"/>`)
  return { defs, body }
}

function newsRoad(w, h) {
  const vx = w * 0.5
  const vy = h * 0.42
  const defs = [
    linGrad('sky', 0, 0, 0, 1, [[0, '#04101a'], [0.42, '#0f3b4a'], [0.43, '#0a0c10'], [1, '#030405']]),
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#59a6c3" stop-opacity="0.7"/><stop offset="1" stop-color="#59a6c3" stop-opacity="0"/></radialGradient>`,
  ]
  const body = [`<rect width="${w}" height="${h}" fill="url(#sky)"/>`, `<ellipse cx="${f(vx)}" cy="${f(vy)}" rx="${f(w * 0.4)}" ry="${f(h * 0.16)}" fill="url(#glow)"/>`]
  body.push(`<path d="${poly([[vx - 2, vy], [vx + 2, vy], [w * 0.95, h], [w * 0.05, h]])}" fill="#0b0d11"/>`)
  // lane dashes in perspective
  for (let i = 0; i < 9; i++) {
    const t0 = Math.pow(i / 9, 2)
    const t1 = Math.pow((i + 0.45) / 9, 2)
    const y0 = vy + (h - vy) * t0
    const y1 = vy + (h - vy) * t1
    const hw0 = 1 + t0 * w * 0.012
    const hw1 = 1 + t1 * w * 0.012
    body.push(`<path d="${poly([[vx - hw0, y0], [vx + hw0, y0], [vx + hw1, y1], [vx - hw1, y1]])}" fill="#e8e0c8" opacity="0.8"/>`)
  }
  // light trails converging
  const trails = [
    [-0.2, '#ff2a3d'], [-0.28, '#ff5a4a'], [-0.36, RED], [0.22, '#ffffff'], [0.3, '#cfe9ff'], [0.38, '#9fd4ff'],
  ]
  trails.forEach(([dx, c], i) => {
    const x2 = vx + dx * w * 2.2
    const s = streak(`nt${i}`, vx + dx * 6, vy + 2, x2, h * 1.05, c, h * 0.006)
    defs.push(s.defs)
    body.push(s.body)
  })
  return { defs, body }
}

function newsWheel(w, h) {
  const defs = [
    linGrad('bg', 0, 0, 1, 0, [[0, '#0c0d10'], [1, '#24262c']]),
    `<radialGradient id="c9tyre" cx="0.5" cy="0.5" r="0.5"><stop offset="0.6" stop-color="#2a2d31"/><stop offset="0.8" stop-color="#17181b"/><stop offset="1" stop-color="#0a0a0b"/></radialGradient>`,
    linGrad('c9rimS', 0, 0, 0.3, 1, [[0, '#ffffff'], [0.45, '#c9cfd6'], [1, '#7b838c']]),
    `<radialGradient id="c9disc" cx="0.5" cy="0.5" r="0.5"><stop offset="0.35" stop-color="#3a3e44"/><stop offset="0.9" stop-color="#7a8088"/><stop offset="1" stop-color="#4a4f55"/></radialGradient>`,
  ]
  const R = h * 0.62
  const cx = w * 0.68
  const cy = h * 0.55
  const body = [`<rect width="${w}" height="${h}" fill="url(#bg)"/>`]
  for (let i = 0; i < 7; i++) {
    const rr = R * (1.05 + i * 0.06)
    body.push(`<path d="M${f(cx - rr)} ${f(cy)}A${f(rr)} ${f(rr)} 0 0 1 ${f(cx)} ${f(cy - rr)}" fill="none" stroke="${i % 3 === 0 ? RED : '#8d96a1'}" stroke-width="${f(h * 0.006)}" opacity="${f(0.5 - i * 0.06)}" stroke-linecap="round"/>`)
  }
  body.push(wheelSvg(cx, cy, R, R * 0.7, { style: 'turbine', tone: 'silver' }, RED, 'c9', 12))
  return { defs, body }
}

function newsGauge(w, h) {
  const cx = w * 0.5
  const cy = h * 0.62
  const R = h * 0.46
  const defs = [
    `<radialGradient id="bg" cx="0.5" cy="0.6" r="0.7"><stop offset="0" stop-color="#1d1a16"/><stop offset="1" stop-color="#050505"/></radialGradient>`,
    `<radialGradient id="amb" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffb45a" stop-opacity="0.35"/><stop offset="1" stop-color="#ffb45a" stop-opacity="0"/></radialGradient>`,
  ]
  const body = [`<rect width="${w}" height="${h}" fill="url(#bg)"/>`, `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(R * 1.3)}" ry="${f(R)}" fill="url(#amb)"/>`]
  const a0 = Math.PI * 0.85
  const a1 = Math.PI * 2.15
  let ticks = ''
  let redTicks = ''
  for (let i = 0; i <= 40; i++) {
    const a = a0 + ((a1 - a0) * i) / 40
    const long = i % 5 === 0
    const r0 = R * (long ? 0.82 : 0.88)
    const seg = `M${f(cx + Math.cos(a) * r0)} ${f(cy + Math.sin(a) * r0)}L${f(cx + Math.cos(a) * R * 0.95)} ${f(cy + Math.sin(a) * R * 0.95)}`
    if (i > 32) redTicks += seg
    else ticks += seg
  }
  body.push(`<path d="${ticks}" stroke="#f1e6d6" stroke-width="${f(h * 0.006)}" stroke-linecap="round"/>`)
  body.push(`<path d="${redTicks}" stroke="${RED}" stroke-width="${f(h * 0.008)}" stroke-linecap="round"/>`)
  const arc = (r, from, to) => `M${f(cx + Math.cos(from) * r)} ${f(cy + Math.sin(from) * r)}A${f(r)} ${f(r)} 0 ${to - from > Math.PI ? 1 : 0} 1 ${f(cx + Math.cos(to) * r)} ${f(cy + Math.sin(to) * r)}`
  body.push(`<path d="${arc(R, a0, a1)}" fill="none" stroke="#3a332b" stroke-width="${f(h * 0.004)}"/>`)
  body.push(`<path d="${arc(R * 0.75, a0, a0 + (a1 - a0) * 0.68)}" fill="none" stroke="#ffb45a" stroke-width="${f(h * 0.014)}" stroke-linecap="round" opacity="0.9"/>`)
  body.push(`<path d="${arc(R * 0.75, a0, a0 + (a1 - a0) * 0.68)}" fill="none" stroke="#ffb45a" stroke-width="${f(h * 0.06)}" opacity="0.12"/>`)
  const na = a0 + (a1 - a0) * 0.68
  body.push(`<path d="M${f(cx - Math.cos(na) * R * 0.1)} ${f(cy - Math.sin(na) * R * 0.1)}L${f(cx + Math.cos(na) * R * 0.9)} ${f(cy + Math.sin(na) * R * 0.9)}" stroke="${RED}" stroke-width="${f(h * 0.012)}" stroke-linecap="round"/>`)
  body.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.09)}" fill="#1b1b1d" stroke="#6a6058" stroke-width="${f(h * 0.005)}"/>`)
  return { defs, body }
}

function newsLaunch(w, h) {
  const defs = [
    linGrad('bg', 0, 0, 0, 1, [[0, '#020203'], [0.75, '#141418'], [1, '#050506']]),
    `<radialGradient id="fl" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${RED}" stop-opacity="0.55"/><stop offset="1" stop-color="${RED}" stop-opacity="0"/></radialGradient>`,
    linGrad('sp', 0, 0, 0, 1, [[0, '#ffffff', 0.16], [1, '#ffffff', 0]]),
    `<filter id="soft" x="-30%" y="-10%" width="160%" height="120%"><feGaussianBlur stdDeviation="${f(h * 0.03)}"/></filter>`,
  ]
  const groundY = h * 0.8
  const body = [`<rect width="${w}" height="${h}" fill="url(#bg)"/>`]
  body.push(`<path d="${poly([[w * 0.45, 0], [w * 0.55, 0], [w * 0.85, groundY], [w * 0.15, groundY]])}" fill="url(#sp)" filter="url(#soft)"/>`)
  body.push(`<ellipse cx="${f(w / 2)}" cy="${f(groundY)}" rx="${f(w * 0.45)}" ry="${f(h * 0.08)}" fill="url(#fl)"/>`)
  const span = w * 0.72
  const c = car('tiggo-9', 'gray', (w - span) / 2, groundY, span, { rimLight: 0.9, lights: 1, tailGlow: 0.7, uid: 'n5' })
  defs.push(c.defs)
  body.push(c.body)
  return { defs, body }
}

function newsNetwork(w, h) {
  const rand = rng(606)
  const defs = [linGrad('bg', 0, 0, 1, 1, [[0, '#0a0b0f'], [1, '#1a0d12']])]
  const body = [`<rect width="${w}" height="${h}" fill="url(#bg)"/>`]
  let grid = ''
  const step = w / 24
  for (let x = 0; x <= w; x += step) grid += `M${f(x)} 0V${h}`
  for (let y = 0; y <= h; y += step) grid += `M0 ${f(y)}H${w}`
  body.push(`<path d="${grid}" stroke="#ffffff" stroke-opacity="0.05" stroke-width="1"/>`)
  // dotted landmass
  let dots = ''
  for (let i = 0; i < 900; i++) {
    const x = rand() * w
    const y = rand() * h
    const dx = (x - w * 0.5) / (w * 0.36)
    const dy = (y - h * 0.52) / (h * 0.4)
    const wob = 0.85 + 0.15 * Math.sin(x * 0.02) * Math.cos(y * 0.03)
    if (dx * dx + dy * dy < wob) dots += `M${f(x)} ${f(y)}h${f(w * 0.004)}v${f(w * 0.004)}h${f(-w * 0.004)}Z`
  }
  body.push(`<path d="${dots}" fill="#8d96a1" opacity="0.35"/>`)
  const pins = [[0.32, 0.72], [0.38, 0.66], [0.3, 0.6], [0.62, 0.28], [0.52, 0.5]]
  // routes between showrooms
  let routes = ''
  for (let i = 1; i < pins.length; i++) {
    const [x1, y1] = pins[i - 1]
    const [x2, y2] = pins[i]
    routes += `M${f(x1 * w)} ${f(y1 * h)}Q${f(((x1 + x2) / 2) * w + w * 0.05)} ${f(((y1 + y2) / 2) * h - h * 0.08)} ${f(x2 * w)} ${f(y2 * h)}`
  }
  body.push(`<path d="${routes}" fill="none" stroke="${RED}" stroke-width="${f(h * 0.006)}" stroke-dasharray="${f(h * 0.015)} ${f(h * 0.012)}" stroke-linecap="round"/>`)
  defs.push(`<radialGradient id="pg" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${RED}" stop-opacity="0.7"/><stop offset="1" stop-color="${RED}" stop-opacity="0"/></radialGradient>`)
  for (const [px, py] of pins) {
    const x = px * w
    const y = py * h
    const r = h * 0.045
    body.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 2.2)}" fill="url(#pg)"/>`)
    body.push(`<path d="M${f(x)} ${f(y)}c${f(-r * 0.2)} ${f(-r * 0.6)} ${f(-r)} ${f(-r)} ${f(-r)} ${f(-r * 1.7)}a${f(r)} ${f(r)} 0 1 1 ${f(r * 2)} 0c0 ${f(r * 0.7)} ${f(-r * 0.8)} ${f(r * 1.1)} ${f(-r)} ${f(r * 1.7)}z" fill="${RED}"/>`)
    body.push(`<circle cx="${f(x)}" cy="${f(y - r * 1.7)}" r="${f(r * 0.38)}" fill="#fff"/>`)
  }
  return { defs, body }
}

const NEWS = [newsHeadlight, newsRoad, newsWheel, newsGauge, newsLaunch, newsNetwork]

export function newsCover(index, w, h) {
  const scene = NEWS[(index - 1) % NEWS.length](w, h)
  const v = vignette(w, h, 0.55, 'nv')
  return svgDoc(w, h, scene.body.join('') + v.body, scene.defs.join('') + v.defs)
}

// ------------------------------------------------------------------ not found

export function notFound(w, h) {
  const defs = [
    linGrad('sky', 0, 0, 0, 1, [[0, '#eef1f5'], [0.55, '#f7f3ee'], [0.56, '#e4ddd3'], [1, '#d6cdc0']]),
    `<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffd9c2" stop-opacity="0.9"/><stop offset="1" stop-color="#ffd9c2" stop-opacity="0"/></radialGradient>`,
    linGrad('road', 0, 0, 0, 1, [[0, '#9a948d'], [1, '#4a4744']]),
  ]
  const hz = h * 0.55
  const body = [`<rect width="${w}" height="${h}" fill="url(#sky)"/>`]
  body.push(`<ellipse cx="${f(w * 0.72)}" cy="${f(hz)}" rx="${f(w * 0.3)}" ry="${f(h * 0.25)}" fill="url(#sun)"/>`)
  // distant hills
  body.push(`<path d="M0 ${f(hz)}C${f(w * 0.15)} ${f(hz - h * 0.08)} ${f(w * 0.3)} ${f(hz - h * 0.02)} ${f(w * 0.45)} ${f(hz - h * 0.06)}S${f(w * 0.8)} ${f(hz - h * 0.01)} ${f(w)} ${f(hz - h * 0.07)}V${f(hz)}Z" fill="#d9d2c8"/>`)
  // winding road vanishing at the horizon
  const road = `M${f(w * 0.18)} ${h}C${f(w * 0.3)} ${f(h * 0.8)} ${f(w * 0.72)} ${f(h * 0.78)} ${f(w * 0.62)} ${f(h * 0.66)}S${f(w * 0.5)} ${f(hz + h * 0.02)} ${f(w * 0.56)} ${f(hz)}L${f(w * 0.565)} ${f(hz)}C${f(w * 0.54)} ${f(hz + h * 0.03)} ${f(w * 0.74)} ${f(h * 0.63)} ${f(w * 0.8)} ${f(h * 0.72)}S${f(w * 0.7)} ${f(h * 0.9)} ${f(w * 0.62)} ${h}Z`
  body.push(`<path d="${road}" fill="url(#road)"/>`)
  body.push(`<path d="M${f(w * 0.4)} ${h}C${f(w * 0.5)} ${f(h * 0.86)} ${f(w * 0.78)} ${f(h * 0.78)} ${f(w * 0.7)} ${f(h * 0.68)}S${f(w * 0.54)} ${f(hz + h * 0.03)} ${f(w * 0.562)} ${f(hz)}" fill="none" stroke="#f4efe6" stroke-width="${f(h * 0.008)}" stroke-dasharray="${f(h * 0.03)} ${f(h * 0.025)}" opacity="0.85"/>`)
  // the lost car, small, stopped on the road
  const span = w * 0.2
  const c = car('tiggo-2-pro', 'red', w * 0.3, h * 0.9, span, { rimLight: 0.3, lights: 0.3, uid: 'lost', shadow: 0.8 })
  defs.push(c.defs)
  body.push(c.body)
  // road sign: diamond with a question mark drawn as a path (no text)
  const sx = w * 0.82
  const sy = h * 0.42
  const sr = h * 0.13
  body.push(`<rect x="${f(sx - h * 0.008)}" y="${f(sy)}" width="${f(h * 0.016)}" height="${f(h * 0.5)}" fill="#6b6660"/>`)
  body.push(`<path d="${roundedPath([[sx, sy - sr, sr * 0.15], [sx + sr, sy, sr * 0.15], [sx, sy + sr, sr * 0.15], [sx - sr, sy, sr * 0.15]])}" fill="#f2c200" stroke="#1e1e1e" stroke-width="${f(h * 0.012)}"/>`)
  const q = sr * 0.42
  body.push(`<path d="M${f(sx - q * 0.8)} ${f(sy - q * 0.7)}a${f(q * 0.8)} ${f(q * 0.75)} 0 1 1 ${f(q * 1.15)} ${f(q * 0.72)}c${f(-q * 0.35)} ${f(q * 0.2)} ${f(-q * 0.35)} ${f(q * 0.45)} ${f(-q * 0.35)} ${f(q * 0.75)}" fill="none" stroke="#1e1e1e" stroke-width="${f(q * 0.34)}" stroke-linecap="round"/>`)
  body.push(`<circle cx="${f(sx)}" cy="${f(sy + q * 1.45)}" r="${f(q * 0.2)}" fill="#1e1e1e"/>`)
  // a few birds-free clouds
  body.push(`<path d="M${f(w * 0.12)} ${f(h * 0.2)}h${f(w * 0.14)}a${f(h * 0.03)} ${f(h * 0.03)} 0 0 0 -${f(h * 0.03)} -${f(h * 0.03)}a${f(h * 0.045)} ${f(h * 0.045)} 0 0 0 -${f(w * 0.07)} 0a${f(h * 0.03)} ${f(h * 0.03)} 0 0 0 -${f(w * 0.04)} ${f(h * 0.03)}Z" fill="#ffffff" opacity="0.9"/>`)
  body.push(`<path d="M${f(w * 0.5)} ${f(h * 0.14)}h${f(w * 0.1)}a${f(h * 0.025)} ${f(h * 0.025)} 0 0 0 -${f(h * 0.025)} -${f(h * 0.025)}a${f(h * 0.035)} ${f(h * 0.035)} 0 0 0 -${f(w * 0.055)} 0a${f(h * 0.02)} ${f(h * 0.02)} 0 0 0 -${f(w * 0.02)} ${f(h * 0.025)}Z" fill="#ffffff" opacity="0.8"/>`)
  return svgDoc(w, h, body.join(''), defs.join(''))
}

// ------------------------------------------------------------------ open graph

export function ogImage(w, h) {
  const defs = [
    linGrad('bg', 0, 0, 1, 1, [[0, '#060608'], [0.6, '#15161b'], [1, '#2a0710']]),
    `<radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${RED}" stop-opacity="0.45"/><stop offset="1" stop-color="${RED}" stop-opacity="0"/></radialGradient>`,
  ]
  const body = [`<rect width="${w}" height="${h}" fill="url(#bg)"/>`]
  const s1 = streak('og1', -w * 0.1, h * 0.78, w * 1.1, h * 0.52, RED, h * 0.006)
  const s2 = streak('og2', -w * 0.1, h * 0.86, w * 1.1, h * 0.66, '#ffffff', h * 0.003)
  defs.push(s1.defs, s2.defs)
  body.push(s1.body, s2.body)
  const size = h * 0.42
  body.push(`<ellipse cx="${f(w / 2)}" cy="${f(h * 0.42)}" rx="${f(size * 1.3)}" ry="${f(size * 1.1)}" fill="url(#halo)"/>`)
  body.push(`<g transform="translate(${f(w / 2 - size / 2)} ${f(h * 0.42 - size / 2)}) scale(${f(size / 64)})">${brandMarkBody()}</g>`)
  const v = vignette(w, h, 0.6)
  defs.push(v.defs)
  body.push(v.body)
  return svgDoc(w, h, body.join(''), defs.join(''))
}

// ------------------------------------------------------------------ looping banner video

/**
 * Frame of the seamless 4 s loop at phase t in [0, 1): light streaks sweep past a dark car,
 * floor marks scroll and the wheels turn 192° per loop (8 blade pitches of the 15-blade rim,
 * so frame 120 equals frame 0).
 */
export function loopFrame(t, w, h) {
  const groundY = h * 0.8
  const defs = [
    linGrad('bg', 0, 0, 0, 1, [[0, '#030304'], [0.62, '#101116'], [0.8, '#0a0a0c'], [1, '#020203']]),
    `<radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${RED}" stop-opacity="0.4"/><stop offset="1" stop-color="${RED}" stop-opacity="0"/></radialGradient>`,
  ]
  const body = [`<rect width="${w}" height="${h}" fill="url(#bg)"/>`]
  body.push(`<ellipse cx="${f(w / 2)}" cy="${f(groundY - h * 0.12)}" rx="${f(w * 0.5)}" ry="${f(h * 0.22)}" fill="url(#halo)"/>`)
  // streak lanes: each lane scrolls an integer number of periods per loop → seamless
  const lanes = [
    { y: 0.12, c: '#ffffff', wd: 0.0018, len: 0.3, speed: 3, phase: 0.05 },
    { y: 0.2, c: RED, wd: 0.003, len: 0.25, speed: 2, phase: 0.8 },
    { y: 0.27, c: '#ff6a78', wd: 0.002, len: 0.45, speed: 4, phase: 0.35 },
    { y: 0.3, c: '#ffffff', wd: 0.0025, len: 0.35, speed: 2, phase: 0.1 },
    { y: 0.36, c: RED, wd: 0.006, len: 0.6, speed: 1, phase: 0.7 },
    { y: 0.42, c: RED, wd: 0.005, len: 0.5, speed: 1, phase: 0.2 },
    { y: 0.47, c: '#dfe9ff', wd: 0.0015, len: 0.5, speed: 5, phase: 0.9 },
    { y: 0.5, c: '#ff6a78', wd: 0.003, len: 0.3, speed: 3, phase: 0.3 },
    { y: 0.6, c: '#dfe9ff', wd: 0.002, len: 0.4, speed: 3, phase: 0.65 },
    { y: 0.66, c: RED, wd: 0.0035, len: 0.55, speed: 2, phase: 0.5 },
    { y: 0.86, c: RED, wd: 0.004, len: 0.45, speed: 2, phase: 0.2 },
    { y: 0.9, c: '#ff4a5c', wd: 0.0025, len: 0.6, speed: 3, phase: 0.75 },
    { y: 0.93, c: '#ffffff', wd: 0.002, len: 0.3, speed: 4, phase: 0.45 },
  ]
  lanes.forEach((l, i) => {
    const period = w * (1 + l.len) * 1.2
    for (const k of [0, 1]) {
      const x = w * 1.1 - ((((l.phase + t * l.speed) % 1) + k) % 2) * period
      const y = h * l.y
      const s = streak(`lp${i}k${k}`, x, y, x + w * l.len, y, l.c, h * l.wd)
      defs.push(s.defs)
      body.push(s.body)
    }
  })
  // floor scrolling marks
  let marks = ''
  const gap = w / 6
  const off = (t * gap * 3) % gap
  for (let x = -gap + (gap - off); x < w + gap; x += gap) marks += `M${f(x)} ${f(groundY + h * 0.07)}h${f(gap * 0.45)}v${f(h * 0.006)}h${f(-gap * 0.45)}Z`
  body.push(`<path d="${marks}" fill="#ffffff" opacity="0.18"/>`)
  const span = w * 0.62
  const m = MODELS['tiggo-9']
  const c = carProfile('tiggo-9', 'black', { uid: 'loop', rimLight: 1, lights: 1.2, tailGlow: 0.8, wheelAngle: -90 + t * 192 })
  const sh = profileShadow('tiggo-9', 'loop', 1)
  defs.push(c.defs, sh.defs)
  const s = span / m.L
  body.push(placeCar(sh.body, (w - span) / 2, groundY, s))
  body.push(placeCar(c.body, (w - span) / 2, groundY, s))
  const v = vignette(w, h, 0.7)
  defs.push(v.defs)
  body.push(v.body)
  return svgDoc(w, h, body.join(''), defs.join(''))
}
