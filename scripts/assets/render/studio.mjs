// Studio renderer, run in headless Chromium (WebGL in SwiftShader) by ../render.mjs.
// Builds a car from the catalogue's side-profile geometry (scripts/assets/lib/models.mjs):
// a smooth body lofted from cross-sections along the length, wheel arches cut out with dark
// liners, glass, lamps, trim and cladding projected onto the body as decals, lathed tyres and
// extruded rims. Physically based materials lit by three's RoomEnvironment (image-based
// lighting), a baked soft contact shadow. Returns PNG frames with a transparent background;
// the studio set behind the car is composited in Node (sharp).
//
// Model coordinates are millimetres, car facing left: x = 0 at the front bumper, y = 0 on the
// ground. World coordinates are metres, the car centred on the origin, front towards -x.

import * as THREE from 'three'
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js'
import { DecalGeometry } from 'three/addons/geometries/DecalGeometry.js'
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js'
import { flattenRounded as rounded, interp as lineAt, outlineOf, wheelsOf } from '../lib/geometry.mjs'

const MM = 0.001
const clamp = (v, a, b) => Math.min(b, Math.max(a, v))
const smooth = (a, b, v) => {
  const t = clamp((v - a) / (b - a), 0, 1)
  return t * t * (3 - 2 * t)
}

// ------------------------------------------------------------------ profile maths

/**
 * Where the body ends at each height: the outline's rearmost point plus a flat middle (`REAR_FLAT`),
 * held at `yCap` above (the roof and rear screen round about the screen's top).
 */
const REAR_FLAT = 120
function rearEndOf(outline, yCap) {
  const STEP = 5
  const ends = []
  for (let y = 0; y <= yCap; y += STEP) {
    let end = -Infinity
    const { poly } = outline
    for (let i = 0; i < poly.length; i++) {
      const [x1, y1] = poly[i]
      const [x2, y2] = poly[(i + 1) % poly.length]
      if ((y1 <= y && y < y2) || (y2 <= y && y < y1)) end = Math.max(end, x1 + ((y - y1) / (y2 - y1)) * (x2 - x1))
    }
    ends.push(Number.isFinite(end) ? end : outline.maxX)
  }
  return (y) => {
    const k = clamp(y, 0, yCap) / STEP
    const i = Math.min(Math.floor(k), ends.length - 2)
    return ends[i] + (ends[i + 1] - ends[i]) * (k - i) + REAR_FLAT
  }
}

/** The body's shape functions for one model (all in millimetres). */
function bodyShape(m) {
  const outline = outlineOf(m)
  const wheels = wheelsOf(m).map(([x]) => x)
  // plan view: the front corners rounded tighter on a sedan (a chiselled nose, not a bulb)
  const [front, frontExp] = m.kind === 'sedan' ? [560, 2.4] : [680, 3]
  // the rear corners round about the body's end at each height (up to the rear screen's top): the
  // tailgate, the bumper's step below it and the raked screen above each keep a flat middle and
  // turn the corner in plan; the sedan's rounds about its length
  const rearEnd = m.kind === 'sedan' ? () => m.L : rearEndOf(outline, m.backlight[0][1])
  const plan = (x, y) => {
    const rear = 480
    if (x < front) return (1 - (1 - x / front) ** frontExp) ** (1 / frontExp)
    const d = Math.max(0, rearEnd(y) - x)
    if (d < rear) return (1 - (1 - d / rear) ** 3) ** (1 / 3)
    return 1
  }
  const span = (x) => {
    if (x < outline.minX || x > outline.maxX) return null
    const yt = outline.top(x)
    let yb = outline.bottom(x)
    for (const wx of wheels) {
      const dx = x - wx
      if (Math.abs(dx) < m.archR) yb = Math.max(yb, m.wheelR + Math.sqrt(m.archR ** 2 - dx * dx) * 1.0)
    }
    return [yb, yt]
  }
  const belt = (x) => lineAt(m.belt, x)
  // the sculpting of the flank: a shoulder crease under the belt (the character line that catches
  // the light), a door surface falling away below it, a sill crease and flared wheel arches
  const sill = (x) => (m.sill?.y ?? 240) + 110 + 40 * (x / m.L)
  const crease = (x, yt) => Math.min(belt(x) - (m.kind === 'sedan' ? 120 : 150), yt - 190)
  const flare = (x, y) => {
    let f = 0
    for (const wx of wheels) f = Math.max(f, Math.exp(-(((Math.hypot(x - wx, y - m.wheelR) - m.archR - 45) / 80) ** 2)))
    return f * (m.kind === 'sedan' ? 12 : 16) * smooth(m.clearance, m.clearance + 120, y)
  }
  /** Half width of the body at (x, y), before corner rounding. */
  const halfWidth = (x, y, yb, yt) => {
    const wx = (m.W / 2) * plan(x, y)
    const b = belt(x)
    const yc = crease(x, yt)
    const ys = sill(x)
    // the sculpting fades where the plan turns round the nose and the tail
    const relief = smooth(0.9, 0.995, plan(x, y))
    let lower
    const u = (yc - y) / Math.max(1, yc - ys)
    // the crease is a sharp edge: a narrow bevel above it faces up and catches the light, a small
    // undercut below it faces the dark floor, so the line reads on every paint
    if (y >= yc) lower = wx - relief * (0.4 * (y - yc) + 0.7 * Math.min(y - yc, 20)) - (1 - relief) * 0.06 * (y - yc)
    else if (y >= ys) lower = wx - relief * (26 * u + 10 * smooth(0, 24, yc - y)) - 44 * u * u
    else lower = wx - 44 - relief * 36 - relief * 0.32 * (ys - y) - (1 - relief) * 0.1 * (ys - y)
    lower += flare(x, y) * relief
    if (yt <= b + 1) return lower
    const t = clamp((y - b) / (yt - b), 0, 1)
    const upper = wx * (0.935 - 0.2 * t * (1 - 0.35 * t))
    const k = smooth(b - 10, b + 40, y)
    return lower * (1 - k) + upper * k
  }
  /**
   * Right half of the cross-section at x, from the bottom centre to the top centre: a fixed number
   * of points at heights that move smoothly along the car (so the flank's shading does not shift
   * where an arch cuts the section), denser on the flank to keep the creases crisp.
   */
  const SIDE_LOW = 54
  const SIDE_HIGH = 18
  const section = (x) => {
    const s = span(x)
    if (!s || s[1] - s[0] < 2 || plan(x, (s[0] + s[1]) / 2) < 1e-3) return null
    const [yb, yt] = s
    const ob = outline.bottom(x)
    const h = yt - ob
    const crown = Math.min(22, 0.04 * h)
    // the radii follow the body's height, and shrink only where an arch comes close to the bonnet
    const rb = Math.min(100, 0.3 * h, 0.3 * (yt - yb))
    const rt = Math.min(clamp(0.25 * h, 10, 150), Math.max(10, 0.6 * (yt - yb - rb - crown)))
    const w = (y) => halfWidth(x, y, yb, yt)
    const y0 = yb + rb
    const y1 = Math.max(yt - crown - rt, y0)
    const yBelt = clamp(belt(x), ob + rb, y1)
    const pts = [[0, yb]]
    const zb = w(y0) - rb
    for (let k = 1; k <= 3; k++) pts.push([(zb * k) / 4, yb])
    for (let k = 0; k <= 6; k++) {
      const a = -Math.PI / 2 + (k / 6) * (Math.PI / 2)
      pts.push([zb + rb * Math.cos(a), yb + rb + rb * Math.sin(a)])
    }
    // the flank up to the belt, sampled every ≈ 5 mm across the crease
    const lo = ob + rb
    const yc = clamp(crease(x, yt), lo + 36, Math.max(lo + 36, yBelt - 24))
    const heights = []
    const run = (a, b, n) => {
      for (let k = 1; k <= n; k++) heights.push(a + ((b - a) * k) / n)
    }
    run(lo, yc - 36, SIDE_LOW - 20)
    run(yc - 36, yc + 24, 12)
    run(yc + 24, Math.max(yBelt, yc + 24), 8)
    let prev = y0
    for (const h of heights) {
      const y = (prev = Math.max(prev, h))
      pts.push([w(y), y])
    }
    for (let k = 1; k < SIDE_HIGH; k++) {
      const y = Math.max(y0, yBelt + ((y1 - yBelt) * k) / SIDE_HIGH)
      pts.push([w(y), y])
    }
    const zt = w(y1) - rt
    for (let k = 0; k <= 8; k++) {
      const a = (k / 8) * (Math.PI / 2)
      pts.push([zt + rt * Math.cos(a), y1 + rt * Math.sin(a)])
    }
    for (let k = 1; k <= 8; k++) {
      const z = zt * (1 - k / 8)
      pts.push([z, yt - crown * (z / Math.max(zt, 1)) ** 2])
    }
    return pts
  }
  return { plan, span, belt, sill, halfWidth, section, wheels }
}

