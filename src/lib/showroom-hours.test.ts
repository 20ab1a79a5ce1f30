import { describe, expect, it } from 'vitest'
import { hoursOn, openState } from './showroom-hours'

// Lagos is UTC+1: 09:00 in Lagos is 08:00Z.
const lagos = (dateTime: string) => new Date(`${dateTime}+01:00`)

describe('openState (Lagos time)', () => {
  it('is open on a weekday between 9am and 6pm, closing at 18:00', () => {
    expect(openState(lagos('2026-11-25T09:00'))).toEqual({ open: true, closes: 18 * 60 })
    expect(openState(lagos('2026-11-25T17:59'))).toEqual({ open: true, closes: 18 * 60 })
  })

  it('before opening on a weekday opens later today; after closing opens tomorrow', () => {
    expect(openState(lagos('2026-11-25T08:59'))).toEqual({ open: false, holiday: false, date: '2026-11-25', days: 0, opens: 9 * 60 })
    expect(openState(lagos('2026-11-25T18:00'))).toEqual({ open: false, holiday: false, date: '2026-11-26', days: 1, opens: 9 * 60 })
  })

  it('keeps Saturday hours (10am-4pm) and opens Saturday at 10:00 after a Friday evening', () => {
    expect(openState(lagos('2026-11-28T12:00'))).toEqual({ open: true, closes: 16 * 60 })
    expect(openState(lagos('2026-11-27T19:00'))).toEqual({ open: false, holiday: false, date: '2026-11-28', days: 1, opens: 10 * 60 })
  })

  it('is closed on Sunday and opens Monday at 9:00', () => {
    expect(openState(lagos('2026-11-29T12:00'))).toEqual({ open: false, holiday: false, date: '2026-11-30', days: 1, opens: 9 * 60 })
    expect(openState(lagos('2026-11-28T16:00'))).toEqual({ open: false, holiday: false, date: '2026-11-30', days: 2, opens: 9 * 60 })
  })

  it('is closed on a public holiday and skips the holidays after it (Christmas, Boxing Day, Sunday 27 Dec 2026)', () => {
    expect(openState(lagos('2026-12-25T11:00'))).toEqual({ open: false, holiday: true, date: '2026-12-28', days: 3, opens: 9 * 60 })
    expect(openState(lagos('2026-10-01T11:00'))).toEqual({ open: false, holiday: true, date: '2026-10-02', days: 1, opens: 9 * 60 })
  })

  it('reads the Lagos clock, not the UTC date: 23:30Z on Saturday is already Sunday in Lagos', () => {
    expect(openState(new Date('2026-11-28T23:30:00Z'))).toMatchObject({ open: false, date: '2026-11-30', days: 1 })
  })

  it('takes the holidays as data', () => {
    expect(hoursOn('2026-11-25', ['2026-11-25'])).toBeUndefined()
    expect(openState(lagos('2026-11-25T12:00'), ['2026-11-25'])).toMatchObject({ open: false, holiday: true, date: '2026-11-26' })
  })
})
