import { describe, expect, it } from 'vitest'
import { validateTestDriveSearch } from '@/routes/test-drive'
import { PAGE_SEARCH_LIMITS, parsePageSearch, stringifyPageSearch, validateAuthSearch } from './search-params'

describe('page search parameters', () => {
  it('stay plain text: never decoded as JSON into objects, arrays or numbers', () => {
    expect(parsePageSearch('?modelId=%7B%22toString%22%3A1%7D&redirect=123&b=true&n=null')).toEqual({
      modelId: '{"toString":1}',
      redirect: '123',
      b: 'true',
      n: 'null',
    })
  })

  it('ignore keys named like Object properties and do not expand brackets', () => {
    const search = parsePageSearch('__proto__=x&toString=1&constructor=2&modelId[toString]=1&a[b][c]=d')
    expect(Object.getPrototypeOf(search)).toBe(Object.prototype)
    expect(Object.keys(search)).toEqual(['modelId[toString]', 'a[b][c]'])
    expect(typeof search.toString).toBe('function')
  })

  it('keep SPEC §9 limits: 20 values for a repeated key, 1000 parameters', () => {
    const repeated = parsePageSearch(Array.from({ length: 30 }, (_, index) => `x=${index}`).join('&'))
    expect(repeated.x).toHaveLength(PAGE_SEARCH_LIMITS.arrayLimit)
    const many = parsePageSearch(Array.from({ length: 1500 }, (_, index) => `k${index}=1`).join('&'))
    expect(Object.keys(many)).toHaveLength(PAGE_SEARCH_LIMITS.parameterLimit)
  })

  it('are written back as they were read', () => {
    const written = stringifyPageSearch({ modelId: 'tiggo-9', redirect: '/about/', step: undefined, n: '123' })
    expect(written).toBe('?modelId=tiggo-9&redirect=%2Fabout%2F&n=123')
    expect(parsePageSearch(written)).toEqual({ modelId: 'tiggo-9', redirect: '/about/', n: '123' })
  })

  it('a repeated key is written back repeated, never as JSON text (the Chinese pages rewrite every address)', () => {
    const read = parsePageSearch('x=1&x=2&utm_source=a%20b&models=tiggo-9,arrizo-5')
    const written = stringifyPageSearch(read)
    expect(written).toBe('?x=1&x=2&utm_source=a+b&models=tiggo-9%2Carrizo-5')
    expect(parsePageSearch(written)).toEqual(read)
    expect(stringifyPageSearch({})).toBe('')
    expect(stringifyPageSearch({ step: undefined })).toBe('')
  })
})

describe('route validators return every key, undefined when refused (the router merges the raw search under them)', () => {
  it('test drive: a text model id and step=details only', () => {
    expect(validateTestDriveSearch({ modelId: 'tiggo-9', step: 'details' })).toEqual({ modelId: 'tiggo-9', step: 'details' })
    for (const modelId of [{ toString: 1 }, ['tiggo-9', 'arrizo-5'], 123, '', 'x'.repeat(2049), null]) {
      const validated = validateTestDriveSearch({ modelId, step: { a: 'details' } })
      expect(validated).toHaveProperty('modelId', undefined)
      expect(validated).toHaveProperty('step', undefined)
    }
    expect(validateTestDriveSearch({ step: 'payment' })).toHaveProperty('step', undefined)
    expect({ ...{ modelId: { toString: 1 } }, ...validateTestDriveSearch({ modelId: { toString: 1 } }) }.modelId).toBeUndefined()
  })

  it('login and register: a text redirect only', () => {
    expect(validateAuthSearch({ redirect: '/about/' })).toEqual({ redirect: '/about/' })
    for (const redirect of [123, ['/a/', '/b/'], { toString: 1 }, '', 'y'.repeat(2049)]) expect(validateAuthSearch({ redirect })).toHaveProperty('redirect', undefined)
  })
})
