// Low-poly 3D car for the 360° frame sets: a body lofted through cross-sections sampled from
// the model's side outline, four cylinder wheels, flat shading from a studio light, painter's
// algorithm with back-face culling, perspective projection with a slight elevation. Output is
// an SVG string; nothing but maths.

import { MODELS, PAINT } from './models.mjs'
import { interp, outlineOf, wheelsOf } from './geometry.mjs'
import { f, linGrad, mix, parseHex, svgDoc, toHex } from './util.mjs'

const smooth = (t) => {
  const c = Math.max(0, Math.min(1, t))
  return c * c * (3 - 2 * c)
}
const lerp = (a, b, t) => a + (b - a) * t
const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const norm = (a) => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1
  return [a[0] / l, a[1] / l, a[2] / l]
}
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]

/** Newell normal of a 3D polygon (follows the winding). */
function newell(pts) {
  let nx = 0
  let ny = 0
  let nz = 0
  for (let i = 0; i < pts.length; i++) {
    const [x1, y1, z1] = pts[i]
    const [x2, y2, z2] = pts[(i + 1) % pts.length]
    nx += (y1 - y2) * (z1 + z2)
    ny += (z1 - z2) * (x1 + x2)
    nz += (x1 - x2) * (y1 + y2)
  }
  return norm([nx, ny, nz])
}

// ------------------------------------------------------------------ model building (cached)

const cache = new Map()

/**
 * Build the car in model space (mm): x along the car (front = 0), y up, z to the car's right.
 * Faces: { pts: [[x,y,z]...], mat, layer } with outward winding (counter-clockwise seen from
 * outside). layer 0 = wheel wells, 1 = wheels, 2 = body.
 */
