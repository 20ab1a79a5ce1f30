import i18next, { type i18n as I18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'

export const DEFAULT_LOCALE = 'en-US'
export const SUPPORTED_LOCALES = ['en-US', 'zh-CN'] as const
export type Locale = (typeof SUPPORTED_LOCALES)[number]

// English ships with the page (it is what the prerendered HTML says); Chinese loads on demand.
// Form, content-page and home namespaces ship with their route instead (useBundledNamespace), not with every page.
const englishNamespaces = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/en-US/*.json', '!../locales/en-US/{form,testDrive,workOrder,survey,about,contact,statement,news,account,home,models}.json'],
  { eager: true },
)
const chineseNamespaces = import.meta.glob<{ default: Record<string, unknown> }>('../locales/zh-CN/*.json')

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length)
}

const englishResources: Resource = {
  [DEFAULT_LOCALE]: Object.fromEntries(Object.entries(englishNamespaces).map(([path, module]) => [namespaceOf(path), module.default])),
}

/** SPEC §9: zh-CN selects Chinese, anything else English. */
export function resolveLocale(value: string | undefined | null): Locale {
  return value === 'zh-CN' ? 'zh-CN' : 'en-US'
}

export function createI18n(): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    ns: Object.keys(englishResources[DEFAULT_LOCALE] ?? {}),
    defaultNS: 'common',
    resources: englishResources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}

/**
 * An i18n instance in `locale`, sharing the English instance's resources (Chinese bundles load
 * once, on first use). The English instance itself never changes language: the page switches by
 * handing React the returned instance (AppProviders), so the switch is a React update that parts
 * of the page still hydrating can wait for, rather than an event that re-renders everything at once.
 */
export async function instanceForLocale(english: I18n, locale: Locale): Promise<I18n> {
  if (locale === DEFAULT_LOCALE) return english
  if (!english.hasResourceBundle(locale, 'common')) {
    await Promise.all(
      Object.entries(chineseNamespaces).map(async ([path, load]) => {
        const module = await load()
        english.addResourceBundle(locale, namespaceOf(path), module.default, true, true)
      }),
    )
  }
  return english.cloneInstance({ lng: locale })
}
