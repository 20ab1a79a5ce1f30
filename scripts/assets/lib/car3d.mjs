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
  for (let x = 100; x < m.L - 60; x += 140) xs.add(x)
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
  /** The cross-section at x: one side, bottom to top, as [y, halfWidth] control points. */
  const ringAt = (x) => {
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
  }
  const rings = merged.map(ringAt)
  const nSide = rings[0].side.length

  // Each ring refined for smooth shading: the side through a Catmull-Rom curve (SUB points per
  // control segment), then a cambered roof to the crown. pts: right side bottom→crown, then the
  // left side mirrored; band[k] = the control segment (0 lower … 4 roof rail, 5 top) of segment k.
  const SUB = 3
  const TOP = 4
  const fine = (r) => {
    const c = r.side
    const at = (i) => c[Math.max(0, Math.min(c.length - 1, i))]
    const right = []
    const bands = []
    for (let k = 0; k < c.length - 1; k++) {
      for (let s = 0; s < SUB; s++) {
        const t = s / SUB
        const p0 = at(k - 1)
        const p1 = at(k)
        const p2 = at(k + 1)
        const p3 = at(k + 2)
        const cr = (j) => 0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t * t + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t * t * t)
        // the curve must not leave the body's box: clamp y between the control points
        right.push([Math.min(Math.max(cr(0), Math.min(p1[0], p2[0])), Math.max(p1[0], p2[0])), cr(1)])
        bands.push(k)
      }
    }
    const [yt, wTop] = c[c.length - 1]
    for (let s = 0; s < TOP; s++) {
      const t = s / TOP
      right.push([yt + (r.crown - yt) * (1 - (1 - t) * (1 - t)), wTop * (1 - t)])
      bands.push(5)
    }
    return { right, bands, crown: [r.crown, 0] }
  }
  const ring3 = (r) => {
    const { right, bands } = fine(r)
    const pts = [...right.map(([y, w]) => [r.x, y, w]), [r.x, r.crown, 0], ...right.map(([y, w]) => [r.x, y, -w]).reverse()]
    return { pts, bands: [...bands, ...bands.slice().reverse()] }
  }
  /** Body half-width at (x, y) on the side surface (for parts that must touch it). */
  const sideWidth = (x, y) => {
    const { right } = fine(ringAt(x))
    if (y <= right[0][0]) return right[0][1]
    for (let i = 1; i < right.length; i++) {
      if (y <= right[i][0]) return lerp(right[i - 1][1], right[i][1], (y - right[i - 1][0]) / Math.max(1e-6, right[i][0] - right[i - 1][0]))
    }
    return 0
  }

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

  // Body skin. Each face also gets a smooth normal (the mean of its corners' vertex normals) for
  // shading, so neighbouring faces blend instead of showing facets.
  const grid = rings.map(ring3)
  const cols = grid[0].pts.length
  const faceN = []
  for (let i = 0; i < grid.length - 1; i++) {
    faceN.push([])
    for (let k = 0; k < cols - 1; k++) faceN[i].push(newell([grid[i].pts[k], grid[i + 1].pts[k], grid[i + 1].pts[k + 1], grid[i].pts[k + 1]]))
  }
  const vertexN = (i, k) => {
    let n = [0, 0, 0]
    for (const fi of [i - 1, i]) {
      if (fi < 0 || fi >= faceN.length) continue
      for (const fk of [k - 1, k]) {
        if (fk < 0 || fk >= cols - 1) continue
        n = [n[0] + faceN[fi][fk][0], n[1] + faceN[fi][fk][1], n[2] + faceN[fi][fk][2]]
      }
    }
    return norm(n)
  }
  const faces = []
  for (let i = 0; i < grid.length - 1; i++) {
    const a = grid[i].pts
    const b = grid[i + 1].pts
    const xm = (rings[i].x + rings[i + 1].x) / 2
    for (let k = 0; k < cols - 1; k++) {
      const band = grid[i].bands[k]
      const ym = (a[k][1] + a[k + 1][1]) / 2
      const sn = norm([vertexN(i, k), vertexN(i + 1, k), vertexN(i + 1, k + 1), vertexN(i, k + 1)].reduce((s, n) => [s[0] + n[0], s[1] + n[1], s[2] + n[2]], [0, 0, 0]))
      faces.push({ pts: [a[k], b[k], b[k + 1], a[k + 1]], mat: matFor(band, xm, ym), layer: 2, sn })
    }
    // underside
    faces.push({ pts: [a[cols - 1], b[cols - 1], b[0], a[0]], mat: 'under', layer: 2 })
  }

  // end caps split into columns so the fascia can carry lamps and a grille
  const cap = (r, front) => {
    const colsX = [0, 0.24, 0.76, 1]
    const { right, bands } = fine(r)
    const sideN = (nSide - 1) * SUB
    for (let j = 0; j < sideN; j++) {
      const k = bands[j]
      const [y0, w0] = right[j]
      const [y1, w1] = right[j + 1]
      for (let c = 0; c < colsX.length - 1; c++) {
        const za0 = lerp(w0, -w0, colsX[c])
        const za1 = lerp(w0, -w0, colsX[c + 1])
        const zb0 = lerp(w1, -w1, colsX[c])
        const zb1 = lerp(w1, -w1, colsX[c + 1])
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
        faces.push({ pts: front ? quad.reverse() : quad, mat, layer: 2, group: front ? 'front' : 'rear' })
      }
    }
    // decals sit a few millimetres proud of the fascia and are drawn right after all of it
    const host = { pts: [], mat: 'paint', group: front ? 'front' : 'rear', decals: [] }
    faces.push(host)
    const dx = front ? -6 : 6
    const strip = (ya, yb, za, zb, dmat) => {
      const q = [
        [r.x + dx, ya, za],
        [r.x + dx, ya, zb],
        [r.x + dx, yb, zb],
        [r.x + dx, yb, za],
      ]
      host.decals.push({ pts: front ? q.reverse() : q, mat: dmat })
    }
    const [yA, wA] = r.side[0]
    const [yB] = r.side[1]
    const [yC] = r.side[2]
    if (front) {
      const zA = lerp(wA, -wA, 0.27)
      const zB = lerp(wA, -wA, 0.73)
      for (let b = 1; b <= 4; b++) {
        const yy = lerp(yB, yC, b / 5)
        strip(yy - 9, yy + 9, zA, zB, 'chrome')
      }
      strip(yB, yB + 16, zA, zB, 'chrome')
      for (const cc of [0.1, 0.9]) {
        const zc = lerp(wA, -wA, cc)
        strip(lerp(yA, yB, 0.45), lerp(yA, yB, 0.7), zc - 70, zc + 70, 'headlight')
      }
    } else {
      strip(lerp(yB, yC, 0.25), lerp(yB, yC, 0.85), lerp(wA, -wA, 0.33), lerp(wA, -wA, 0.67), 'plate')
    }
    const top = [...right.slice(sideN).map(([y, w]) => [r.x, y, w]), [r.x, r.crown, 0], ...right.slice(sideN).reverse().map(([y, w]) => [r.x, y, -w])]
    faces.push({ pts: front ? top.reverse() : top, mat: front ? 'paint' : sedan ? 'paint' : 'glass', layer: 2, group: front ? 'front' : 'rear' })
  }
  cap(rings[0], true)
  cap(rings[rings.length - 1], false)

  // mirrors: a housing on a short arm, its inner face on the door skin (its z follows the body
  // width at every corner), spanning the side drawing's mirror outline
  const mxs = m.mirror.map((p) => p[0])
  const mys = m.mirror.map((p) => p[1])
  const mx0 = Math.min(...mxs)
  const mx1 = Math.max(...mxs)
  const my0 = Math.min(...mys)
  const my1 = Math.max(...mys)
  const mirrors = []
  for (const s of [1, -1]) {
    const onBody = (x, y) => [x, y, (sideWidth(x, y) - 6) * s]
    const box = [onBody(mx0, my0), onBody(mx1 - 20, my0), onBody(mx1, my1 - 30), onBody(mx0 + 20, my1)]
    const reach = 200
    const outer = [
      [mx0 + 20, my0, (sideWidth(mx0, my0) + reach) * s],
      [mx1 - 10, my0, (sideWidth(mx1, my0) + reach - 10) * s],
      [mx1, my1 + 10, (sideWidth(mx1, my1) + reach - 10) * s],
      [mx0 + 50, my1 + 15, (sideWidth(mx0, my1) + reach) * s],
    ]
    const quads = [
      [outer[0], outer[1], outer[2], outer[3]],
      [box[0], outer[0], outer[3], box[3]],
      [box[3], outer[3], outer[2], box[2]],
      [box[0], box[1], outer[1], outer[0]],
      [box[1], box[2], outer[2], outer[1]],
    ]
    for (const q of quads) mirrors.push({ pts: s > 0 ? q : q.slice().reverse(), mat: 'mirror', side: s })
  }

  // wheels: tread, outer sidewall, rim with spoke openings, hub. The tyre's outer face sits just
  // inside the arch lip (the narrowest body bottom over the wheel), so every view shows the wheel
  // under its arch; N is a multiple of 4 so a tread vertex touches the ground (y = 0).
  const tyreW = m.W * 0.12
  const wheelFaces = []
  const wheelInfo = []
  const N = 36
  const lipAt = (wx) => {
    let lip = Infinity
    for (let d = -m.wheelR; d <= m.wheelR; d += m.wheelR / 6) lip = Math.min(lip, ringAt(wx + d).side[0][1])
    return lip
  }
  for (const [wx, wy] of wheels) {
    const lip = lipAt(wx)
    for (const s of [1, -1]) {
      const zo = (lip - 14) * s
      const zi = zo - tyreW * s
      const circ = (r, z) => Array.from({ length: N }, (_, i) => {
        const a = (i / N) * Math.PI * 2
        return [wx + Math.cos(a) * r, wy + Math.sin(a) * r, z]
      })
      const co = circ(m.wheelR, zo)
      const ci = circ(m.wheelR, zi)
      const group = { centre: [wx, wy, zo], faces: [] }
      wheelInfo.push({ centre: [wx, wy], side: s, outerZ: zo, innerZ: zi, r: m.wheelR, lip, archR: m.archR, pts: [...co, ...ci] })
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

  // wheel wells: dark arch openings just inside the tyres
  const wells = []
  for (const [wx, wy] of wheels) {
    const lip = lipAt(wx)
    for (const s of [1, -1]) {
      const z = (lip - 14 - tyreW * 0.5) * s
      const pts = []
      for (let k = 0; k <= 16; k++) {
        const a = (k / 16) * Math.PI
        pts.push([wx + Math.cos(a) * m.archR, wy + Math.sin(a) * m.archR, z])
      }
      // closed just above the sill line, so no corner shows below the body beside the arch
      pts.push([wx - m.archR, Math.max(m.clearance, out.bottom(wx - m.archR - 30)) + 10, z], [wx + m.archR, Math.max(m.clearance, out.bottom(wx + m.archR + 30)) + 10, z])
      wells.push({ pts, mat: 'well' })
    }
  }

  const car = { m, faces, mirrors, wheelFaces, wells, halfW, wheelInfo, sideWidth, tyreW }
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
    // a broad, soft highlight: a tight one picks out every station of the lofted glass
    glass: { c: '#10151b', spec: 0.35, gloss: 12, sky: '#6f7d8b' },
    black: { c: '#0c0d0f', spec: 0.6, gloss: 30 },
    chrome: { c: '#c9ced4', spec: 0.9, gloss: 20, emissive: 0.35 },
    grille: { c: '#0a0b0d', spec: 0.25, gloss: 12 },
    headlight: { c: '#dde8f2', spec: 0.8, gloss: 30, emissive: 0.75 },
    tail: { c: '#b0001c', spec: 0.6, gloss: 30, emissive: 0.45 },
    mirror: { c: '#17191c', spec: 0.5, gloss: 20, hi: '#59606a' },
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
/**
 * Where the car stands in a frame: model space (mm, see buildCar) → world space, turned yawDeg
 * about the vertical axis through the middle of the car (y = up, ground at y = 0). z is mirrored
 * so +yaw brings the front toward the camera with the car's left side initially facing it.
 */
export function placement(id, yawDeg) {
  const { m } = buildCar(id)
  const yaw = (yawDeg * Math.PI) / 180
  const cy = Math.cos(yaw)
  const sy = Math.sin(yaw)
  const toWorld = ([x, y, z]) => {
    const X = x - m.L / 2
    const Z = -z
    return [X * cy + Z * sy, y, -X * sy + Z * cy]
  }
  const dirToWorld = ([x, y, z]) => [x * cy - z * sy, y, -x * sy - z * cy]
  return { toWorld, dirToWorld }
}

/** The geometry the unit tests check: wheels (tread and sidewall points) and body widths, model space. */
export function carGeometry(id) {
  const { m, wheelInfo, sideWidth, halfW } = buildCar(id)
  return { L: m.L, halfW, clearance: m.clearance, wheels: wheelInfo, sideWidth }
}

/**
 * One frame: yaw in degrees (0 = side view, front to the left; positive turns the front toward
 * the camera). Returns an SVG document string of w × h pixels.
 */
export function frameSvg(id, color, yawDeg, w = 960, h = 540, { blackRoof = false } = {}) {
  const car = buildCar(id)
  const { m } = car
  const mats = materials(color, blackRoof)
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
  const { toWorld, dirToWorld } = placement(id, yawDeg)
  const project = (p) => {
    const d = sub(p, cam)
    const zc = dot(d, fwd)
    return [cxs + (F * dot(d, right)) / zc, cys - (F * dot(d, up)) / zc, zc]
  }
  const polys = []
  const emit = (pts3, mat, cull = true, sn = null) => {
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
    return { d: pr, depth, fill: shadeColor(mats[mat], sn ? dirToWorld(sn) : n, fwd) }
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
  const tyreShadows = car.wheelInfo.map(({ centre: [wx], outerZ, innerZ }) => {
    const zm = (outerZ + innerZ) / 2
    const c = project(toWorld([wx, 0, zm]))
    const a = project(toWorld([wx - m.wheelR, 0, zm]))
    const b = project(toWorld([wx, 0, outerZ]))
    const rx = Math.max(Math.abs(a[0] - c[0]), Math.abs(b[0] - c[0]) * 1.6, 10)
    return `<ellipse cx="${f(c[0])}" cy="${f(c[1])}" rx="${f(rx * 1.05)}" ry="${f(Math.max(6, rx * 0.16))}" fill="#000" opacity="0.5"/>`
  })

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
  // The fascias are flat: each end's faces and decals are sorted as one piece so the decals
  // stay on top. The far mirror is always behind the body, so it is drawn first.
  const nearSide = (s) => dot(dirToWorld([0, 0, s]), norm(sub(cam, target))) > 0
  for (const fc of car.mirrors) {
    if (nearSide(fc.side)) continue
    const p = emit(fc.pts, fc.mat)
    if (p) draw(p)
  }
  const items = []
  const groups360 = new Map()
  for (const fc of [...car.faces, ...car.mirrors.filter((fc) => nearSide(fc.side))]) {
    if (fc.decals) {
      groups360.get(fc.group)?.decals.push(...fc.decals)
      continue
    }
    const p = emit(fc.pts, fc.mat, true, fc.sn)
    if (!p) continue
    if (fc.group) {
      let g = groups360.get(fc.group)
      if (!g) {
        g = { list: [], decals: [], depth: 0, group: true }
        groups360.set(fc.group, g)
        items.push(g)
      }
      g.list.push(p)
      g.depth += p.depth
    } else items.push(p)
  }
  for (const g of groups360.values()) g.depth /= Math.max(1, g.list.length)
  items.sort((a, b) => b.depth - a.depth).forEach((it) => {
    if (!it.group) return draw(it)
    it.list.forEach((p) => draw(p))
    it.decals.map((dc) => emit(dc.pts, dc.mat)).filter(Boolean).forEach((dc) => draw(dc, 0.5))
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