function buildCar(id) {
  if (cache.has(id)) return cache.get(id)
  const m = MODELS[id]
  const out = outlineOf(m)
  const wheels = wheelsOf(m)
  const o = m.outline
  const cowlX = o[5][0]
  const roofFrontX = o[6][0]
  const roofRearX = o[8][0]
  const sedan = m.kind === 'sedan'
  const rearGlass = sedan ? [o[8][0] - 120, o[9][0]] : [o[9][0] - 40, o[10][0]]
  const dloA = (m.dlo[0][0] + m.dlo[1][0]) / 2
  const dloEnd = (m.dlo[4][0] + m.dlo[5][0]) / 2
  const pillars = m.pillars.map(([b0, b1, t0, t1]) => [(b0 + t0) / 2, (b1 + t1) / 2])
  const x0 = sedan ? 45 : 55
  const x1 = m.L - (sedan ? 30 : 45)
  const halfW = m.W / 2

  // stations
  const xs = new Set([x0, x1, cowlX, roofFrontX, roofRearX, dloA, dloEnd, rearGlass[0], rearGlass[1]])
  for (let x = 100; x < m.L - 60; x += 180) xs.add(x)
  for (const x of [90, 160, 260, 380, m.L - 90, m.L - 170, m.L - 280]) xs.add(x)
  for (const [a, b] of pillars) xs.add(a).add(b)
  for (const [wx] of wheels) for (let k = 0; k <= 12; k++) xs.add(wx - Math.cos((k / 12) * Math.PI) * (m.archR - 1))
  const stations = [...xs].filter((x) => x >= x0 && x <= x1).sort((a, b) => a - b)
  const merged = []
  for (const x of stations) if (!merged.length || x - merged[merged.length - 1] > 30) merged.push(x)
  else if (x === x1) merged[merged.length - 1] = x1

  const beltAt = (x) => interp(m.belt, x)
  const archTop = (x) => {
    let y = -Infinity
    for (const [wx, wy] of wheels) {
      const d = x - wx
      if (Math.abs(d) < m.archR) y = Math.max(y, wy + Math.sqrt(m.archR * m.archR - d * d))
    }
    return y
  }
  const rings = merged.map((x) => {
    const plan = Math.min(0.8 + 0.2 * smooth(x / 420), 0.86 + 0.14 * smooth((m.L - x) / 380))
    const w = halfW * plan
    const yt = [-90, -45, 0, 45, 90].reduce((a, d) => a + out.top(x + d), 0) / 5
    const yb = Math.max(out.bottom(x), archTop(x), m.clearance)
    const ys = Math.min(beltAt(x), yt)
    const cabin = smooth((x - cowlX) / Math.max(1, roofFrontX - cowlX)) * (1 - smooth((x - rearGlass[0]) / Math.max(1, rearGlass[1] + 200 - rearGlass[0])))
    const wTop = w * lerp(0.9, 0.76, cabin)
    const gFrac = yt - ys > 150 ? Math.max(0, Math.min(1, (yt - 105 - ys) / (yt - ys))) : 1
    const yLamp = Math.max(yb + 40, ys - 125)
    const yMid = lerp(yb, yLamp, m.cladding ? 0.3 : 0.42)
    // one side, bottom to top: [y, halfWidth]
    const side = [
      [yb, w * 0.9],
      [yMid, w],
      [yLamp, w * 0.995],
      [ys, w * 0.975],
      [lerp(ys, yt, gFrac), lerp(w * 0.975, wTop, gFrac)],
      [yt, wTop],
    ]
    const crown = yt + (cabin > 0.5 ? 22 : 30)
    return { x, side, crown }
  })

  // ring as 3D points going around: right side bottom→top, crown, left side top→bottom
  const ring3 = (r) => {
    const right = r.side.map(([y, w]) => [r.x, y, w])
    const left = r.side.map(([y, w]) => [r.x, y, -w]).reverse()
    return [...right, [r.x, r.crown, 0], ...left]
  }
  const nSide = rings[0].side.length
  const inRange = (x, [a, b]) => x >= a && x <= b
  const inPillar = (x) => pillars.some(([a, b]) => x >= a - 1 && x <= b + 1)
  const matFor = (band, xm, ym) => {
    // band: 0 lower, 1 mid, 2 lamp, 3 shoulder→glass-top, 4 roof rail, 5 top (crown)
    if (band === 0) return m.cladding ? 'clad' : 'paintLow'
    if (band === 1) return 'paint'
    if (band === 2) {
      if (xm < 520) return 'headlight'
      if (xm > m.L - 330 && ym > m.clearance + 500) return 'tail'
      return 'paint'
    }
    if (band === 3) {
      if (xm > dloA && xm < dloEnd) return inPillar(xm) ? 'black' : 'glass'
      if (xm >= cowlX && xm <= dloA) return 'black'
      return 'paint'
    }
    if (band === 4) return xm > cowlX && xm < rearGlass[1] ? 'roof' : 'paint'
    // top
    if (inRange(xm, [cowlX, roofFrontX + 60])) return 'glass'
    if (inRange(xm, rearGlass)) return 'glass'
    if (xm > roofFrontX && xm < rearGlass[0]) return 'roof'
    return 'paint'
  }
  const bandOf = (k) => (k < nSide - 1 ? k : k < nSide + 1 ? 5 : 2 * nSide - k - 1)

  const faces = []
  for (let i = 0; i < rings.length - 1; i++) {
    const a = ring3(rings[i])
    const b = ring3(rings[i + 1])
    const xm = (rings[i].x + rings[i + 1].x) / 2
    for (let k = 0; k < a.length - 1; k++) {
      const band = bandOf(k)
      const ym = (a[k][1] + a[k + 1][1]) / 2
      faces.push({ pts: [a[k], b[k], b[k + 1], a[k + 1]], mat: matFor(band, xm, ym), layer: 2 })
    }
    // underside
    faces.push({ pts: [a[a.length - 1], b[b.length - 1], b[0], a[0]], mat: 'under', layer: 2 })
  }

  // end caps split into columns so the fascia can carry lamps and a grille
  const cap = (r, front) => {
    const cols = [0, 0.24, 0.76, 1]
    for (let k = 0; k < nSide - 1; k++) {
      const [y0, w0] = r.side[k]
      const [y1, w1] = r.side[k + 1]
      for (let c = 0; c < cols.length - 1; c++) {
        const za0 = lerp(w0, -w0, cols[c])
        const za1 = lerp(w0, -w0, cols[c + 1])
        const zb0 = lerp(w1, -w1, cols[c])
        const zb1 = lerp(w1, -w1, cols[c + 1])
        const centre = c === 1
        let mat = 'paint'
        if (front) {
          if (k === 0) mat = centre ? 'grille' : m.cladding ? 'clad' : 'paintLow'
          else if (k === 1) mat = centre ? 'grille' : 'paint'
          else if (k === 2) mat = centre ? 'chrome' : 'headlight'
          else mat = 'paint'
        } else {
          if (k === 0) mat = m.cladding ? 'clad' : 'paintLow'
          else if (k === 2) mat = 'tail'
          else if (k >= 3 && !sedan) mat = 'glass'
        }
        const quad = [
          [r.x, y0, za0],
          [r.x, y0, za1],
          [r.x, y1, zb1],
          [r.x, y1, zb0],
        ]
        const face = { pts: front ? quad.reverse() : quad, mat, layer: 2, decals: [] }
        // decals sit a few millimetres proud of their face and are drawn right after it
        const dx = front ? -4 : 4
        const strip = (ya, yb, za, zb, dmat) => {
          const q = [
            [r.x + dx, ya, za],
            [r.x + dx, ya, zb],
            [r.x + dx, yb, zb],
            [r.x + dx, yb, za],
          ]
          face.decals.push({ pts: front ? q.reverse() : q, mat: dmat })
        }
        if (front && k === 1 && centre) {
          const zA = lerp(w0, -w0, 0.27)
          const zB = lerp(w0, -w0, 0.73)
          for (let b = 1; b <= 4; b++) {
            const yy = lerp(y0, y1, b / 5)
            strip(yy - 9, yy + 9, zA, zB, 'chrome')
          }
          strip(y0, y0 + 16, zA, zB, 'chrome')
        }
        if (front && k === 0 && !centre) {
          const zc = lerp(w0, -w0, c === 0 ? 0.1 : 0.9)
          strip(lerp(y0, y1, 0.45), lerp(y0, y1, 0.7), zc - 70, zc + 70, 'headlight')
        }
        if (!front && k === 1 && centre) {
          strip(lerp(y0, y1, 0.25), lerp(y0, y1, 0.85), lerp(w0, -w0, 0.33), lerp(w0, -w0, 0.67), 'plate')
        }
        faces.push(face)
      }
    }
    const top = r.side[nSide - 1]
    const tri = [
      [r.x, top[0], top[1]],
      [r.x, top[0], -top[1]],
      [r.x, r.crown, 0],
    ]
    faces.push({ pts: front ? tri.reverse() : tri, mat: front ? 'paint' : sedan ? 'paint' : 'glass', layer: 2 })
  }
  cap(rings[0], true)
  cap(rings[rings.length - 1], false)

  // mirrors: small wedge boxes at the A-pillar base
  const mx = m.mirror[0][0]
  const my = beltAt(mx) + 20
  for (const s of [1, -1]) {
    const wB = halfW * 0.97
    const box = [
      [mx, my, wB * s],
      [mx + 230, my, wB * s],
      [mx + 250, my + 120, wB * s],
      [mx + 30, my + 125, wB * s],
    ].map(([x, y, z]) => [x, y, z])
    const outer = box.map(([x, y, z]) => [x, y, z + 200 * s])
    const quads = [
      [outer[0], outer[1], outer[2], outer[3]],
      [box[0], outer[0], outer[3], box[3]],
      [box[3], outer[3], outer[2], box[2]],
      [box[0], box[1], outer[1], outer[0]],
      [box[1], box[2], outer[2], outer[1]],
    ]
    for (const q of quads) faces.push({ pts: s > 0 ? q : q.slice().reverse(), mat: 'mirror', layer: 3 })
  }

  // wheels: tread, outer sidewall, rim with spoke openings, hub
  const tyreW = m.W * 0.12
  const wheelFaces = []
  const N = 22
  for (const [wx, wy] of wheels) {
    for (const s of [1, -1]) {
      const zo = (halfW * 0.965 - 8) * s
      const zi = zo - tyreW * s
      const circ = (r, z) => Array.from({ length: N }, (_, i) => {
        const a = (i / N) * Math.PI * 2
        return [wx + Math.cos(a) * r, wy + Math.sin(a) * r, z]
      })
      const co = circ(m.wheelR, zo)
      const ci = circ(m.wheelR, zi)
      const group = { centre: [wx, wy, zo], faces: [] }
      for (let i = 0; i < N; i++) {
        const j = (i + 1) % N
        const q = [co[i], co[j], ci[j], ci[i]]
        group.faces.push({ pts: s > 0 ? q.reverse() : q, mat: 'tread' })
      }
      const disc = (r, z, mat) => {
        const c = circ(r, z)
        return { pts: s > 0 ? c : c.reverse(), mat }
      }
      const zf = zo + 4 * s
      group.faces.push(disc(m.wheelR, zo, 'tyre'))
      group.faces.push(disc(m.rimR, zf, 'rim'))
      // spoke openings: five wedges
      for (let k = 0; k < 5; k++) {
        const a0 = (k / 5) * Math.PI * 2 + 0.28 - Math.PI / 2
        const a1 = a0 + (Math.PI * 2) / 5 - 0.56
        const r0 = m.rimR * 0.34
        const r1 = m.rimR * 0.86
        const wedge = []
        for (let t = 0; t <= 4; t++) {
          const a = lerp(a0, a1, t / 4)
          wedge.push([wx + Math.cos(a) * r1, wy + Math.sin(a) * r1, zf + 2 * s])
        }
        for (let t = 4; t >= 0; t--) {
          const a = lerp(a0 + 0.12, a1 - 0.12, t / 4)
          wedge.push([wx + Math.cos(a) * r0, wy + Math.sin(a) * r0, zf + 2 * s])
        }
        group.faces.push({ pts: s > 0 ? wedge : wedge.reverse(), mat: 'rimHole' })
      }
      group.faces.push(disc(m.rimR * 0.16, zf + 4 * s, 'hub'))
      wheelFaces.push(group)
    }
  }

  // wheel wells: dark arch openings just inside the body sides
  const wells = []
  for (const [wx, wy] of wheels) {
    for (const s of [1, -1]) {
      const z = halfW * 0.86 * s
      const pts = []
      for (let k = 0; k <= 12; k++) {
        const a = (k / 12) * Math.PI
        pts.push([wx + Math.cos(a) * m.archR, wy + Math.sin(a) * m.archR, z])
      }
      pts.push([wx - m.archR, m.clearance - 40, z], [wx + m.archR, m.clearance - 40, z])
      wells.push({ pts, mat: 'well' })
    }
  }

  const car = { m, faces, wheelFaces, wells, halfW }
  cache.set(id, car)
  return car
}

