import { describe, expect, it } from 'vitest'
import { createI18n, provideBundles } from '@/lib/i18n'
import enCommon from '@/locales/en-US/common.json'
import zhCommon from '@/locales/zh-CN/common.json'
import { SHOWROOMS, displayAddress } from './site'

describe('displayAddress', () => {
  provideBundles('en-US', { common: enCommon })
  provideBundles('zh-CN', { common: zhCommon })
  const address = SHOWROOMS[0].address

  it('keeps the street as written and says the sample marker in the page language', () => {
    expect(displayAddress(address, createI18n('en-US').t)).toBe(address)
    expect(displayAddress(address, createI18n('zh-CN').t)).toBe('12 Ikorodu Road, Ketu, Lagos（示例地址）')
  })

  it('leaves a real address alone', () => {
    expect(displayAddress('1 Marina, Lagos', createI18n('zh-CN').t)).toBe('1 Marina, Lagos')
  })
})
