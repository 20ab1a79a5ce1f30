// Small, dependency-free helpers shared by every drawing module: number formatting,
// deterministic randomness, colour maths and path builders. Everything here is pure.

/** Format a number for SVG output: 1 decimal keeps files small and output deterministic. */
export const f = (n) => {
  const r = Math.round(n * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}

/** Seeded PRNG (mulberry32): the same seed always draws the same picture. */
export function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Hash a string into a 32-bit seed. */
export function seedOf(text) {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

// ---------------------------------------------------------------- colour

export function parseHex(hex) {
  let h = hex.replace('#', '')
  if (h.length === 3) h = h.replace(/./g, (c) => c + c)
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)]
}

export function toHex([r, g, b]) {
  const c = (v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

/** Linear mix of two hex colours, t = 0 gives a, t = 1 gives b. */
export function mix(a, b, t) {
  const A = parseHex(a)
  const B = parseHex(b)
  return toHex(A.map((v, i) => v + (B[i] - v) * t))
}

/** Multiply a colour by a scalar brightness (0..~1.6), clamped. */
export function shade(hex, k) {
  return toHex(parseHex(hex).map((v) => v * k))
}

/** Relative luminance 0..1 (sRGB approximation, good enough for choosing contrasts). */
export function luma(hex) {
  const [r, g, b] = parseHex(hex)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

// ---------------------------------------------------------------- geometry

/**
 * Closed path through vertices with per-vertex rounded corners (quadratic Béziers).
 * pts: [[x, y, r?], ...]; r is the corner radius (clamped to half of each adjacent edge).
 */
export function roundedPath(pts, close = true) {
  const n = pts.length
  const out = []
  for (let i = 0; i < n; i++) {
    const [x, y, r = 0] = pts[i]
    const p = pts[(i - 1 + n) % n]
    const q = pts[(i + 1) % n]
    if ((!close && (i === 0 || i === n - 1)) || r <= 0) {
      out.push(`${out.length ? 'L' : 'M'}${f(x)} ${f(y)}`)
      continue
    }
    const d1 = Math.hypot(x - p[0], y - p[1])
    const d2 = Math.hypot(q[0] - x, q[1] - y)
    const r1 = Math.min(r, d1 / 2)
    const r2 = Math.min(r, d2 / 2)
    const ax = x + ((p[0] - x) / d1) * r1
    const ay = y + ((p[1] - y) / d1) * r1
    const bx = x + ((q[0] - x) / d2) * r2
    const by = y + ((q[1] - y) / d2) * r2
    out.push(`${out.length ? 'L' : 'M'}${f(ax)} ${f(ay)}Q${f(x)} ${f(y)} ${f(bx)} ${f(by)}`)
  }
  return out.join('') + (close ? 'Z' : '')
}

/** Plain polygon path. */
export function poly(pts) {
  return 'M' + pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L') + 'Z'
}

/** Regular-ish star/gear helper: points on a circle. */
export function circlePts(cx, cy, r, n, phase = 0) {
  const pts = []
  for (let i = 0; i < n; i++) {
    const a = phase + (i / n) * Math.PI * 2
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r])
  }
  return pts
}

/** Wrap an SVG body into a document of the given pixel size. */
export function svgDoc(w, h, body, defs = '', viewBox = `0 0 ${w} ${h}`) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`
}

/** Linear gradient definition; stops: [[offset, colour, opacity?], ...]. */
export function linGrad(id, x1, y1, x2, y2, stops, units = 'objectBoundingBox') {
  const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ''}/>`).join('')
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units === 'userSpaceOnUse' ? ' gradientUnits="userSpaceOnUse"' : ''}>${s}</linearGradient>`
}

/** Radial gradient definition in user space. */
export function radGrad(id, cx, cy, r, stops, extra = '') {
  const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ''}/>`).join('')
  return `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" gradientUnits="userSpaceOnUse"${extra}>${s}</radialGradient>`
}
