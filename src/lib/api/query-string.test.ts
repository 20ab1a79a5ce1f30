import { describe, expect, it } from 'vitest'
import { appendQuery, parseQuery, stringifyQuery } from './query-string'

describe('stringifyQuery', () => {
  it('encodes nested objects and arrays with qs, skipping undefined', () => {
    expect(decodeURIComponent(stringifyQuery({ a: 1, b: { c: 'x y' }, d: ['p', 'q'], e: undefined }))).toBe(
      'a=1&b[c]=x y&d[0]=p&d[1]=q',
    )
  })

  it('gives an empty string for no payload', () => {
    expect(stringifyQuery(undefined)).toBe('')
    expect(stringifyQuery(null)).toBe('')
    expect(stringifyQuery({})).toBe('')
  })
})

describe('appendQuery', () => {
  it('starts or extends the query string', () => {
    expect(appendQuery('/api/news/', { page: 2 })).toBe('/api/news/?page=2')
    expect(appendQuery('/api/news/?a=1', { page: 2 })).toBe('/api/news/?a=1&page=2')
    expect(appendQuery('/api/news/', {})).toBe('/api/news/')
  })
})

describe('parseQuery', () => {
  it('decodes what stringifyQuery encodes, with or without a leading ?', () => {
    const payload = { a: '1', b: { c: 'x y' }, d: ['p', 'q'] }
    expect(parseQuery(stringifyQuery(payload))).toEqual(payload)
    expect(parseQuery(`?${stringifyQuery(payload)}`)).toEqual(payload)
  })

  it('nests at most 5 levels deep', () => {
    const parsed = parseQuery('a[b][c][d][e][f][g]=1')
    expect(parsed).toEqual({ a: { b: { c: { d: { e: { f: { '[g]': '1' } } } } } } })
  })

  it('reads arrays of up to 20 entries; longer ones become objects', () => {
    const entries = (count: number) => Array.from({ length: count }, (_, index) => `v${index}`)
    expect(parseQuery(stringifyQuery({ a: entries(20) }))).toEqual({ a: entries(20) })
    expect(Array.isArray(parseQuery(stringifyQuery({ a: entries(21) })).a)).toBe(false)
  })

  it('reads at most 1000 parameters', () => {
    const query = Array.from({ length: 1001 }, (_, index) => `p${index}=1`).join('&')
    expect(Object.keys(parseQuery(query))).toHaveLength(1000)
  })
})
