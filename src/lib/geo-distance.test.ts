import { describe, expect, it } from 'vitest'
import { distanceKm } from './geo-distance'

describe('distanceKm', () => {
  it('is zero from a place to itself and symmetric', () => {
    const ikeja = { latitude: 6.6018, longitude: 3.3515 }
    const kano = { latitude: 11.9706, longitude: 8.5306 }
    expect(distanceKm(ikeja, ikeja)).toBe(0)
    expect(distanceKm(ikeja, kano)).toBeCloseTo(distanceKm(kano, ikeja), 9)
  })

  it('measures Lagos to Kano as about 825 km and one degree of latitude as about 111 km', () => {
    expect(distanceKm({ latitude: 6.6018, longitude: 3.3515 }, { latitude: 11.9706, longitude: 8.5306 })).toBeGreaterThan(800)
    expect(distanceKm({ latitude: 6.6018, longitude: 3.3515 }, { latitude: 11.9706, longitude: 8.5306 })).toBeLessThan(850)
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.2, 1)
  })
})
