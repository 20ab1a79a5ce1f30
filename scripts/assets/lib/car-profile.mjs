// Side-profile car illustration: a layered SVG drawn in millimetre space (y up) from the
// model geometry in models.mjs. carProfile() returns defs + body to be placed by the caller
// with placeCar(), which maps millimetres to pixels.

import { MODELS, PAINT } from './models.mjs'
import { flattenRounded, interp, outlineOf, wheelsOf } from './geometry.mjs'
import { f, linGrad, poly, roundedPath } from './util.mjs'

const CLAD = '#1b1d21'
const GLASS_TOP = '#46525e'
const GLASS_BOTTOM = '#0b0f14'

/** Points along a circle arc (degrees, y-up), for door cuts following the wheel arches. */
function arcPts(cx, cy, r, a0, a1, n = 12) {
  const pts = []
  for (let i = 0; i <= n; i++) {
    const a = ((a0 + ((a1 - a0) * i) / n) * Math.PI) / 180
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r])
  }
  return pts
}

const pathOf = (pts) => 'M' + pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')

/** Wheel: tyre, rim lip, brake disc and caliper, spokes by style, centre cap. */
export function wheelSvg(cx, cy, R, rimR, rim, caliper, uid, angle = 0) {
  const tone = {
    silver: { face: `url(#${uid}rimS)`, edge: '#f4f6f8', back: '#17191c' },
    twotone: { face: `url(#${uid}rimS)`, edge: '#eef1f4', back: '#1d2024' },
    dark: { face: `url(#${uid}rimD)`, edge: '#9aa1a9', back: '#111316' },
    gunmetal: { face: `url(#${uid}rimG)`, edge: '#b7bdc4', back: '#101215' },
  }[rim.tone]
  const spokes = []
  const spoke = (a, w0, w1, r0, r1, twist = 0) => {
    const c = Math.cos
    const s = Math.sin
    const t = (twist * Math.PI) / 180
    const p = [
      [cx + c(a - w0) * r0, cy + s(a - w0) * r0],
      [cx + c(a - w1 + t) * r1, cy + s(a - w1 + t) * r1],
      [cx + c(a + w1 + t) * r1, cy + s(a + w1 + t) * r1],
      [cx + c(a + w0) * r0, cy + s(a + w0) * r0],
    ]
    return poly(p)
  }
  const hub = rimR * 0.2
  const rr = rimR * 0.93
  const base = (angle * Math.PI) / 180
  let accentPaths = ''
  switch (rim.style) {
    case 'double5':
      for (let i = 0; i < 5; i++) {
        const a = base + (i / 5) * Math.PI * 2
        spokes.push(spoke(a - 0.13, 0.16, 0.05, hub, rr), spoke(a + 0.13, 0.16, 0.05, hub, rr))
      }
      break
    case 'spoke5':
      for (let i = 0; i < 5; i++) {
        const a = base + (i / 5) * Math.PI * 2
        spokes.push(spoke(a, 0.36, 0.15, hub, rr))
        accentPaths += `<path d="${spoke(a, 0.1, 0.05, hub * 1.3, rr * 0.92)}" fill="#2a2e33"/>`
      }
      break
    case 'thin10':
      for (let i = 0; i < 10; i++) {
        const a = base + (i / 10) * Math.PI * 2
        spokes.push(spoke(a, 0.12, 0.045, hub, rr, 8))
      }
      break
    case 'y6':
      for (let i = 0; i < 6; i++) {
        const a = base + (i / 6) * Math.PI * 2
        spokes.push(spoke(a, 0.22, 0.06, hub, rimR * 0.55))
        spokes.push(spoke(a - 0.1, 0.06, 0.05, rimR * 0.5, rr), spoke(a + 0.1, 0.06, 0.05, rimR * 0.5, rr))
      }
      break
    case 'multi10':
      for (let i = 0; i < 10; i++) {
        const a = base + (i / 10) * Math.PI * 2
        spokes.push(spoke(a, 0.14, 0.06, hub, rr, i % 2 ? 6 : -6))
      }
      break
    case 'turbine':
    default:
      for (let i = 0; i < 15; i++) {
        const a = base + (i / 15) * Math.PI * 2
        spokes.push(spoke(a, 0.1, 0.07, hub, rr, 14))
      }
      break
  }
  const cal = caliper
    ? `<path d="${roundedPath([
        ...arcPts(cx, cy, rimR * 0.78, 35, 80, 6).map((p) => [...p, 10]),
        ...arcPts(cx, cy, rimR * 0.5, 80, 35, 6).map((p) => [...p, 10]),
      ])}" fill="${caliper}"/>`
    : ''
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="url(#${uid}tyre)"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.965)}" fill="none" stroke="#2a2d31" stroke-width="${f(R * 0.025)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rimR)}" fill="${tone.edge}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rimR * 0.95)}" fill="${tone.back}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rimR * 0.8)}" fill="url(#${uid}disc)"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rimR * 0.3)}" fill="#2b2f34"/>` +
    cal +
    `<path d="${spokes.join('')}" fill="${tone.face}"/>` +
    accentPaths +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(hub * 1.15)}" fill="${tone.face}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(hub * 0.62)}" fill="#1c1f23" stroke="#c9ced4" stroke-width="${f(rimR * 0.02)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rimR * 0.955)}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="${f(rimR * 0.03)}"/>`
  )
}

