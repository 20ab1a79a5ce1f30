import { describe, expect, it } from 'vitest'
import { CONTACT } from '@/config/site'
import { contactPhones, telHref, unbreakablePhone } from './contact-data'

describe('contact phone numbers (SPEC §3)', () => {
  it('splits the semicolon-separated list and keeps the labelled numbers', () => {
    expect(contactPhones(CONTACT)).toEqual([
      { key: 'general', numbers: ['+234 800 000 0001', '+234 800 000 0002', '+234 800 000 0003'] },
      { key: 'carloha', numbers: ['+234 800 000 0004'] },
      { key: 'abuja', numbers: ['+234 800 000 0005'] },
      { key: 'afterSale', numbers: ['+234 800 000 0006'] },
    ])
  })

  it('leaves out empty entries', () => {
    expect(contactPhones({ phones: '+234 1; ;', phoneCarloha: '', phoneAbuja: ' ', phoneAfterSale: '+234 2' })).toEqual([
      { key: 'general', numbers: ['+234 1'] },
      { key: 'afterSale', numbers: ['+234 2'] },
    ])
  })

  it('dials digits with the leading +', () => {
    expect(telHref('+234 800 000 0001')).toBe('tel:+2348000000001')
    expect(telHref('0803 123 4567')).toBe('tel:08031234567')
  })
})

describe('unbreakablePhone', () => {
  it('joins a number with no-break spaces and hyphens, so that it never wraps inside', () => {
    expect(unbreakablePhone('+234 800 000-0011')).toBe('+234\u00A0800\u00A0000\u20110011')
  })
})
