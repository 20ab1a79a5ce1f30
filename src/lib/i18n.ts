import { startTransition } from 'react'
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

export async function switchLocale(instance: I18n, locale: Locale): Promise<void> {
  if (locale !== DEFAULT_LOCALE && !instance.hasResourceBundle(locale, 'common')) {
    await Promise.all(
      Object.entries(chineseNamespaces).map(async ([path, load]) => {
        const module = await load()
        instance.addResourceBundle(locale, namespaceOf(path), module.default, true, true)
      }),
    )
  }
  // With the bundles loaded, changeLanguage re-renders synchronously; as a transition, React lets
  // any part of the page that is still hydrating (an island whose chunk is on its way) finish first
  // instead of discarding its prerendered HTML.
  startTransition(() => {
    void instance.changeLanguage(locale)
  })
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}