/**
 * The side profile. options: { color, blackRoof, uid, rimLight (0..1), lights (0..1 glow),
 * wheelAngle } → { defs, body, L, H } in millimetres, y up, front at x = 0.
 */
export function carProfile(id, color, options = {}) {
  const m = MODELS[id]
  const uid = options.uid ?? `c${id.replace(/[^a-z0-9]/g, '')}${color}`
  const pal = PAINT[color]
  const out = outlineOf(m)
  const H = Math.max(...m.outline.map((p) => p[1]))
  const blackRoof = options.blackRoof ?? Boolean(m.twoTone?.[color])
  const rimLight = options.rimLight ?? 0.5
  const lights = options.lights ?? 0.6
  const wheels = wheelsOf(m)
  const belt = m.belt
  const beltAt = (x) => interp(belt, x)
  const cl = m.clearance

  // ---- vertical paint gradient: sky reflection above the shoulder, sharp horizon, ground below
  const span = H - cl
  const t = (y) => Math.max(0, Math.min(1, (H - y) / span))
  const tb = t(beltAt(m.L * 0.55))
  const tH = tb + 0.42 * (1 - tb)
  const paintStops = [
    [0, pal.hi],
    [Math.max(0, tb - 0.14), pal.base],
    [tb - 0.015, pal.base],
    [tb + 0.035, pal.hi],
    [tb + 0.09, pal.base],
    [tH - 0.08, pal.mid],
    [tH - 0.01, pal.mid],
    [tH + 0.05, pal.lo],
    [Math.min(0.93, tH + 0.2), pal.mid],
    [1, pal.deep],
  ].map(([o, c]) => [f(Math.max(0, Math.min(1, o))), c])

  const bodyD = roundedPath(m.outline)
  const flat = flattenRounded(m.outline)
  const archCut =
    `M-2000 -2000H${m.L + 2000}V${H + 2000}H-2000Z` +
    wheels.map(([x, y]) => `M${f(x - m.archR)} ${f(y)}a${m.archR} ${m.archR} 0 1 0 ${f(2 * m.archR)} 0a${m.archR} ${m.archR} 0 1 0 ${f(-2 * m.archR)} 0Z`).join('')

  const defs = [
    linGrad(`${uid}paint`, 0, H, 0, cl, paintStops, 'userSpaceOnUse'),
    linGrad(`${uid}side`, 0, 0, m.L, 0, [[0, '#000', 0.38], [0.1, '#000', 0], [0.86, '#000', 0], [1, '#000', 0.42]], 'userSpaceOnUse'),
    linGrad(`${uid}glass`, 0, H, 0, beltAt(2000), [[0, GLASS_TOP], [0.55, '#1a2129'], [1, GLASS_BOTTOM]], 'userSpaceOnUse'),
    linGrad(`${uid}hl`, 0, 0, 1, 0, [[0, '#ffffff'], [0.5, '#cfe3f2'], [1, '#5d6b78']]),
    linGrad(`${uid}tail`, 0, 0, 1, 0, [[0, '#5a0010'], [0.5, '#c40022'], [1, '#ff3348']]),
    linGrad(`${uid}clad`, 0, 600, 0, 0, [[0, '#2a2d32'], [1, '#0e0f11']], 'userSpaceOnUse'),
    `<radialGradient id="${uid}tyre" cx="0.5" cy="0.5" r="0.5"><stop offset="0.6" stop-color="#2a2d31"/><stop offset="0.8" stop-color="#17181b"/><stop offset="1" stop-color="#0a0a0b"/></radialGradient>`,
    linGrad(`${uid}rimS`, 0, 0, 0.3, 1, [[0, '#ffffff'], [0.45, '#c9cfd6'], [1, '#7b838c']]),
    linGrad(`${uid}rimD`, 0, 0, 0.3, 1, [[0, '#8b939c'], [0.5, '#4a5058'], [1, '#24282d']]),
    linGrad(`${uid}rimG`, 0, 0, 0.3, 1, [[0, '#a9b0b8'], [0.5, '#5c636b'], [1, '#2e3338']]),
    `<radialGradient id="${uid}disc" cx="0.5" cy="0.5" r="0.5"><stop offset="0.35" stop-color="#3a3e44"/><stop offset="0.9" stop-color="#7a8088"/><stop offset="1" stop-color="#4a4f55"/></radialGradient>`,
    `<radialGradient id="${uid}glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="0.35" stop-color="#dff1ff" stop-opacity="0.35"/><stop offset="1" stop-color="#dff1ff" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${uid}rglow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ff2a3d" stop-opacity="0.75"/><stop offset="1" stop-color="#ff2a3d" stop-opacity="0"/></radialGradient>`,
    `<clipPath id="${uid}arch"><path clip-rule="evenodd" d="${archCut}"/></clipPath>`,
    `<clipPath id="${uid}body"><path d="${bodyD}"/></clipPath>`,
    `<clipPath id="${uid}dlo"><path d="${roundedPath(m.dlo)}"/></clipPath>`,
  ].join('')

  const parts = []
  // wheel wells (seen through the gap between tyre and arch)
  parts.push(
    `<g clip-path="url(#${uid}body)">` +
      wheels.map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(m.archR)}" fill="#070809"/>`).join('') +
      `</g>`,
  )

  const body = []
  body.push(`<path d="${bodyD}" fill="url(#${uid}paint)"/>`)

  if (blackRoof) {
    const pts = [[-1000, beltAt(m.dlo[0][0])], ...m.dlo.slice(0, 5).map(([x, y]) => [x, y + 8]), [m.L + 1000, m.dlo[4][1] + 8], [m.L + 1000, H + 500], [-1000, H + 500]]
    body.push(`<path d="${poly(pts)}" fill="#0d0e10"/>`)
    body.push(`<path d="${pathOf(m.dlo.slice(0, 5).map(([x, y]) => [x, y + 10]))}" fill="none" stroke="#6b727b" stroke-width="6" opacity="0.6"/>`)
  }
  body.push(`<rect x="0" y="0" width="${m.L}" height="${H}" fill="url(#${uid}side)"/>`)

  // lower body: cladding (SUV), chrome strip (Tiggo 9) or body-colour sill with a crease
  const [fw, rw] = wheels
  if (m.sill.tone === 'clad') {
    body.push(`<path d="${poly([[-50, -50], [m.L + 50, -50], [m.L + 50, m.sill.y - 40], [rw[0], m.sill.y], [fw[0], m.sill.y], [-50, m.sill.y - 40]])}" fill="url(#${uid}clad)"/>`)
    body.push(wheels.map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(m.archR + 30)}" fill="none" stroke="${CLAD}" stroke-width="60"/>`).join(''))
    body.push(`<path d="M${f(fw[0] + m.archR + 60)} ${m.sill.y + 4}L${f(rw[0] - m.archR - 60)} ${m.sill.y + 4}" stroke="#4a4f56" stroke-width="6" opacity="0.8"/>`)
  } else {
    body.push(`<path d="${poly([[-50, -50], [m.L + 50, -50], [m.L + 50, m.sill.y - 30], [m.L * 0.5, m.sill.y], [-50, m.sill.y - 30]])}" fill="${pal.deep}" opacity="0.55"/>`)
    body.push(wheels.map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(m.archR + 9)}" fill="none" stroke="#000" stroke-opacity="0.55" stroke-width="18"/>`).join(''))
    if (m.sill.tone === 'chrome') {
      body.push(`<path d="M${f(fw[0] + m.archR + 40)} ${m.sill.y}L${f(rw[0] - m.archR - 40)} ${m.sill.y + 6}" stroke="#e7ebef" stroke-width="16" stroke-linecap="round"/>`)
      body.push(`<path d="M${f(fw[0] + m.archR + 40)} ${m.sill.y - 12}L${f(rw[0] - m.archR - 40)} ${m.sill.y - 6}" stroke="#5d646c" stroke-width="6"/>`)
    }
  }

  // shoulder crease: highlight on top, shadow under it, from headlight to tail light
  const hlEnd = Math.max(...m.headlight.map((p) => p[0]))
  const tailStart = Math.min(...m.tail.map((p) => p[0]))
  const crease = []
  for (let x = hlEnd - 20; x <= tailStart + 40; x += 100) crease.push([x, Math.min(out.top(x) - 45, beltAt(x) - 70)])
  crease.push([tailStart + 40, Math.min(out.top(tailStart + 40) - 45, beltAt(tailStart + 40) - 70)])
  body.push(`<path d="${pathOf(crease.map(([x, y]) => [x, y - 16]))}" fill="none" stroke="${pal.lo}" stroke-opacity="0.5" stroke-width="22"/>`)
  body.push(`<path d="${pathOf(crease)}" fill="none" stroke="${pal.spec}" stroke-opacity="0.55" stroke-width="9"/>`)
  // lower sculpted line between the arches
  const ly0 = m.sill.y + 230
  body.push(
    `<path d="M${f(fw[0] + m.archR + 30)} ${f(ly0)}Q${f((fw[0] + rw[0]) / 2)} ${f(ly0 + 20)} ${f(rw[0] - m.archR - 10)} ${f(ly0 + 120)}" fill="none" stroke="${pal.spec}" stroke-opacity="0.3" stroke-width="8"/>`,
  )

  // door cuts and handles
  const dl = { stroke: '#000', o: 0.5, w: 5 }
  const sillY = m.sill.y + 10
  const fx = m.doors.front
  const doorFront = [[fx + 40, beltAt(fx)], [fx + 10, beltAt(fx) - 200], [fx, sillY]]
  const bx = m.doors.b
  const doorB = [[bx + 20, beltAt(bx)], [bx, sillY]]
  const [rx, ry] = m.doors.rear
  const R2 = m.archR + 55
  const dx = rx - rw[0]
  const startA = (Math.acos(Math.max(-1, Math.min(1, dx / R2))) * 180) / Math.PI
  const doorRear = [[rx + 10, ry], ...arcPts(rw[0], rw[1], R2, startA, 180, 10), [rw[0] - R2, sillY]]
  for (const line of [doorFront, doorB, doorRear]) body.push(`<path d="${pathOf(line)}" fill="none" stroke="${dl.stroke}" stroke-opacity="${dl.o}" stroke-width="${dl.w}"/>`)
  body.push(`<path d="M${f(fx)} ${sillY}L${f(rw[0] - R2)} ${sillY}" stroke="#000" stroke-opacity="0.35" stroke-width="5"/>`)
  for (const hx of m.handles) {
    const hy = beltAt(hx) - 95
    body.push(`<rect x="${hx}" y="${f(hy)}" width="150" height="30" rx="15" fill="${pal.lo}" opacity="0.7"/>`)
    body.push(`<rect x="${hx + 8}" y="${f(hy + 18)}" width="134" height="9" rx="4.5" fill="${pal.spec}" opacity="0.7"/>`)
  }
  // fuel flap
  body.push(`<rect x="${f(rw[0] + m.archR * 0.35)}" y="${f(beltAt(rw[0]) - 260)}" width="150" height="140" rx="22" fill="none" stroke="#000" stroke-opacity="0.28" stroke-width="5"/>`)

  // glass house
  const dloD = roundedPath(m.dlo)
  body.push(`<path d="${dloD}" fill="url(#${uid}glass)"/>`)
  const dloMinX = Math.min(...m.dlo.map((p) => p[0]))
  const dloMaxX = Math.max(...m.dlo.map((p) => p[0]))
  const refl = `<g clip-path="url(#${uid}dlo)">` +
    `<path d="${poly([[dloMinX + 250, 0], [dloMinX + 650, 0], [dloMinX + 1350, H + 100], [dloMinX + 950, H + 100]])}" fill="#ffffff" opacity="0.09"/>` +
    `<path d="${poly([[dloMinX + 800, 0], [dloMinX + 900, 0], [dloMinX + 1600, H + 100], [dloMinX + 1500, H + 100]])}" fill="#ffffff" opacity="0.07"/>` +
    `<path d="${poly([[dloMaxX - 900, 0], [dloMaxX - 500, 0], [dloMaxX + 200, H + 100], [dloMaxX - 200, H + 100]])}" fill="#ffffff" opacity="0.06"/>` +
    m.pillars.map(([b0, b1, t0, t1]) => `<path d="${poly([[b0, 0], [b1, 0], [t1, H + 100], [t0, H + 100]])}" fill="#050607"/>`).join('') +
    `<rect x="0" y="${f(beltAt(2000) - 30)}" width="${m.L}" height="60" fill="#000" opacity="0.4"/>` +
    `</g>`
  body.push(refl)
  if (m.cpillar) body.push(`<path d="${roundedPath(m.cpillar)}" fill="#08090a"/><path d="${roundedPath(m.cpillar)}" fill="none" stroke="#5f6670" stroke-opacity="0.5" stroke-width="6"/>`)
  const trim = m.chromeDlo || m.chromeBelt ? '#e9edf1' : '#16181b'
  if (m.chromeDlo) body.push(`<path d="${dloD}" fill="none" stroke="${trim}" stroke-width="14"/>`)
  else body.push(`<path d="${dloD}" fill="none" stroke="#0a0b0c" stroke-width="16"/>`)
  if (m.chromeBelt) body.push(`<path d="${pathOf(m.dlo.filter((p) => p[1] < beltAt(p[0]) + 30).map(([x, y]) => [x, y]))}" fill="none" stroke="#eef1f4" stroke-width="14"/>`)
  body.push(`<path d="${pathOf([[m.dlo[0][0], beltAt(m.dlo[0][0]) - 4], [m.dlo[m.dlo.length - 1][0], beltAt(m.dlo[m.dlo.length - 1][0]) - 4]])}" stroke="${m.chromeDlo ? trim : '#0a0b0c'}" stroke-width="12"/>`)

  // lamps
  body.push(`<path d="${roundedPath(m.headlight)}" fill="#0c0f13"/>`)
  body.push(`<path d="${roundedPath(m.headlight.map(([x, y, r]) => [x + 12, y, r]))}" fill="url(#${uid}hl)" opacity="0.85" transform="translate(0 6)"/>`)
  const [d0, d1] = m.drl
  body.push(`<path d="M${d0[0]} ${d0[1]}L${d1[0]} ${d1[1]}" stroke="#ffffff" stroke-width="16" stroke-linecap="round"/>`)
  body.push(`<path d="${roundedPath(m.tail)}" fill="url(#${uid}tail)"/>`)
  const tl = m.tail
  body.push(`<path d="M${f(tl[0][0] + 40)} ${f(tl[0][1] - 6)}L${f(tl[1][0] - 20)} ${f(tl[1][1] - 18)}" stroke="#ff6a78" stroke-width="10" stroke-linecap="round"/>`)
  // rear reflector and front lower intake
  body.push(`<rect x="${m.L - 190}" y="430" width="170" height="26" rx="13" fill="#8a0014"/>`)
  body.push(`<path d="${roundedPath([[-40, 372, 0], [190, 362, 24], [176, 420, 24], [-40, 432, 0]])}" fill="#0b0c0e"/>`)
  if (m.kind === 'suv') body.push(`<path d="${roundedPath([[-40, 230, 0], [260, 228, 30], [236, 292, 30], [-40, 300, 0]])}" fill="#c3c8ce"/>`)

  // rim light along the top silhouette
  const topChain = flat.filter(([x, y]) => y > out.bottom(x) + 60 && y > m.sill.y + 200)
  if (rimLight > 0) {
    body.push(`<path d="${pathOf(topChain.map(([x, y]) => [x, y - 6]))}" fill="none" stroke="${pal.rim}" stroke-opacity="${rimLight}" stroke-width="10" stroke-linejoin="round"/>`)
  }

  parts.push(`<g clip-path="url(#${uid}arch)"><g clip-path="url(#${uid}body)">${body.join('')}</g></g>`)

  // mirror
  parts.push(`<path d="${roundedPath(m.mirror)}" fill="${blackRoof ? '#0d0e10' : `url(#${uid}paint)`}"/>`)
  parts.push(`<path d="${roundedPath(m.mirror)}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="6"/>`)
  const mTop = m.mirror[2]
  parts.push(`<path d="M${m.mirror[1][0] + 30} ${m.mirror[1][1] - 30}L${mTop[0] - 30} ${mTop[1] - 20}" stroke="${pal.spec}" stroke-opacity="0.5" stroke-width="9" stroke-linecap="round"/>`)

  // roof rails
  if (m.roofRails) {
    const rx0 = m.dlo[1][0] + 260
    const rx1 = m.dlo[3][0] - 60
    const rail = []
    for (let x = rx0; x <= rx1; x += 80) rail.push([x, out.top(x) + 42])
    rail.push([rx1, out.top(rx1) + 42])
    const col = m.roofRails === 'silver' ? '#d6dbe0' : '#121315'
    const hi = m.roofRails === 'silver' ? '#ffffff' : '#5a6068'
    parts.push(`<path d="${pathOf(rail)}" fill="none" stroke="${col}" stroke-width="34" stroke-linecap="round"/>`)
    parts.push(`<path d="${pathOf(rail.map(([x, y]) => [x, y + 9]))}" fill="none" stroke="${hi}" stroke-opacity="0.7" stroke-width="8" stroke-linecap="round"/>`)
    for (const x of [rx0 + 40, rx1 - 60]) parts.push(`<path d="${poly([[x - 50, out.top(x) - 5], [x + 70, out.top(x) - 5], [x + 50, out.top(x) + 40], [x - 30, out.top(x) + 40]])}" fill="#121315"/>`)
  }

  // head/tail light glow
  if (lights > 0) {
    const hx = m.drl[0][0]
    const hy = m.drl[0][1]
    parts.push(`<ellipse cx="${hx - 40}" cy="${hy}" rx="${420 * lights}" ry="${150 * lights}" fill="url(#${uid}glow)"/>`)
    if (options.tailGlow) parts.push(`<ellipse cx="${m.L + 20}" cy="${f(m.tail[2][1] + 40)}" rx="${260 * options.tailGlow}" ry="${110 * options.tailGlow}" fill="url(#${uid}rglow)"/>`)
  }

  // wheels
  for (const [x, y] of wheels) parts.push(wheelSvg(x, y, m.wheelR, m.rimR, m.rim, m.calipers, uid, options.wheelAngle ?? -90))

  return { defs, body: parts.join(''), L: m.L, H, uid }
}

/** Floor shadow under a profile car (mm space). strength 0..1. */
export function profileShadow(id, uid, strength = 1) {
  const m = MODELS[id]
  const [fw, rw] = wheelsOf(m)
  const defs = `<radialGradient id="${uid}sh" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="${0.55 * strength}"/><stop offset="0.6" stop-color="#000" stop-opacity="${0.22 * strength}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${uid}shc" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="${0.85 * strength}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`
  const body =
    `<ellipse cx="${m.L / 2}" cy="0" rx="${m.L * 0.62}" ry="150" fill="url(#${uid}sh)"/>` +
    `<ellipse cx="${(fw[0] + rw[0]) / 2}" cy="10" rx="${m.WB * 0.62}" ry="55" fill="url(#${uid}shc)" opacity="0.8"/>` +
    [fw, rw].map(([x]) => `<ellipse cx="${x}" cy="0" rx="${m.wheelR * 1.25}" ry="48" fill="url(#${uid}shc)"/>`).join('')
  return { defs, body }
}

/** Wrap mm-space content at pixel position: (x, groundY) is the front bumper at the ground. */
export function placeCar(content, x, groundY, scale, mirror = false) {
  const sx = mirror ? -scale : scale
  return `<g transform="translate(${f(x)} ${f(groundY)}) scale(${sx.toFixed(5)} ${(-scale).toFixed(5)})">${content}</g>`
}