// ------------------------------------------------------------------ meshes

function loftBody(m, shape, material) {
  const rings = []
  const K = 380
  const xs = []
  for (let k = 0; k <= K; k++) {
    const u = k / K
    xs.push((m.L * (1 - Math.cos(Math.PI * u))) / 2 * 0.5 + m.L * u * 0.5)
  }
  for (const x of xs) {
    const half = shape.section(x)
    if (half) rings.push({ x, half })
  }
  const N = rings[0].half.length // points per half section
  const ring = 2 * N - 2
  const pos = []
  const push = (x, z, y) => pos.push((x - m.L / 2) * MM, y * MM, z * MM)
  // closing points at both ends
  const capPoint = (r) => {
    const ys = r.half.map((p) => p[1])
    return [r.x, (Math.min(...ys) + Math.max(...ys)) / 2]
  }
  const ringsAll = []
  const c0 = capPoint(rings[0])
  ringsAll.push(Array.from({ length: ring }, () => [c0[0], 0, c0[1]]))
  for (const r of rings) {
    const pts = []
    for (let i = 0; i < N; i++) pts.push([r.x, r.half[i][0], r.half[i][1]])
    for (let i = N - 2; i >= 1; i--) pts.push([r.x, -r.half[i][0], r.half[i][1]])
    ringsAll.push(pts)
  }
  const c1 = capPoint(rings[rings.length - 1])
  ringsAll.push(Array.from({ length: ring }, () => [c1[0], 0, c1[1]]))
  for (const pts of ringsAll) for (const [x, z, y] of pts) push(x, z, y)
  const idx = []
  for (let k = 0; k < ringsAll.length - 1; k++) {
    for (let i = 0; i < ring; i++) {
      const a = k * ring + i
      const b = k * ring + ((i + 1) % ring)
      const c = (k + 1) * ring + ((i + 1) % ring)
      const d = (k + 1) * ring + i
      idx.push(a, d, b, b, d, c)
    }
  }
  const g = new THREE.BufferGeometry()
  g.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3))
  g.setIndex(idx)
  g.computeVertexNormals()
  // make sure normals point outwards (the top centre of a middle ring faces up)
  const probe = Math.floor(ringsAll.length / 2) * ring + (N - 1)
  if (g.attributes.normal.getY(probe) < 0) {
    for (let i = 0; i < idx.length; i += 3) [idx[i + 1], idx[i + 2]] = [idx[i + 2], idx[i + 1]]
    g.setIndex(idx)
    g.computeVertexNormals()
  }
  return new THREE.Mesh(g, material)
}

/** Canvas texture drawn in millimetre coordinates (y up) over [x0, x1] × [y0, y1]. */
function mmTexture(x0, x1, y0, y1, draw, px = 2048) {
  const s = px / (x1 - x0)
  const canvas = document.createElement('canvas')
  canvas.width = px
  canvas.height = Math.max(2, Math.round((y1 - y0) * s))
  const ctx = canvas.getContext('2d')
  ctx.setTransform(s, 0, 0, -s, -x0 * s, y1 * s)
  draw(ctx)
  const tex = new THREE.CanvasTexture(canvas)
  tex.colorSpace = THREE.SRGBColorSpace
  tex.anisotropy = 8
  return tex
}

function pathOf(ctx, pts) {
  ctx.beginPath()
  pts.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)))
  ctx.closePath()
}

/** Rounded rectangle in the current (mm) coordinates. */
function rrect(ctx, x, y, w, h, r) {
  ctx.beginPath()
  ctx.roundRect(x, y, w, h, Math.min(r, Math.abs(w) / 2, Math.abs(h) / 2))
}

/**
 * Keep only the decal triangles that touch inked texels: a decal box spans a whole flank, and
 * shading its empty parts again on top of the body would cost SwiftShader several times over.
 * With `facing` (a direction, x only), only triangles whose normal leans that way: a lamp
 * projected onto the tail must not smear over the boot lid above it.
 */
function keepInked(geo, canvas, facing = 0) {
  const { width: w, height: h } = canvas
  const ink = canvas.getContext('2d').getImageData(0, 0, w, h).data
  const src = ['position', 'normal', 'uv'].map((n) => geo.attributes[n])
  const out = src.map(() => [])
  const uv = geo.attributes.uv.array
  for (let t = 0; t < uv.length / 6; t++) {
    let u0 = Infinity
    let u1 = -Infinity
    let v0 = Infinity
    let v1 = -Infinity
    for (let k = 0; k < 3; k++) {
      const u = uv[t * 6 + k * 2]
      const v = uv[t * 6 + k * 2 + 1]
      u0 = Math.min(u0, u)
      u1 = Math.max(u1, u)
      v0 = Math.min(v0, v)
      v1 = Math.max(v1, v)
    }
    const x0 = clamp(Math.floor(u0 * w) - 2, 0, w - 1)
    const x1 = clamp(Math.ceil(u1 * w) + 2, 0, w - 1)
    const y0 = clamp(Math.floor((1 - v1) * h) - 2, 0, h - 1)
    const y1 = clamp(Math.ceil((1 - v0) * h) + 2, 0, h - 1)
    let inked = false
    for (let y = y0; y <= y1 && !inked; y++) for (let x = x0; x <= x1 && !inked; x++) inked = ink[(y * w + x) * 4 + 3] > 0
    if (!inked) continue
    if (facing && (geo.attributes.normal.array[t * 9] * facing < 0.3 || geo.attributes.normal.array[t * 9 + 3] * facing < 0.3 || geo.attributes.normal.array[t * 9 + 6] * facing < 0.3)) continue
    src.forEach((a, i) => {
      for (let k = 0; k < 3 * a.itemSize; k++) out[i].push(a.array[t * 3 * a.itemSize + k])
    })
  }
  const g = new THREE.BufferGeometry()
  src.forEach((a, i) => g.setAttribute(['position', 'normal', 'uv'][i], new THREE.Float32BufferAttribute(out[i], a.itemSize)))
  return g
}

function decalMaterial(base, opts) {
  return new base({ transparent: true, depthWrite: false, polygonOffset: true, polygonOffsetFactor: -4, polygonOffsetUnits: -4, ...opts })
}

function rimShape(m) {
  const r = m.rimR
  const styles = {
    spoke5: { n: 5, pair: 0, w: 58, twist: 0 },
    double5: { n: 5, pair: 9, w: 24, twist: 0 },
    thin10: { n: 10, pair: 0, w: 22, twist: 0 },
    y6: { n: 6, pair: 7, w: 24, twist: 0 },
    multi10: { n: 10, pair: 0, w: 30, twist: 0 },
    turbine: { n: 14, pair: 0, w: 20, twist: 0.22 },
  }
  const st = styles[m.rim.style] ?? styles.spoke5
  const angles = []
  for (let i = 0; i < st.n; i++) {
    const a = (i / st.n) * Math.PI * 2
    if (st.pair) angles.push(a - (st.pair * Math.PI) / 180, a + (st.pair * Math.PI) / 180)
    else angles.push(a)
  }
  const shape = new THREE.Shape()
  shape.absarc(0, 0, r * 0.985, 0, Math.PI * 2, false)
  const r1 = r * 0.3
  const r2 = r * 0.86
  for (let i = 0; i < angles.length; i++) {
    const a = angles[i]
    const b = i + 1 < angles.length ? angles[i + 1] : angles[0] + Math.PI * 2
    const d2 = st.w / 2 / r2
    const d1 = st.w / 2 / r1
    if (b - a - 2 * d1 < 0.05) continue
    const hole = new THREE.Path()
    const steps = 12
    for (let k = 0; k <= steps; k++) {
      const t = a + d2 + ((b - a - 2 * d2) * k) / steps
      const px = Math.cos(t) * r2
      const py = Math.sin(t) * r2
      if (k) hole.lineTo(px, py)
      else hole.moveTo(px, py)
    }
    for (let k = steps; k >= 0; k--) {
      const t = a + d1 + st.twist + ((b - a - 2 * d1) * k) / steps
      hole.lineTo(Math.cos(t) * r1, Math.sin(t) * r1)
    }
    hole.closePath()
    shape.holes.push(hole)
  }
  return shape
}

const RIM_TONES = {
  silver: { color: '#d9dcdf', metalness: 1, roughness: 0.2 },
  twotone: { color: '#e4e6e8', metalness: 1, roughness: 0.26 },
  dark: { color: '#2c2f33', metalness: 0.9, roughness: 0.32 },
  gunmetal: { color: '#5a5f66', metalness: 1, roughness: 0.28 },
}

