import { describe, expect, it } from 'vitest'
import { freshFromThePage } from './router'

describe('how long query data stays fresh', () => {
  const arrived = Date.parse('2026-11-26T10:00:00Z')
  const staleTime = freshFromThePage(arrived)
  const fiveMinutes = 5 * 60_000

  it('counts data prerendered into the page from the page’s arrival, however old the build', () => {
    const builtAnHourBefore = arrived - 60 * 60_000
    expect(builtAnHourBefore + staleTime({ state: { dataUpdatedAt: builtAnHourBefore } })).toBe(arrived + fiveMinutes)
  })

  it('gives data fetched after the page arrived five minutes from its own fetch', () => {
    expect(staleTime({ state: { dataUpdatedAt: arrived + 1_000 } })).toBe(fiveMinutes)
  })
})
