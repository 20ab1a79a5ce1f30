import { describe, expect, it } from 'vitest'
import { lagosDateTime } from './lagos-date-time'

describe('lagosDateTime', () => {
  it('gives a bare date the start of its day in Lagos, with the zone', () => {
    expect(lagosDateTime('2026-05-09')).toBe('2026-05-09T00:00:00+01:00')
  })
  it('gives a local date-time the Lagos offset and leaves one with a zone alone', () => {
    expect(lagosDateTime('2026-05-09T10:30')).toBe('2026-05-09T10:30+01:00')
    expect(lagosDateTime('2026-05-09T10:30:00Z')).toBe('2026-05-09T10:30:00Z')
  })
})