function wheel(m, side, mats) {
  const g = new THREE.Group()
  const tw = 235
  const R = m.wheelR
  const ri = m.rimR + 8
  // tyre: lathe of a rounded section around the axle (lathe axis = y, turned to z below)
  const prof = []
  const sh = 42
  const hw = tw / 2
  prof.push([ri, -hw * 0.82])
  for (let k = 1; k <= 10; k++) {
    const t = k / 10
    prof.push([ri + (R - sh - ri) * t, -hw * (0.82 + 0.18 * Math.sin((t * Math.PI) / 2))])
  }
  for (let k = 1; k <= 8; k++) {
    const a = -Math.PI / 2 + (k / 8) * (Math.PI / 2)
    prof.push([R - sh + sh * Math.cos(a), -hw + sh + sh * Math.sin(a)])
  }
  for (let k = 8; k >= 0; k--) {
    const a = Math.PI / 2 - (k / 8) * (Math.PI / 2)
    prof.push([R - sh + sh * Math.cos(a), hw - sh + sh * Math.sin(a)])
  }
  for (let k = 9; k >= 0; k--) {
    const t = k / 10
    prof.push([ri + (R - sh - ri) * t, hw * (0.82 + 0.18 * Math.sin((t * Math.PI) / 2))])
  }
  const tyre = new THREE.Mesh(new THREE.LatheGeometry(prof.map(([r, y]) => new THREE.Vector2(r * MM, y * MM)), 96), mats.rubber)
  tyre.rotation.x = Math.PI / 2
  g.add(tyre)
  // rim face
  const face = new THREE.ExtrudeGeometry(rimShape(m), { depth: 22, bevelEnabled: true, bevelThickness: 10, bevelSize: 6, bevelSegments: 3, curveSegments: 64 })
  face.scale(MM, MM, MM)
  const faceMesh = new THREE.Mesh(face, mats.rim)
  faceMesh.position.z = (hw - 70) * MM
  g.add(faceMesh)
  const cap = new THREE.Mesh(new THREE.CylinderGeometry(m.rimR * 0.17 * MM, m.rimR * 0.19 * MM, 0.03, 40), mats.cap)
  cap.rotation.x = Math.PI / 2
  cap.position.z = (hw - 40) * MM
  g.add(cap)
  const barrel = new THREE.Mesh(new THREE.CylinderGeometry(m.rimR * MM, m.rimR * MM, tw * 0.85 * MM, 64, 1, true), mats.barrel)
  barrel.rotation.x = Math.PI / 2
  g.add(barrel)
  const back = new THREE.Mesh(new THREE.CircleGeometry(m.rimR * MM, 48), mats.barrel)
  back.position.z = -hw * 0.6 * MM
  g.add(back)
  const disc = new THREE.Mesh(new THREE.CylinderGeometry(m.rimR * 0.8 * MM, m.rimR * 0.8 * MM, 0.024, 48), mats.disc)
  disc.rotation.x = Math.PI / 2
  disc.position.z = (hw - 130) * MM
  g.add(disc)
  const caliper = new THREE.Mesh(new RoundedBoxGeometry(0.07, m.rimR * 0.5 * MM, 0.05, 3, 0.012), mats.caliper)
  caliper.position.set(m.rimR * 0.55 * MM, m.rimR * 0.3 * MM, (hw - 110) * MM)
  caliper.rotation.z = -0.5
  g.add(caliper)
  if (side < 0) g.rotation.y = Math.PI
  return g
}

// ------------------------------------------------------------------ the car

const PAINT = {
  white: { metalness: 0, roughness: 0.25 },
  black: { metalness: 0.2, roughness: 0.25 },
  gray: { metalness: 0.6, roughness: 0.36, tint: '#8f9398' },
  red: { metalness: 0.2, roughness: 0.3 },
  blue: { metalness: 0.45, roughness: 0.35 },
  silver: { metalness: 0.75, roughness: 0.32, tint: '#c4c8cd' },
  violet: { metalness: 0.45, roughness: 0.32 },
  green: { metalness: 0.45, roughness: 0.33 },
}