// ------------------------------------------------------------------ materials & shading

function materials(color, blackRoof) {
  const p = PAINT[color]
  return {
    paint: { c: p.base, spec: 0.55, gloss: 24, hi: p.hi },
    paintLow: { c: p.mid, spec: 0.3, gloss: 16, hi: p.hi },
    roof: blackRoof ? { c: '#16181b', spec: 0.5, gloss: 24, hi: '#6a727c' } : { c: p.base, spec: 0.55, gloss: 24, hi: p.hi },
    clad: { c: '#23262a', spec: 0.08, gloss: 8 },
    glass: { c: '#10151b', spec: 0.9, gloss: 40, sky: '#6f7d8b' },
    black: { c: '#0c0d0f', spec: 0.6, gloss: 30 },
    chrome: { c: '#c9ced4', spec: 0.9, gloss: 20, emissive: 0.35 },
    grille: { c: '#0a0b0d', spec: 0.25, gloss: 12 },
    headlight: { c: '#dde8f2', spec: 0.8, gloss: 30, emissive: 0.75 },
    tail: { c: '#b0001c', spec: 0.6, gloss: 30, emissive: 0.45 },
    mirror: { c: blackRoof ? '#16181b' : p.base, spec: 0.5, gloss: 24, hi: p.hi },
    under: { c: '#0a0a0b', spec: 0, gloss: 1 },
    tread: { c: '#141517', spec: 0.05, gloss: 4 },
    tyre: { c: '#1d1f22', spec: 0.05, gloss: 4 },
    rim: { c: '#c8cdd3', spec: 0.7, gloss: 18, emissive: 0.2 },
    rimHole: { c: '#15171a', spec: 0.1, gloss: 6 },
    plate: { c: '#2a2d31', spec: 0.2, gloss: 8 },
    hub: { c: '#3a3f45', spec: 0.5, gloss: 12 },
    well: { c: '#060607', spec: 0, gloss: 1, flat: true },
  }
}

