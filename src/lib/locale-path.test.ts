import { describe, expect, it } from 'vitest'
import { LOCALE_PARAM, keepLocale, localeOfPath, localeRewrite, localizedPath, withoutLocalePrefix } from './locale-path'

const input = (href: string) => {
  const url = localeRewrite.input({ url: new URL(href, 'http://site.test') })
  return url.pathname + url.search
}
const output = (href: string) => {
  const url = localeRewrite.output({ url: new URL(href, 'http://site.test') })
  return url.pathname + url.search
}

describe('language addresses', () => {
  it('reads the language from the prefix only', () => {
    expect(localeOfPath('/zh-CN/about/')).toBe('zh-CN')
    expect(localeOfPath('/zh-CN')).toBe('zh-CN')
    expect(localeOfPath('/about/')).toBe('en-US')
    expect(localeOfPath('/zh-CNx/')).toBe('en-US')
    expect(withoutLocalePrefix('/zh-CN/models/tiggo-9/')).toBe('/models/tiggo-9/')
    expect(withoutLocalePrefix('/zh-CN/')).toBe('/')
    expect(localizedPath('/about/', 'zh-CN')).toBe('/zh-CN/about/')
    expect(localizedPath('/about/', 'en-US')).toBe('/about/')
  })

  it('maps a Chinese address to the route with the internal parameter, and back', () => {
    expect(input('/zh-CN/test-drive/?modelId=tiggo-9')).toBe(`/test-drive/?modelId=tiggo-9&${LOCALE_PARAM}=zh-CN`)
    expect(output(`/test-drive/?modelId=tiggo-9&${LOCALE_PARAM}=zh-CN`)).toBe('/zh-CN/test-drive/?modelId=tiggo-9')
    expect(input('/about/')).toBe('/about/')
    expect(output('/about/')).toBe('/about/')
  })

  it('never takes the language from the address’s own parameter', () => {
    expect(input(`/about/?${LOCALE_PARAM}=zh-CN`)).toBe('/about/')
  })

  it('keeps the language in links unless a link sets it', () => {
    const next = (search: Record<string, unknown>) => search
    expect(keepLocale({ search: { [LOCALE_PARAM]: 'zh-CN', q: '1' }, next: () => ({}) })).toEqual({ [LOCALE_PARAM]: 'zh-CN' })
    expect(keepLocale({ search: { [LOCALE_PARAM]: 'zh-CN' }, next: () => ({ [LOCALE_PARAM]: undefined }) })).toEqual({ [LOCALE_PARAM]: undefined })
    expect(keepLocale({ search: {}, next })).toEqual({})
  })
})