export function buildCar(m, colorHex, colorName, { blackRoof = false } = {}) {
  const shape = bodyShape(m)
  const car = new THREE.Group()
  const paint = new THREE.MeshPhysicalMaterial({ color: colorHex, ...(PAINT[colorName] ?? PAINT.gray), clearcoat: 1, clearcoatRoughness: 0.03 })
  const body = loftBody(m, shape, paint)
  car.add(body)
  body.updateMatrixWorld(true)

  const W = m.W
  const L = m.L
  const H = Math.max(...m.outline.map((p) => p[1]))
  const toWorld = (x, y, z = 0) => new THREE.Vector3((x - L / 2) * MM, y * MM, z * MM)

  const mats = {
    glass: (map) => decalMaterial(THREE.MeshPhysicalMaterial, { color: '#06080b', metalness: 0, roughness: 0.04, specularIntensity: 0.25, clearcoat: 0, alphaMap: map }),
    trim: (map) => decalMaterial(THREE.MeshStandardMaterial, { map, color: '#ffffff', metalness: 0.1, roughness: 0.72 }),
    chrome: (map) => decalMaterial(THREE.MeshStandardMaterial, { color: '#f2f3f5', metalness: 1, roughness: 0.12, alphaMap: map }),
    lamp: (map) => decalMaterial(THREE.MeshPhysicalMaterial, { map, emissive: '#ffffff', emissiveMap: map, emissiveIntensity: 0.55, metalness: 0.2, roughness: 0.08, clearcoat: 1 }),
    roof: (map) => decalMaterial(THREE.MeshPhysicalMaterial, { color: '#0b0c0e', metalness: 0.3, roughness: 0.3, clearcoat: 1, clearcoatRoughness: 0.03, alphaMap: map }),
    dark: new THREE.MeshStandardMaterial({ color: '#111214', metalness: 0.2, roughness: 0.5 }),
  }
  const addDecal = (center, euler, size, material, facing = 0) => {
    const tex = material.map ?? material.alphaMap
    const geo = keepInked(new DecalGeometry(body, center, euler, size), tex.image, facing)
    const mesh = new THREE.Mesh(geo, material)
    car.add(mesh)
    return mesh
  }

  // --- side decals: one box over the whole flank, per side
  const sx0 = -60
  const sx1 = L + 60
  const sy1 = H + 80
  const side = (draw, mat) => {
    const tex = mmTexture(sx0, sx1, 0, sy1, draw)
    for (const s of [1, -1]) {
      const zc = s * (W / 2) * 0.56 * MM + s * 0.5
      addDecal(new THREE.Vector3(((sx0 + sx1) / 2 - L / 2) * MM, (sy1 / 2) * MM, zc), new THREE.Euler(0, 0, 0), new THREE.Vector3((sx1 - sx0) * MM, sy1 * MM, 1.0), mat(tex))
    }
  }
  const fill = (ctx, pts, color) => {
    pathOf(ctx, rounded(pts, 8))
    ctx.fillStyle = color
    ctx.fill()
  }
  // glass with its pillars left as paint
  side((ctx) => {
    fill(ctx, m.dlo, '#fff')
    ctx.fillStyle = '#000'
    for (const [a, b, c, d] of m.pillars ?? []) {
      pathOf(ctx, [[a, 0], [b, 0], [d, H + 50], [c, H + 50]])
      ctx.fill()
    }
    if (m.cpillar) fill(ctx, m.cpillar, '#000')
  }, mats.glass)
  // chrome: window surround, belt, handles
  side((ctx) => {
    ctx.strokeStyle = '#fff'
    if (m.chromeDlo) {
      ctx.lineWidth = 22
      pathOf(ctx, rounded(m.dlo, 8))
      ctx.stroke()
      ctx.fillStyle = '#000'
      pathOf(ctx, rounded(m.dlo, 8))
      ctx.save()
      ctx.clip()
      ctx.lineWidth = 6
      ctx.stroke()
      ctx.restore()
    }
    if (m.chromeBelt) {
      ctx.lineWidth = 14
      ctx.beginPath()
      m.belt.forEach(([x, y], i) => (i ? ctx.lineTo(x, y - 8) : ctx.moveTo(x, y - 8)))
      ctx.stroke()
    }
    ctx.fillStyle = '#fff'
    for (const hx of m.handles ?? []) {
      rrect(ctx, hx - 80, shape.belt(hx) - 150, 160, 28, 14)
      ctx.fill()
    }
    if (m.sill?.tone === 'chrome') {
      rrect(ctx, m.FO + m.archR + 80, m.sill.y - 10, m.WB - 2 * m.archR - 160, 22, 11)
      ctx.fill()
    }
  }, mats.chrome)
  // dark trim: cladding, arch flares, door shut lines, mirror-free
  side((ctx) => {
    ctx.strokeStyle = 'rgba(10,10,12,0.85)'
    ctx.lineWidth = 5
    const d = m.doors
    const sill = (m.sill?.y ?? 260) + 30
    for (const x of [d.front, d.b]) {
      ctx.beginPath()
      ctx.moveTo(x, sill)
      ctx.lineTo(x + 10, shape.belt(x) + 5)
      ctx.stroke()
    }
    ctx.beginPath()
    ctx.moveTo(d.rear[0] - 40, sill)
    ctx.lineTo(d.rear[0], d.rear[1])
    ctx.stroke()
    if (m.cladding) {
      ctx.fillStyle = '#1c1d20'
      ctx.beginPath()
      ctx.moveTo(0, 0)
      ctx.lineTo(L, 0)
      ctx.lineTo(L, shape.sill(L) - 30)
      ctx.lineTo(0, shape.sill(0) - 30)
      ctx.fill()
      ctx.lineWidth = 70
      ctx.strokeStyle = '#1c1d20'
      for (const wx of shape.wheels) {
        ctx.beginPath()
        ctx.arc(wx, m.wheelR, m.archR + 28, 0, Math.PI)
        ctx.stroke()
      }
    }
  }, mats.trim)
  // lamps seen from the side
  side((ctx) => {
    fill(ctx, m.headlight, '#15181d')
    ctx.strokeStyle = '#ffffff'
    ctx.lineWidth = 16
    ctx.beginPath()
    ctx.moveTo(...m.drl[0])
    ctx.lineTo(...m.drl[1])
    ctx.stroke()
    // the tail lamp's wraparound end: its LED outline runs along the lens's top edge
    fill(ctx, m.tail, '#3a050b')
    ctx.strokeStyle = '#ff2d3f'
    ctx.lineWidth = 12
    ctx.lineCap = 'round'
    ctx.beginPath()
    ctx.moveTo(m.tail[0][0] + 50, m.tail[0][1] - 24)
    ctx.lineTo(L, m.tail[1][1] - 20)
    ctx.stroke()
  }, mats.lamp)

  // --- front and rear decals: projected along x; texture u = lateral (world z), v = height
  const hl = m.headlight.map((p) => p[1])
  const hlLo = Math.min(...hl)
  const hlHi = Math.max(...hl)
  const tl = m.tail.map((p) => p[1])
  const tlLo = Math.min(...tl)
  const tlHi = Math.max(...tl)
  const face = (front, draw, mat, depth = 0.9) => {
    const tex = mmTexture(-W / 2 - 40, W / 2 + 40, 0, H * 0.75, draw)
    const x = front ? -L / 2 * MM + depth / 2 - 0.15 : L / 2 * MM - depth / 2 + 0.15
    addDecal(new THREE.Vector3(x, (H * 0.75) / 2 * MM, 0), new THREE.Euler(0, front ? -Math.PI / 2 : Math.PI / 2, 0), new THREE.Vector3((W + 80) * MM, H * 0.75 * MM, depth), mat(tex), front ? -1 : 1)
  }
  const mirrorX = (ctx, draw) => {
    draw(1)
    ctx.save()
    ctx.scale(-1, 1)
    draw(-1)
    ctx.restore()
  }
  const stroke = (ctx, pts, color, width) => {
    ctx.strokeStyle = color
    ctx.lineWidth = width
    ctx.lineCap = 'round'
    ctx.lineJoin = 'round'
    ctx.beginPath()
    pts.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)))
    ctx.stroke()
  }
  // headlamps: a dark lens, the LED daytime signature along its top that turns down at the
  // outer corner, a row of small projector modules and a fine inner surround
  const headlamp = [[W * 0.25, hlLo + 40, 30], [W * 0.5, hlLo + 70, 40], [W * 0.5, hlHi, 30], [W * 0.21, hlHi - 12, 30]]
  face(true, (ctx) => {
    mirrorX(ctx, () => {
      fill(ctx, headlamp, '#0f1216')
      stroke(ctx, [[W * 0.22, hlHi - 26], [W * 0.465, hlHi - 16], [W * 0.492, hlHi - 40], [W * 0.488, hlLo + 86]], '#ffffff', 13)
      ctx.fillStyle = '#aebccd'
      for (let k = 0; k < 3; k++) {
        rrect(ctx, W * (0.31 + k * 0.05), (hlLo + hlHi) / 2 - 22, 44, 20, 6)
        ctx.fill()
      }
      stroke(ctx, [[W * 0.27, hlLo + 52], [W * 0.48, hlLo + 78]], '#5d6670', 5)
    })
  }, mats.lamp)
  // grille: a slim horizontal-bar grille on the sedan, horizontal slats or a fine mesh on the SUVs,
  // and a lower intake with slats
  const grilleStyle = m.grille ?? (m.kind === 'sedan' ? 'bars' : 'slats')
  const gTop = grilleStyle === 'bars' ? hlHi - 40 : hlHi - 24
  const gBot = grilleStyle === 'bars' ? hlLo - 10 : hlLo - 290
  const [gwTop, gwBot] = grilleStyle === 'bars' ? [W * 0.2, W * 0.22] : [W * 0.22, W * 0.28]
  const grille = [[-gwTop, gTop, 50], [gwTop, gTop, 50], [gwBot, gBot, 70], [-gwBot, gBot, 70]]
  const intakeTop = grilleStyle === 'bars' ? gBot - 150 : m.clearance + 230
  const intake = [[-W * 0.3, intakeTop, 40], [W * 0.3, intakeTop, 40], [W * 0.34, m.clearance + 50, 60], [-W * 0.34, m.clearance + 50, 60]]
  face(true, (ctx) => {
    fill(ctx, grille, '#0b0c0e')
    fill(ctx, intake, '#0d0e10')
    ctx.save()
    pathOf(ctx, rounded(intake, 8))
    ctx.clip()
    for (let y = m.clearance + 80; y < intakeTop - 20; y += 34) stroke(ctx, [[-W * 0.34, y], [W * 0.34, y]], '#2a2d32', 9)
    ctx.restore()
    if (grilleStyle === 'mesh') {
      ctx.save()
      pathOf(ctx, rounded(grille, 8))
      ctx.clip()
      for (let x = -W * 0.6; x < W * 0.6; x += 30) {
        stroke(ctx, [[x, gBot], [x + (gTop - gBot), gTop]], '#3b3f45', 4)
        stroke(ctx, [[x, gBot], [x - (gTop - gBot), gTop]], '#3b3f45', 4)
      }
      ctx.restore()
    }
    mirrorX(ctx, () => {
      rrect(ctx, W * 0.37, m.clearance + 90, W * 0.08, 150, 30) // air curtain
      ctx.fillStyle = '#0d0e10'
      ctx.fill()
    })
  }, mats.trim)
  face(true, (ctx) => {
    ctx.fillStyle = '#fff'
    pathOf(ctx, rounded(grille, 8))
    ctx.lineWidth = 12
    ctx.strokeStyle = '#fff'
    ctx.stroke()
    ctx.save()
    ctx.clip()
    if (grilleStyle === 'bars') {
      for (let k = 1; k <= 3; k++) stroke(ctx, [[-W * 0.3, gBot + ((gTop - gBot) * k) / 4], [W * 0.3, gBot + ((gTop - gBot) * k) / 4]], '#fff', 11)
    } else if (grilleStyle === 'slats') {
      for (let y = gBot + 40; y < gTop - 15; y += 48) stroke(ctx, [[-W * 0.3, y], [W * 0.3, y]], '#fff', 10)
    }
    ctx.restore()
    // the sedan's top bar runs on into the headlamps
    if (grilleStyle === 'bars') stroke(ctx, [[-W * 0.25, gTop - 8], [W * 0.25, gTop - 8]], '#fff', 12)
    stroke(ctx, [[-W * 0.31, m.clearance + 62], [W * 0.31, m.clearance + 62]], '#fff', 8)
  }, mats.chrome)
  // tail lamps: a dark red lens that wraps round the corner, an LED outline on its top and inner
  // edges and thin light blades inside; the SUVs' lamps are joined by a lit bar, the sedan's by a
  // chrome strip on the boot lid; reflectors in the dark diffuser below
  const taillamp = [[W * 0.17, tlHi - 6, 20], [W * 0.5, tlHi, 30], [W * 0.5, tlLo, 30], [W * 0.25, tlLo + 30, 20]]
  const through = m.kind !== 'sedan' && m.L > 4500
  face(false, (ctx) => {
    mirrorX(ctx, () => {
      fill(ctx, taillamp, '#3a050b')
      stroke(ctx, [[W * 0.49, tlHi - 18], [W * 0.215, tlHi - 22], [W * 0.28, tlLo + 56]], '#ff2a3c', 12)
      for (let k = 1; k <= 3; k++) {
        const y = tlHi - 22 - ((tlHi - tlLo - 60) * k) / 4
        stroke(ctx, [[W * (0.3 + 0.02 * k), y], [W * 0.48, y + 6]], '#e0192d', 6)
      }
      ctx.fillStyle = '#7a0a16'
      rrect(ctx, W * 0.36, m.clearance + 140, W * 0.09, 32, 12) // reflector
      ctx.fill()
    })
    if (through) stroke(ctx, [[-W * 0.2, tlHi - 20], [W * 0.2, tlHi - 20]], '#ff2a3c', 10)
  }, mats.lamp)
  face(false, (ctx) => {
    ctx.fillStyle = '#141517'
    rrect(ctx, -W * 0.42, m.clearance + 20, W * 0.84, 230, 50)
    ctx.fill()
    ctx.fillStyle = '#26282c'
    rrect(ctx, -260, tlLo - (through ? 300 : 330), 520, 130, 14) // plate recess, no text
    ctx.fill()
  }, mats.trim)
  face(false, (ctx) => {
    if (!through) stroke(ctx, [[-W * 0.19, tlLo + 30], [W * 0.19, tlLo + 30]], '#fff', 12)
    stroke(ctx, [[-W * 0.3, m.clearance + 250], [W * 0.3, m.clearance + 250]], '#fff', 7)
  }, mats.chrome)

  // --- windscreen, rear window, panoramic roof, black roof: projected along their normals
  const slope = (p0, p1, draw, mat, depth = 0.5) => {
    const a = toWorld(p0[0], p0[1])
    const b = toWorld(p1[0], p1[1])
    const d = b.clone().sub(a)
    const len = d.length()
    d.normalize()
    const n = new THREE.Vector3(-d.y, d.x, 0)
    const basis = new THREE.Matrix4().makeBasis(new THREE.Vector3(0, 0, 1), d, n)
    const e = new THREE.Euler().setFromRotationMatrix(basis)
    const c = a.clone().add(b).multiplyScalar(0.5)
    const tex = mmTexture(-W / 2 - 40, W / 2 + 40, -40, len / MM + 40, draw, 1024)
    addDecal(c.clone().add(d.clone().multiplyScalar(0)), e, new THREE.Vector3((W + 80) * MM, len + 0.08, depth), mat(tex))
  }
  const halfAt = (x, y) => {
    const s = shape.span(x)
    return s ? shape.halfWidth(x, y, s[0], s[1]) : 0
  }
  const pane = (p0, p1, inset) => (ctx) => {
    const len = Math.hypot(p1[0] - p0[0], p1[1] - p0[1])
    const w0 = halfAt(p0[0] + 30, p0[1]) - inset
    const w1 = halfAt(p1[0] - 30, p1[1]) - inset - 60
    ctx.fillStyle = '#fff'
    pathOf(ctx, rounded([[-w0, 30, 60], [w0, 30, 60], [w1, len - 30, 140], [-w1, len - 30, 140]], 10))
    ctx.fill()
  }
  slope(m.screen[0], m.screen[1], pane(m.screen[0], m.screen[1], 80), mats.glass)
  slope(m.backlight[0], m.backlight[1], pane(m.backlight[0], m.backlight[1], 110), mats.glass)
  // roof seen from above: projected down, texture u = lateral, v = along the car (front at the top)
  const [r0, r1] = [m.screen[1][0], m.backlight[0][0]]
  const top = (draw, mat) => {
    const tex = mmTexture(-W / 2 - 40, W / 2 + 40, r0 - 200, r1 + 200, draw, 1024)
    const e = new THREE.Euler().setFromRotationMatrix(new THREE.Matrix4().makeBasis(new THREE.Vector3(0, 0, 1), new THREE.Vector3(1, 0, 0), new THREE.Vector3(0, 1, 0)))
    addDecal(toWorld((r0 + r1) / 2, H - 150), e, new THREE.Vector3((W + 80) * MM, (r1 - r0 + 400) * MM, 0.6), mat(tex))
  }
  // the texture's v runs along +x (rearwards); canvas y up = rearwards
  const roofDecal = (() => {
    const before = car.children.length
    top((ctx) => {
      ctx.fillStyle = '#fff'
      const rw = halfAt((r0 + r1) / 2, H - 40) + 40
      rrect(ctx, -rw, r0 - 120, 2 * rw, r1 - r0 + 240, 100)
      ctx.fill()
    }, mats.roof)
    return car.children[before]
  })()
  if (m.kind === 'suv' && m.L > 4300) {
    top((ctx) => {
      ctx.fillStyle = '#fff'
      const rw = halfAt((r0 + r1) / 2, H - 40) * 0.62
      rrect(ctx, -rw, r0 + 150, 2 * rw, (r1 - r0) * 0.62, 90)
      ctx.fill()
    }, mats.glass)
  }

  // --- the SUV's roof ends in a spoiler whose lip overhangs the raked rear screen
  const blackGloss = new THREE.MeshPhysicalMaterial({ color: '#0b0c0e', metalness: 0.3, roughness: 0.3, clearcoat: 1, clearcoatRoughness: 0.03 })
  let spoiler = null
  if (m.kind !== 'sedan') {
    const [gx, gy] = m.backlight[0]
    const topAt = (x) => shape.span(x)[1]
    const x0 = gx - 320
    const profile = new THREE.Shape([
      [x0, topAt(x0) - 40], [x0, topAt(x0) + 1], [gx - 60, topAt(gx - 60) + 7], [gx + 48, gy + 12],
      [gx + 58, gy - 2], [gx + 40, gy - 16], [gx - 20, gy - 34],
    ].map(([x, y]) => new THREE.Vector2((x - L / 2) * MM, y * MM)))
    const half = halfAt(gx - 60, gy) - 60
    const g = new THREE.ExtrudeGeometry(profile, { depth: 2 * (half - 14) * MM, bevelEnabled: true, bevelThickness: 0.014, bevelSize: 0.004, bevelSegments: 4, curveSegments: 8 })
    g.translate(0, 0, -(half - 14) * MM)
    spoiler = new THREE.Mesh(g, paint)
    car.add(spoiler)
  }

  // --- mirrors
  const mirror = m.mirror
  const mx = mirror.reduce((s, p) => s + p[0], 0) / mirror.length
  const my = shape.belt(mx) + 70
  const cups = []
  for (const s of [1, -1]) {
    const hz = halfAt(mx, my)
    const cup = new THREE.Mesh(new THREE.SphereGeometry(1, 32, 20), paint)
    cups.push(cup)
    cup.scale.set(0.09, 0.06, 0.12)
    cup.position.copy(toWorld(mx + 60, my, s * (hz + 95)))
    car.add(cup)
    const stem = new THREE.Mesh(new RoundedBoxGeometry(0.1, 0.035, 0.12, 2, 0.012), mats.dark)
    stem.position.copy(toWorld(mx, my - 50, s * (hz + 10)))
    car.add(stem)
  }
  /** Repaint without rebuilding: body colour, and the black roof (with black mirror caps) or not. */
  const repaint = (hex, name, black) => {
    paint.color.set(PAINT[name]?.tint ?? hex)
    Object.assign(paint, { metalness: PAINT[name]?.metalness ?? 0.5, roughness: PAINT[name]?.roughness ?? 0.32 })
    roofDecal.visible = black
    for (const cup of cups) cup.material = black ? mats.dark : paint
    if (spoiler) spoiler.material = black ? blackGloss : paint
  }
  repaint(colorHex, colorName, blackRoof)
  return { car, shape, repaint, H }
}