const LIGHT = norm([-0.45, 0.8, 0.55])

function shadeColor(mat, n, view) {
  if (mat.flat) return mat.c
  const diff = Math.max(0, dot(n, LIGHT))
  const up = Math.max(0, n[1])
  const intensity = 0.5 + 0.52 * diff + 0.1 * up
  let rgb = parseHex(mat.c).map((v) => v * Math.min(1.08, intensity))
  if (mat.emissive) rgb = rgb.map((v, i) => lerp(v, parseHex(mat.c)[i], mat.emissive))
  let hex = toHex(rgb)
  if (mat.sky) hex = mix(hex, mat.sky, 0.15 + 0.45 * up)
  if (mat.hi) hex = mix(hex, mat.hi, 0.35 * up)
  const h = norm([LIGHT[0] - view[0], LIGHT[1] - view[1], LIGHT[2] - view[2]])
  const spec = Math.pow(Math.max(0, dot(n, h)), mat.gloss) * mat.spec
  if (spec > 0.01) hex = mix(hex, '#ffffff', Math.min(0.85, spec))
  return hex
}

// ------------------------------------------------------------------ frame rendering

/**
 * One frame: yaw in degrees (0 = side view, front to the left; positive turns the front toward
 * the camera). Returns an SVG document string of w × h pixels.
 */
