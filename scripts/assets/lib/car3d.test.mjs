// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { carGeometry, placement } from './car3d.mjs'
import { FRAMES_360, SETS_360 } from './models.mjs'

const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]

describe('360° frame geometry', () => {
  for (const id of Object.keys(SETS_360)) {
    const car = carGeometry(id)
    // the narrowest body bottom over each wheel: the arch lip the tyre must stay inside
    const lip = (cx, r) => {
      let w = Infinity
      for (let x = cx - r; x <= cx + r; x += r / 8) w = Math.min(w, car.sideWidth(x, 0))
      return w
    }

    const lips = new Map(car.wheels.map((wheel) => [wheel.centre[0], lip(wheel.centre[0], wheel.archR)]))

    it(`${id}: on every frame each wheel lies within its arch and touches the ground`, () => {
      for (let n = 0; n < FRAMES_360; n++) {
        const { toWorld, dirToWorld } = placement(id, (n * 360) / FRAMES_360)
        // the car's own axes as this frame places them
        const origin = toWorld([0, 0, 0])
        const ex = dirToWorld([1, 0, 0])
        const ez = dirToWorld([0, 0, 1])
        for (const wheel of car.wheels) {
          const world = wheel.pts.map(toWorld)
          const label = `${id} frame ${n} wheel at x=${wheel.centre[0]} side ${wheel.side}`
          expect(Math.min(...world.map((p) => p[1])), label).toBeCloseTo(0, 1)
          const local = world.map((p) => [dot(sub(p, origin), ex), p[1], dot(sub(p, origin), ez)])
          const reach = Math.max(...local.map(([x, y]) => Math.hypot(x - wheel.centre[0], y - wheel.centre[1])))
          expect(reach, `${label}: outside the arch radius`).toBeLessThanOrEqual(wheel.archR)
          const outermost = Math.max(...local.map(([, , z]) => Math.abs(z)))
          expect(outermost, `${label}: sticks out of the arch lip`).toBeLessThan(lips.get(wheel.centre[0]))
        }
      }
    })
  }

  it('turns every frame about one vertical axis, frame 36 being frame 0', () => {
    for (const id of Object.keys(SETS_360)) {
      const { L } = carGeometry(id)
      const first = placement(id, 0)
      const wrapped = placement(id, 360)
      for (let n = 0; n < FRAMES_360; n++) {
        const { toWorld } = placement(id, (n * 360) / FRAMES_360)
        const axis = toWorld([L / 2, 500, 0])
        expect(axis[0]).toBeCloseTo(0, 6)
        expect(axis[2]).toBeCloseTo(0, 6)
        expect(toWorld([L, 1000, 300])[1]).toBe(1000)
      }
      for (const p of [[0, 0, 0], [L, 1500, 900]]) {
        const a = first.toWorld(p)
        const b = wrapped.toWorld(p)
        for (let i = 0; i < 3; i++) expect(b[i]).toBeCloseTo(a[i], 6)
      }
    }
  })
})