export function buildScene(m, colorHex, colorName, opts) {
  const scene = new THREE.Scene()
  const group = new THREE.Group()
  scene.add(group)
  const { car, shape, repaint, H } = buildCar(m, colorHex, colorName, opts)
  group.add(car)
  const L = m.L
  const W = m.W
  // arch liners
  const liner = new THREE.MeshStandardMaterial({ color: '#0a0a0b', roughness: 0.95, side: THREE.DoubleSide })
  for (const wx of shape.wheels) {
    const half = shape.halfWidth(wx, m.wheelR + m.archR * 0.7, ...shape.span(wx))
    const g = new THREE.CylinderGeometry((m.archR - 6) * MM, (m.archR - 6) * MM, 2 * (half - 30) * MM, 64, 1, true, Math.PI / 2 - 0.35, Math.PI + 0.7)
    g.rotateX(Math.PI / 2)
    const mesh = new THREE.Mesh(g, liner)
    mesh.position.set((wx - L / 2) * MM, m.wheelR * MM, 0)
    group.add(mesh)
  }
  // wheels
  const mats = {
    rubber: new THREE.MeshPhysicalMaterial({ color: '#141414', roughness: 0.82, metalness: 0, sheen: 0.3, sheenColor: '#333333', side: THREE.DoubleSide }),
    rim: new THREE.MeshPhysicalMaterial({ ...(RIM_TONES[m.rim.tone] ?? RIM_TONES.silver), clearcoat: 0.6 }),
    cap: new THREE.MeshStandardMaterial({ color: '#1a1b1e', metalness: 0.6, roughness: 0.3 }),
    barrel: new THREE.MeshStandardMaterial({ color: '#1d1e21', metalness: 0.5, roughness: 0.6, side: THREE.DoubleSide }),
    disc: new THREE.MeshStandardMaterial({ color: '#6d7076', metalness: 1, roughness: 0.45 }),
    caliper: new THREE.MeshStandardMaterial({ color: m.calipers ?? '#2a2c30', metalness: 0.2, roughness: 0.4 }),
  }
  for (const wx of shape.wheels) {
    for (const s of [1, -1]) {
      const half = shape.halfWidth(wx, m.wheelR, ...shape.span(wx - m.archR - 20))
      const w = wheel(m, s, mats)
      w.position.set((wx - L / 2) * MM, m.wheelR * MM, s * (half - 25 - 235 / 2) * MM)
      group.add(w)
    }
  }
  // roof rails
  if (m.roofRails) {
    const railMat = new THREE.MeshStandardMaterial({ color: m.roofRails === 'silver' ? '#c8cbd0' : '#141517', metalness: m.roofRails === 'silver' ? 1 : 0.3, roughness: 0.3 })
    const x0 = m.screen[1][0] + 150
    const x1 = m.backlight[0][0] - 60
    for (const s of [1, -1]) {
      const pts = []
      for (let k = 0; k <= 16; k++) {
        const x = x0 + ((x1 - x0) * k) / 16
        const sp = shape.span(x)
        const lift = Math.sin((k / 16) * Math.PI) ** 0.3 * 45
        pts.push(new THREE.Vector3((x - L / 2) * MM, (sp[1] - 30 + lift) * MM, s * (shape.halfWidth(x, sp[1] - 60, ...sp) - 170) * MM))
      }
      group.add(new THREE.Mesh(new THREE.TubeGeometry(new THREE.CatmullRomCurve3(pts), 64, 0.016, 12), railMat))
    }
  }
  // soft contact shadow, baked: a wide blurred footprint and a dark patch under each tyre
  const pad = 900
  const tex = mmTexture(-pad, L + pad, -W / 2 - pad, W / 2 + pad, (ctx) => {
    ctx.fillStyle = '#000'
    ctx.fillRect(-pad, -W / 2 - pad, L + 2 * pad, W + 2 * pad)
    ctx.fillStyle = '#fff'
    ctx.filter = 'blur(34px)'
    ctx.globalAlpha = 0.5
    rrect(ctx, 60, -W / 2 + 40, L - 120, W - 80, 300)
    ctx.fill()
    ctx.filter = 'blur(12px)'
    ctx.globalAlpha = 0.45
    rrect(ctx, 250, -W / 2 + 170, L - 500, W - 340, 200)
    ctx.fill()
    ctx.filter = 'blur(5px)'
    ctx.globalAlpha = 0.9
    for (const wx of shape.wheels) {
      for (const s of [1, -1]) {
        const half = shape.halfWidth(wx, m.wheelR, ...shape.span(wx - m.archR - 20))
        const zc = s * (half - 25 - 235 / 2)
        rrect(ctx, wx - 190, zc - 125, 380, 250, 90)
        ctx.fill()
      }
    }
  }, 1024)
  tex.colorSpace = THREE.NoColorSpace
  const shadow = new THREE.Mesh(
    new THREE.PlaneGeometry((L + 2 * pad) * MM, (W + 2 * pad) * MM),
    new THREE.MeshBasicMaterial({ color: '#000', alphaMap: tex, transparent: true, depthWrite: false, toneMapped: false }),
  )
  shadow.rotation.x = -Math.PI / 2
  shadow.position.y = 0.002
  shadow.renderOrder = -1
  shadow.name = 'shadow'
  group.add(shadow)
  return { scene, group, repaint, H }
}


