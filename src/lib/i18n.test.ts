import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, createI18n, instanceForLocale, localeBundle, resolveLocale } from './i18n'

describe('resolveLocale (SPEC §9)', () => {
  it('selects Chinese only for zh-CN', () => {
    expect(resolveLocale('zh-CN')).toBe('zh-CN')
    for (const value of ['en-US', 'zh', 'zh-cn', 'fr-FR', '', null, undefined]) expect(resolveLocale(value)).toBe(DEFAULT_LOCALE)
  })
})

describe('instanceForLocale', () => {
  it('keeps the English instance for English', async () => {
    const english = createI18n()
    expect(await instanceForLocale(english, 'en-US')).toBe(english)
  })

  it('gives a Chinese instance and leaves the English one (what hydration reads) in English', async () => {
    const english = createI18n()
    const chinese = await instanceForLocale(english, 'zh-CN')
    expect(chinese).not.toBe(english)
    expect(chinese.language).toBe('zh-CN')
    expect(chinese.t('nav.about')).toBe('关于我们')
    expect(english.language).toBe('en-US')
    expect(english.t('nav.about')).toBe('About')
  })

  it('shares resources: an English bundle added later is the Chinese fallback too', async () => {
    const english = createI18n()
    const chinese = await instanceForLocale(english, 'zh-CN')
    english.addResourceBundle('en-US', 'late', { only: 'English only' })
    expect(chinese.t('late:only')).toBe('English only')
  })
})

describe('localeBundle', () => {
  it('loads only the namespaces the page has used when switching, and the others on demand', async () => {
    const english = createI18n()
    const chinese = await instanceForLocale(english, 'zh-CN')
    expect(chinese.hasResourceBundle('zh-CN', 'common')).toBe(true)
    expect(chinese.hasResourceBundle('zh-CN', 'statement')).toBe(false)

    const loading = localeBundle(chinese, 'statement')
    expect(loading).not.toHaveProperty('status')
    expect(localeBundle(chinese, 'statement')).toBe(loading)
    await loading
    expect(chinese.hasResourceBundle('zh-CN', 'statement')).toBe(true)
    expect(loading).toHaveProperty('status', 'fulfilled')
    expect(localeBundle(chinese, 'statement')).toHaveProperty('status', 'fulfilled')
  })

  it('has nothing to load in English or for an unknown namespace', () => {
    const english = createI18n()
    expect(localeBundle(english, 'statement')).toHaveProperty('status', 'fulfilled')
    expect(localeBundle(english, 'statement', 'zh-CN')).not.toHaveProperty('status')
    expect(localeBundle(english, 'no-such-namespace', 'zh-CN')).toHaveProperty('status', 'fulfilled')
  })
})

describe('the namespaces a page lists (prerender) and loads before it hydrates', () => {
  it('are the shared ones and those its routes asked for, in the page language only, and not those of a deferred island', async () => {
    const { loadAllNamespaces, pageNamespaces, usedNamespaces } = await import('./i18n')
    const chinese = createI18n('zh-CN')
    await loadAllNamespaces(chinese, 'zh-CN')
    expect(chinese.hasResourceBundle('zh-CN', 'statement')).toBe(true)
    // Loading every bundle for the server render is not using them.
    expect(pageNamespaces(chinese)).toEqual(['common', 'pages'])
    await localeBundle(chinese, 'testDrive')
    await localeBundle(chinese, 'home', 'zh-CN', true)
    expect(pageNamespaces(chinese)).toEqual(['common', 'pages', 'testDrive'])
    expect(usedNamespaces(chinese)).toEqual(['common', 'pages', 'testDrive', 'home'])
  })
})
