import { describe, expect, it } from 'vitest'
import { fullName, greetingName } from './person-name'

describe('fullName', () => {
  it('puts the family name first, unspaced, for a name in Chinese characters', () => {
    expect(fullName({ firstName: '伟', lastName: '王' })).toBe('王伟')
    expect(fullName({ firstName: ' 小明 ', lastName: '欧阳' })).toBe('欧阳小明')
  })

  it('writes any other name given name first', () => {
    expect(fullName({ firstName: 'Chidi', lastName: 'Okafor' })).toBe('Chidi Okafor')
    expect(fullName({ firstName: 'Wei', lastName: 'Wang' })).toBe('Wei Wang')
  })
})

describe('greetingName', () => {
  it('greets by the given name in English, by the full name on a Chinese page or for a Chinese name', () => {
    expect(greetingName({ firstName: 'Chidi', lastName: 'Okafor' }, 'en-US')).toBe('Chidi')
    expect(greetingName({ firstName: '伟', lastName: '王' }, 'zh-CN')).toBe('王伟')
    expect(greetingName({ firstName: '伟', lastName: '王' }, 'en-US')).toBe('王伟')
    expect(greetingName({ firstName: 'Chidi', lastName: 'Okafor' }, 'zh-CN')).toBe('Chidi Okafor')
  })
})