// ------------------------------------------------------------------ the cabin

/** Canvas texture in pixels (for the screen and the view through the windscreen). */
function pxTexture(w, h, draw) {
  const canvas = document.createElement('canvas')
  canvas.width = w
  canvas.height = h
  draw(canvas.getContext('2d'))
  const tex = new THREE.CanvasTexture(canvas)
  tex.colorSpace = THREE.SRGBColorSpace
  tex.anisotropy = 8
  return tex
}

/**
 * The cabin seen from the middle of the rear seat (left-hand drive): dashboard with a trim strip
 * and ambient light, the wide floating screen (cluster and infotainment, no text), steering wheel,
 * centre console, the two front seats, door panels, headliner, and a morning road beyond the glass.
 * World: x lateral (driver at -x), y up, z towards the rear; the camera looks down -z.
 */
export function buildInterior(m, t) {
  const scene = new THREE.Scene()
  const W = (m.W - 180) * MM // cabin width inside the doors
  const mat = {
    dash: new THREE.MeshPhysicalMaterial({ color: '#1b1c1f', roughness: 0.62, sheen: 0.4, sheenColor: '#3a3d42' }),
    dashTop: new THREE.MeshPhysicalMaterial({ color: '#141517', roughness: 0.75 }),
    trim: new THREE.MeshPhysicalMaterial({ color: t.trim, metalness: 0.85, roughness: 0.3 }),
    glow: new THREE.MeshBasicMaterial({ color: new THREE.Color(t.glow).multiplyScalar(1.6) }),
    seat: new THREE.MeshPhysicalMaterial({ color: t.seat, roughness: 0.62, sheen: 0.6, sheenColor: t.edge }),
    seatEdge: new THREE.MeshPhysicalMaterial({ color: t.edge, roughness: 0.5, sheen: 0.5, sheenColor: '#ffffff' }),
    black: new THREE.MeshPhysicalMaterial({ color: '#0c0d0f', roughness: 0.35, clearcoat: 0.6 }),
    piano: new THREE.MeshPhysicalMaterial({ color: '#050506', roughness: 0.08, clearcoat: 1 }),
    headliner: new THREE.MeshStandardMaterial({ color: '#b9b4ab', roughness: 0.95, side: THREE.DoubleSide }),
    door: new THREE.MeshPhysicalMaterial({ color: '#202226', roughness: 0.6, sheen: 0.3, sheenColor: '#444' }),
    metal: new THREE.MeshStandardMaterial({ color: '#c9ccd1', metalness: 1, roughness: 0.25 }),
  }
  const add = (geo, material, [x, y, z], rot = [0, 0, 0]) => {
    const mesh = new THREE.Mesh(geo, material)
    mesh.position.set(x, y, z)
    mesh.rotation.set(...rot)
    scene.add(mesh)
    return mesh
  }
  const box = (w, h, d, r) => new RoundedBoxGeometry(w, h, d, 5, Math.min(r, w / 2, h / 2, d / 2) - 1e-4)

  // outside: sky, haze, a road to the horizon (unlit, seen through the glass)
  const outside = pxTexture(1024, 512, (ctx) => {
    const sky = ctx.createLinearGradient(0, 0, 0, 300)
    sky.addColorStop(0, '#8fbde3')
    sky.addColorStop(1, '#eef1ec')
    ctx.fillStyle = sky
    ctx.fillRect(0, 0, 1024, 300)
    const sun = ctx.createRadialGradient(760, 170, 10, 760, 170, 320)
    sun.addColorStop(0, 'rgba(255,244,214,0.95)')
    sun.addColorStop(1, 'rgba(255,244,214,0)')
    ctx.fillStyle = sun
    ctx.fillRect(0, 0, 1024, 300)
    ctx.fillStyle = '#9fae8c'
    ctx.fillRect(0, 300, 1024, 212)
    ctx.fillStyle = '#6b7077'
    ctx.beginPath()
    ctx.moveTo(496, 300)
    ctx.lineTo(528, 300)
    ctx.lineTo(1024, 512)
    ctx.lineTo(0, 512)
    ctx.fill()
    ctx.fillStyle = 'rgba(170,184,196,0.6)'
    for (let x = 40, i = 0; x < 1000; i++) {
      const bw = 26 + ((i * 37) % 30)
      const bh = 20 + ((i * 53) % 46)
      ctx.fillRect(x, 300 - bh, bw, bh)
      x += bw + 12 + ((i * 13) % 16)
    }
    // out of focus, as beyond the glass of a cabin photographed from the rear seat
    ctx.filter = 'blur(6px)'
    ctx.drawImage(ctx.canvas, 0, 0)
    ctx.filter = 'none'
  })
  add(new THREE.PlaneGeometry(9, 4.5), new THREE.MeshBasicMaterial({ map: outside, toneMapped: false }), [0, 1.0, -3.2])

  // shell: the roof (headliner, the header over the windscreen, side rails) joined to the dash by
  // the A-pillars; door panels, floor
  const roofY = 1.47
  const screenTop = -0.5
  add(new THREE.PlaneGeometry(W + 0.1, 2.2), mat.headliner, [0, roofY + 0.03, screenTop + 1.1], [Math.PI / 2, 0, 0])
  /** A rounded beam from a to b (pillars, rails). */
  const beam = (a, b, w, d, material) => {
    const A = new THREE.Vector3(...a)
    const B = new THREE.Vector3(...b)
    const mesh = new THREE.Mesh(box(w, d, A.distanceTo(B), Math.min(w, d) / 2.5), material)
    mesh.position.copy(A).add(B).multiplyScalar(0.5)
    mesh.lookAt(B)
    scene.add(mesh)
  }
  add(box(W - 0.1, 0.07, 0.14, 0.03), mat.headliner, [0, roofY, screenTop])
  for (const s of [-1, 1]) {
    const top = [s * (W / 2 - 0.1), roofY, screenTop]
    beam([s * (W / 2 - 0.04), 0.9, -1.32], top, 0.17, 0.08, mat.headliner)
    beam(top, [s * (W / 2 - 0.07), roofY, 1.6], 0.12, 0.08, mat.headliner)
    // the B-pillar beside the front seats, leaning in with the roof
    beam([s * (W / 2), 0.92, 0.02], [s * (W / 2 - 0.08), roofY + 0.02, -0.02], 0.06, 0.16, mat.headliner)
    add(box(0.08, 0.86, 2.2, 0.04), mat.door, [s * (W / 2), 0.54, -0.2])
    add(box(0.1, 0.06, 1.8, 0.03), mat.trim, [s * (W / 2 - 0.04), 0.97, -0.3])
    add(box(0.05, 0.012, 1.6, 0.006), mat.glow, [s * (W / 2 - 0.09), 0.93, -0.3])
  }
  add(new THREE.PlaneGeometry(W, 3), mat.door, [0, 0.2, 0], [-Math.PI / 2, 0, 0])

  // dashboard: a soft slab across the car, trim strip and ambient light line on its face
  const dashZ = -1.05
  add(box(W, 0.34, 0.62, 0.12), mat.dash, [0, 0.74, dashZ])
  add(box(W - 0.02, 0.08, 0.5, 0.04), mat.dashTop, [0, 0.92, dashZ - 0.06])
  add(box(W - 0.1, 0.05, 0.02, 0.01), mat.trim, [0, 0.78, dashZ + 0.31])
  add(box(W - 0.12, 0.008, 0.01, 0.004), mat.glow, [0, 0.748, dashZ + 0.315])
  for (const x of [-W / 2 + 0.16, W / 2 - 0.16, -0.12, 0.12]) add(box(0.2, 0.05, 0.03, 0.012), mat.piano, [x, 0.69, dashZ + 0.31])

  // the floating screen: cluster on the left, infotainment on the right, under one glass
  const screen = pxTexture(1400, 300, (ctx) => {
    const bg = ctx.createLinearGradient(0, 0, 1400, 300)
    bg.addColorStop(0, '#0d1724')
    bg.addColorStop(1, '#05080d')
    ctx.fillStyle = bg
    ctx.fillRect(0, 0, 1400, 300)
    const gauge = (cx, frac, col) => {
      ctx.lineCap = 'round'
      ctx.lineWidth = 14
      ctx.strokeStyle = '#1f2a36'
      ctx.beginPath()
      ctx.arc(cx, 160, 84, Math.PI * 0.8, Math.PI * 2.2)
      ctx.stroke()
      ctx.strokeStyle = col
      ctx.beginPath()
      ctx.arc(cx, 160, 84, Math.PI * 0.8, Math.PI * (0.8 + 1.4 * frac))
      ctx.stroke()
    }
    gauge(150, 0.62, t.glow)
    gauge(520, 0.4, '#7ed6a5')
    ctx.fillStyle = '#2f3d4c'
    ctx.beginPath()
    ctx.moveTo(320, 240)
    ctx.lineTo(350, 80)
    ctx.lineTo(360, 80)
    ctx.lineTo(390, 240)
    ctx.fill()
    // infotainment: a map with roads and a route, tiles below
    ctx.fillStyle = '#16283a'
    ctx.fillRect(720, 24, 640, 200)
    ctx.strokeStyle = '#2c4660'
    ctx.lineWidth = 6
    for (const [a, b, c, d] of [[720, 80, 1360, 140], [800, 24, 900, 224], [1040, 24, 1160, 224], [720, 190, 1360, 60]]) {
      ctx.beginPath()
      ctx.moveTo(a, b)
      ctx.lineTo(c, d)
      ctx.stroke()
    }
    ctx.strokeStyle = t.glow
    ctx.lineWidth = 8
    ctx.beginPath()
    ctx.moveTo(860, 210)
    ctx.lineTo(900, 120)
    ctx.lineTo(1100, 100)
    ctx.lineTo(1180, 40)
    ctx.stroke()
    ctx.fillStyle = '#1b2a3a'
    for (let i = 0; i < 4; i++) ctx.fillRect(720 + i * 165, 240, 145, 44)
  })
  const screenMat = new THREE.MeshPhysicalMaterial({ map: screen, emissive: '#ffffff', emissiveMap: screen, emissiveIntensity: 0.75, roughness: 0.05, clearcoat: 1 })
  add(box(1.02, 0.24, 0.025, 0.02), mat.piano, [0.08, 1.02, dashZ + 0.2], [-0.12, 0, 0])
  add(new THREE.PlaneGeometry(1.0, 0.22), screenMat, [0.08, 1.02, dashZ + 0.215], [-0.12, 0, 0])

  // steering wheel (left-hand drive): rim, hub, three spokes
  const wheel = new THREE.Group()
  wheel.add(new THREE.Mesh(new THREE.TorusGeometry(0.185, 0.022, 24, 96), mat.black))
  const hub = new THREE.Mesh(box(0.13, 0.09, 0.05, 0.02), mat.black)
  wheel.add(hub)
  for (const [a, len] of [[0, 0.16], [Math.PI, 0.16], [-Math.PI / 2, 0.14]]) {
    const spoke = new THREE.Mesh(box(len, 0.035, 0.02, 0.01), mat.black)
    spoke.position.set(Math.cos(a) * (len / 2 + 0.03), Math.sin(a) * (len / 2 + 0.03), 0)
    spoke.rotation.z = a
    wheel.add(spoke)
  }
  const badge = new THREE.Mesh(new THREE.CylinderGeometry(0.022, 0.022, 0.008, 32), mat.metal)
  badge.rotation.x = Math.PI / 2
  badge.position.z = 0.028
  wheel.add(badge)
  wheel.position.set(-W / 2 + 0.42, 0.98, dashZ + 0.5)
  wheel.rotation.x = -0.35
  scene.add(wheel)
  add(new THREE.CylinderGeometry(0.03, 0.04, 0.3, 24), mat.black, [-W / 2 + 0.42, 0.9, dashZ + 0.36], [Math.PI / 2 - 0.35, 0, 0])

  // centre console with the gear selector and a trim rail
  add(box(0.3, 0.26, 0.9, 0.06), mat.dash, [0, 0.5, dashZ + 0.7])
  add(box(0.26, 0.02, 0.7, 0.01), mat.piano, [0, 0.64, dashZ + 0.72])
  add(box(0.31, 0.02, 0.88, 0.01), mat.trim, [0, 0.61, dashZ + 0.7])
  add(new THREE.CapsuleGeometry(0.022, 0.05, 6, 16), mat.metal, [0, 0.69, dashZ + 0.62])

  // front seats, seen from behind: a sculpted backrest (wider at the shoulders) between rounded
  // side bolsters, a back panel with a map pocket, stitched seams, headrest on two posts
  // the thread's colour half sunk into the leather: it reads as stitching without a hard line
  const stitchMat = new THREE.MeshStandardMaterial({ color: new THREE.Color(t.stitch).lerp(new THREE.Color(t.edge), 0.45), roughness: 0.6 })
  /** A stitched seam: a fine raised thread along a polyline (in the seat's coordinates). */
  const seam = (points) => new THREE.Mesh(new THREE.TubeGeometry(new THREE.CatmullRomCurve3(points.map((p) => new THREE.Vector3(...p))), 48, 0.0022, 4), stitchMat)
  const backShape = (hw, h, shoulder) => {
    const sh = new THREE.Shape()
    sh.moveTo(-hw * 0.9, -h / 2)
    sh.lineTo(hw * 0.9, -h / 2)
    sh.bezierCurveTo(hw, -h / 4, shoulder, h / 6, shoulder, h / 3)
    sh.quadraticCurveTo(shoulder, h / 2, shoulder - 0.09, h / 2)
    sh.lineTo(-shoulder + 0.09, h / 2)
    sh.quadraticCurveTo(-shoulder, h / 2, -shoulder, h / 3)
    sh.bezierCurveTo(-shoulder, h / 6, -hw, -h / 4, -hw * 0.9, -h / 2)
    return sh
  }
  const extrude = (shape, depth, bevel) => new THREE.ExtrudeGeometry(shape, { depth, bevelEnabled: true, bevelThickness: bevel, bevelSize: bevel, bevelSegments: 5, curveSegments: 24 })
  for (const s of [-1, 1]) {
    const x = s * (W / 4 + 0.05)
    const seat = new THREE.Group()
    const cushion = new THREE.Mesh(box(0.5, 0.12, 0.52, 0.05), mat.seat)
    cushion.position.y = 0.42
    seat.add(cushion)
    const back = new THREE.Group()
    const front = new THREE.Mesh(extrude(backShape(0.2, 0.64, 0.235), 0.06, 0.035), mat.seat)
    front.position.z = -0.06
    back.add(front)
    for (const b of [-1, 1]) {
      const bolster = new THREE.Mesh(new THREE.CapsuleGeometry(0.045, 0.42, 8, 16), mat.seat)
      bolster.position.set(b * 0.215, -0.03, -0.01)
      bolster.rotation.z = b * -0.08
      back.add(bolster)
    }
    const panel = new THREE.Mesh(extrude(backShape(0.18, 0.58, 0.21), 0.01, 0.02), mat.seatEdge)
    panel.position.set(0, -0.01, 0.035)
    back.add(panel)
    const pocket = new THREE.Mesh(box(0.28, 0.15, 0.02, 0.01), mat.black)
    pocket.position.set(0, -0.17, 0.075)
    back.add(pocket)
    // seams: across the back panel's shoulders and the headrest (straight: cheap to encode)
    const z = 0.068
    back.add(seam([[-0.2, 0.16, z], [0, 0.165, z + 0.003], [0.2, 0.16, z]]))
    const head = new THREE.Mesh(box(0.27, 0.18, 0.1, 0.05), mat.seat)
    head.position.set(0, 0.45, 0)
    back.add(head)
    back.add(seam([[-0.11, 0.45, 0.051], [0, 0.453, 0.052], [0.11, 0.45, 0.051]]))
    for (const px of [-0.06, 0.06]) {
      const post = new THREE.Mesh(new THREE.CylinderGeometry(0.006, 0.006, 0.1, 8), mat.metal)
      post.position.set(px, 0.35, 0)
      back.add(post)
    }
    back.position.set(0, 0.74, 0.24)
    back.rotation.x = -0.2
    seat.add(back)
    seat.position.set(x, 0, -0.05)
    scene.add(seat)
  }
  // rear-view mirror
  add(box(0.26, 0.07, 0.03, 0.02), mat.black, [0, 1.3, -1.2])
  return scene
}