export function frameSvg(id, color, yawDeg, w = 960, h = 540, { blackRoof = false } = {}) {
  const car = buildCar(id)
  const { m } = car
  const mats = materials(color, blackRoof)
  const yaw = (yawDeg * Math.PI) / 180
  const cy = Math.cos(yaw)
  const sy = Math.sin(yaw)
  const elev = (11 * Math.PI) / 180
  const D = 10500
  const target = [0, 640, 0]
  const cam = [0, target[1] + D * Math.sin(elev), D * Math.cos(elev)]
  const fwd = norm(sub(target, cam))
  const right = norm(cross(fwd, [0, 1, 0]))
  const up = cross(right, fwd)
  const F = (0.74 * w * D) / 4900
  const cxs = w / 2
  const cys = h * 0.55

  // model → world (centre the car, yaw about the vertical axis). Mirror z so +yaw brings the
  // front toward the camera with the car's left side initially facing it.
  const toWorld = ([x, y, z]) => {
    const X = x - m.L / 2
    const Z = -z
    return [X * cy + Z * sy, y, -X * sy + Z * cy]
  }
  const project = (p) => {
    const d = sub(p, cam)
    const zc = dot(d, fwd)
    return [cxs + (F * dot(d, right)) / zc, cys - (F * dot(d, up)) / zc, zc]
  }
  const polys = []
  const emit = (pts3, mat, cull = true) => {
    const wpts = pts3.map(toWorld)
    // winding flips with the z mirror: reverse to keep outward normals
    wpts.reverse()
    const n = newell(wpts)
    const c = wpts.reduce((a, p) => [a[0] + p[0], a[1] + p[1], a[2] + p[2]], [0, 0, 0]).map((v) => v / wpts.length)
    const view = norm(sub(c, cam))
    if (cull && dot(n, view) >= 0) return null
    const pr = wpts.map(project)
    const depth = Math.hypot(...sub(c, cam))
    // shade with the camera axis (not the per-face ray) so coplanar faces match exactly
    return { d: pr, depth, fill: shadeColor(mats[mat], n, fwd) }
  }
  // each polygon is stroked in its own colour to close anti-aliasing seams between neighbours
  const draw = (p, sw = 1.4) => {
    const d = 'M' + p.d.map(([x, y]) => `${f(x)} ${f(y)}`).join('L') + 'Z'
    polys.push(`<path d="${d}" fill="${p.fill}" stroke="${p.fill}" stroke-width="${sw}" stroke-linejoin="round"/>`)
  }

  // floor shadow: the footprint ellipse mapped affinely onto the screen (no blur filter: filters
  // dominate render time), filled with a radial gradient
  const c0 = project(toWorld([m.L / 2, 0, 0]))
  const ax = project(toWorld([m.L, 0, 0]))
  const az = project(toWorld([m.L / 2, 0, -car.halfW]))
  const mtx = [ax[0] - c0[0], ax[1] - c0[1], az[0] - c0[0], az[1] - c0[1], c0[0], c0[1]].map((v) => f(v)).join(' ')
  const softShadow =
    `<g transform="matrix(${mtx})"><rect x="-1.35" y="-1.9" width="2.7" height="3.8" fill="url(#sh)"/><rect x="-1.05" y="-1.05" width="2.1" height="2.1" fill="url(#ao)"/></g>`
  const tyreShadows = wheelsOf(m).flatMap(([wx]) => [1, -1].map((s) => {
    const c = project(toWorld([wx, 0, car.halfW * 0.88 * s]))
    const a = project(toWorld([wx - m.wheelR, 0, car.halfW * 0.88 * s]))
    const b = project(toWorld([wx, 0, car.halfW * 0.88 * s + m.W * 0.12 * s]))
    const rx = Math.max(Math.abs(a[0] - c[0]), Math.abs(b[0] - c[0]) * 1.6, 10)
    return `<ellipse cx="${f(c[0])}" cy="${f(c[1])}" rx="${f(rx * 1.1)}" ry="${f(Math.max(6, rx * 0.16))}" fill="#000" opacity="0.55"/>`
  }))

  // wells → wheels (far to near) → body (painter's order)
  for (const well of car.wells) {
    const p = emit(well.pts, well.mat, false)
    if (p) draw(p)
  }
  const groups = car.wheelFaces
    .map((g) => ({ g, depth: Math.hypot(...sub(toWorld(g.centre), cam)) }))
    .sort((a, b) => b.depth - a.depth)
  for (const { g } of groups) {
    const tread = []
    const face = []
    for (const fc of g.faces) {
      const p = emit(fc.pts, fc.mat)
      if (p) (fc.mat === 'tread' ? tread : face).push(p)
    }
    tread.sort((a, b) => b.depth - a.depth).forEach(draw)
    face.forEach(draw)
  }
  const body = []
  for (const fc of car.faces) {
    const p = emit(fc.pts, fc.mat)
    if (!p) continue
    p.decals = (fc.decals ?? []).map((dc) => emit(dc.pts, dc.mat)).filter(Boolean)
    body.push(p)
  }
  body.sort((a, b) => b.depth - a.depth).forEach((p) => {
    draw(p)
    p.decals.forEach((dc) => draw(dc, 0.5))
  })

  const defs =
    linGrad('bg', 0, 0, 0, 1, [[0, '#f7f8f9'], [0.5, '#eceef1'], [0.62, '#e1e4e8'], [1, '#f0f1f3']]) +
    `<radialGradient id="spot" cx="0.5" cy="0.62" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="sh" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#1b1f24" stop-opacity="0.5"/><stop offset="0.55" stop-color="#1b1f24" stop-opacity="0.3"/><stop offset="1" stop-color="#1b1f24" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="ao" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#0b0d10" stop-opacity="0.55"/><stop offset="0.7" stop-color="#0b0d10" stop-opacity="0.35"/><stop offset="1" stop-color="#0b0d10" stop-opacity="0"/></radialGradient>`
  const bg =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<ellipse cx="${w / 2}" cy="${f(h * 0.66)}" rx="${f(w * 0.55)}" ry="${f(h * 0.22)}" fill="url(#spot)"/>` +
    softShadow +
    tyreShadows.join('')
  return svgDoc(w, h, bg + polys.join(''), defs)
}
