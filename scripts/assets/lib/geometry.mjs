// Geometry derived from a model's hand-drawn outline: flattening the rounded polygon into a
// dense polyline and querying its top/bottom at a given x. Shared by the drawings and the three.js renderer (render/studio.mjs).

/** Flatten a rounded polygon ([[x, y, r], ...], same rule as util.roundedPath) into points. */
export function flattenRounded(pts, steps = 8) {
  const n = pts.length
  const out = []
  for (let i = 0; i < n; i++) {
    const [x, y, r = 0] = pts[i]
    const p = pts[(i - 1 + n) % n]
    const q = pts[(i + 1) % n]
    if (r <= 0) {
      out.push([x, y])
      continue
    }
    const d1 = Math.hypot(x - p[0], y - p[1])
    const d2 = Math.hypot(q[0] - x, q[1] - y)
    const r1 = Math.min(r, d1 / 2)
    const r2 = Math.min(r, d2 / 2)
    const a = [x + ((p[0] - x) / d1) * r1, y + ((p[1] - y) / d1) * r1]
    const b = [x + ((q[0] - x) / d2) * r2, y + ((q[1] - y) / d2) * r2]
    for (let s = 0; s <= steps; s++) {
      const t = s / steps
      const u = 1 - t
      out.push([u * u * a[0] + 2 * u * t * x + t * t * b[0], u * u * a[1] + 2 * u * t * y + t * t * b[1]])
    }
  }
  return out
}

/** All y where the vertical line at x crosses the closed polyline. */
function crossings(poly, x) {
  const ys = []
  for (let i = 0; i < poly.length; i++) {
    const [x1, y1] = poly[i]
    const [x2, y2] = poly[(i + 1) % poly.length]
    if ((x1 <= x && x < x2) || (x2 <= x && x < x1)) {
      ys.push(y1 + ((x - x1) / (x2 - x1)) * (y2 - y1))
    }
  }
  return ys
}

/** Outline queries for a model: top and bottom of the body silhouette at x (mm). */
export function outlineOf(model) {
  const poly = flattenRounded(model.outline)
  const xs = poly.map((p) => p[0])
  const minX = Math.min(...xs)
  const maxX = Math.max(...xs)
  const clampX = (x) => Math.min(maxX - 0.5, Math.max(minX + 0.5, x))
  return {
    poly,
    minX,
    maxX,
    top(x) {
      const ys = crossings(poly, clampX(x))
      return ys.length ? Math.max(...ys) : 0
    },
    bottom(x) {
      const ys = crossings(poly, clampX(x))
      return ys.length ? Math.min(...ys) : 0
    },
  }
}

/** Piecewise-linear interpolation over [[x, y], ...] sorted by x (clamped at the ends). */
export function interp(points, x) {
  if (x <= points[0][0]) return points[0][1]
  for (let i = 1; i < points.length; i++) {
    if (x <= points[i][0]) {
      const [x1, y1] = points[i - 1]
      const [x2, y2] = points[i]
      return y1 + ((x - x1) / (x2 - x1)) * (y2 - y1)
    }
  }
  return points[points.length - 1][1]
}

/** Wheel centres of a model, front first. */
export function wheelsOf(model) {
  return [
    [model.FO, model.wheelR],
    [model.FO + model.WB, model.wheelR],
  ]
}