window.setupInterior = (model, trim) => {
  ensureRenderer(16, 16)
  const scene = buildInterior(model, trim)
  scene.environment = cabinEnv
  scene.environmentIntensity = 0.55
  const sun = new THREE.DirectionalLight('#fff3de', 1.6)
  sun.position.set(1.5, 3, -4)
  scene.add(sun)
  current = { scene, group: new THREE.Group(), model: null, camera: 'interior' }
  current.group.add(new THREE.Object3D())
}

/** The cabin shot: from the middle of the rear seat, looking forward over the front seats. */
window.interiorShot = ({ width, height }) => {
  ensureRenderer(width, height)
  const camera = new THREE.PerspectiveCamera(50, width / height, 0.05, 20)
  camera.position.set(0, 1.3, 1.3)
  camera.lookAt(0, 0.98, -1.2)
  renderer.render(current.scene, camera)
  return renderer.domElement.toDataURL('image/png')
}

// ------------------------------------------------------------------ page API

let renderer = null
let envTexture = null
let cabinEnv = null

function ensureRenderer(w, h) {
  if (!renderer) {
    renderer = new THREE.WebGLRenderer({ antialias: new URLSearchParams(location.search).get('aa') !== '0', alpha: true, preserveDrawingBuffer: true })
    renderer.setPixelRatio(1)
    renderer.toneMapping = THREE.NeutralToneMapping
    renderer.toneMappingExposure = 1.0
    renderer.outputColorSpace = THREE.SRGBColorSpace
    renderer.setClearColor(0x000000, 0)
    document.body.appendChild(renderer.domElement)
    const pmrem = new THREE.PMREMGenerator(renderer)
    // RoomEnvironment plus long soft strips at eye height: the horizon line a studio paints on a car's flanks
    const room = new RoomEnvironment()
    const strip = new THREE.MeshBasicMaterial({ color: new THREE.Color(1, 1, 1).multiplyScalar(14) })
    const strips = []
    for (const [x, z, ry] of [[0, 13, 0], [0, -13, 0], [-13, 0, Math.PI / 2], [13, 0, Math.PI / 2]]) {
      const m = new THREE.Mesh(new THREE.BoxGeometry(20, 1.4, 0.2), strip)
      m.position.set(x, 1.2, z)
      m.rotation.y = ry
      room.add(m)
      strips.push(m)
    }
    cabinEnv = pmrem.fromScene(room, 0.02).texture
    // the car's studio: the strips just above the horizon over a dark floor and lower walls (the
    // room sits 3.5 m down): the flanks below the character line turn towards the dark and shade
    // off, the shoulders above catch the strips and the ceiling
    for (const m of strips) m.position.y = 4.1
    const dark = new THREE.MeshBasicMaterial({ color: '#0c0d0f', side: THREE.BackSide })
    const band = new THREE.Mesh(new THREE.CylinderGeometry(14.5, 14.5, 4.4, 64, 1, true), dark)
    band.position.y = 1.1
    room.add(band)
    const floor = new THREE.Mesh(new THREE.CircleGeometry(14.5, 64), dark)
    floor.rotation.x = Math.PI / 2
    floor.position.y = -0.9
    room.add(floor)
    envTexture = pmrem.fromScene(room, 0.02).texture
  }
  renderer.setSize(w, h, false)
  return renderer
}

