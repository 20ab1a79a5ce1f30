import { describe, expect, it } from 'vitest'
import { SHOWROOMS, contactDataAreSamples } from './site'

describe('contactDataAreSamples', () => {
  it('says so while the flag says so, or while any address or link is on a domain that cannot be real', () => {
    expect(contactDataAreSamples()).toBe(true)
    expect(contactDataAreSamples(true, ['info@chery.ng'])).toBe(true)
    for (const value of ['info@chery-nigeria.test', 'https://distributor.example.com/', 'https://twitter.com/example', 'x@shop.example', 'https://example.org']) {
      expect(contactDataAreSamples(false, ['info@chery.ng', value]), value).toBe(value === 'https://twitter.com/example' ? false : true)
    }
  })

  it('takes real data for real', () => {
    expect(contactDataAreSamples(false, ['info@chery.ng', 'https://www.chery.ng/after-sales/', '+234 1 234 5678', 'https://twitter.com/cherynigeria'])).toBe(false)
  })

  it('writes no sample marker into an address: the footer says it once', () => {
    for (const showroom of SHOWROOMS) expect(showroom.address).not.toMatch(/sample/i)
  })
})