let current = null

/** Build the car for one model and colour (kept until the next setup). */
window.setupCar = (model, colorHex, colorName, opts = {}) => {
  ensureRenderer(16, 16)
  if (current?.model === model.title) {
    current.repaint(colorHex, colorName, Boolean(opts.blackRoof))
    return 'repainted'
  }
  current = { ...buildScene(model, colorHex, colorName, opts), model: model.title }
  current.scene.environment = envTexture
  current.scene.environmentRotation.set(0, 0.6, 0)
  current.scene.environmentIntensity = 0.6
  // a high key light: the shoulders and the bonnet face it, the flanks below the crease turn away
  const key = new THREE.DirectionalLight('#ffffff', 2.4)
  key.position.set(-2, 8, 3)
  current.scene.add(key)
  return renderer.getContext().getParameter(renderer.getContext().RENDERER)
}

/**
 * One frame: yaw in degrees (0 = side view, front to the left; positive turns the front toward
 * the camera), the camera's elevation in degrees, the framing width in metres at the car.
 */
window.shot = ({ width, height, yaw = 0, elevation = 8, frameWidth = 5.7, fov = 22, lookY = 0.72, offsetX = 0, shadow = true }) => {
  ensureRenderer(width, height)
  const camera = new THREE.PerspectiveCamera(fov, width / height, 0.1, 100)
  const hfov = 2 * Math.atan(Math.tan(((fov / 2) * Math.PI) / 180) * (width / height))
  const dist = frameWidth / 2 / Math.tan(hfov / 2)
  const el = (elevation * Math.PI) / 180
  camera.position.set(offsetX, lookY + dist * Math.sin(el), dist * Math.cos(el))
  camera.lookAt(offsetX, lookY, 0)
  current.group.rotation.y = (yaw * Math.PI) / 180
  current.group.getObjectByName('shadow').visible = shadow
  renderer.render(current.scene, camera)
  return renderer.domElement.toDataURL('image/png')
}

window.rendererReady = true
