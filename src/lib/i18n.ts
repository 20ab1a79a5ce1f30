import i18next, { type i18n as I18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FULFILLED, markWhenFulfilled } from './thenable'

export const DEFAULT_LOCALE = 'en-US'
export const SUPPORTED_LOCALES = ['en-US', 'zh-CN'] as const
export type Locale = (typeof SUPPORTED_LOCALES)[number]

// English ships with the page (it is what the prerendered HTML says); Chinese loads on demand.
// Form, content-page and home namespaces ship with their route instead (useBundledNamespace), not with every page.
const englishNamespaces = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/en-US/*.json', '!../locales/en-US/{form,testDrive,workOrder,survey,about,contact,statement,news,account,home,models,compare}.json'],
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
    // Each instance its own store (namespaces and languages are added to it); the bundles are shared.
    resources: { [DEFAULT_LOCALE]: { ...englishResources[DEFAULT_LOCALE] } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}

// Per resource store (an English instance and its locale clones share one).
const loadingBundles = new WeakMap<object, Map<string, Promise<void>>>()


/**
 * The `locale` bundle of `namespace`, added to the instance's (shared) resource store, as a promise
 * React's `use()` can wait on (always call it: use() must not be conditional). Already settled for
 * English, a bundle that is there, or a namespace without a translation.
 */
export function localeBundle(instance: I18n, namespace: string, locale: string = instance.language): Promise<void> {
  let loads = loadingBundles.get(instance.store)
  if (!loads) loadingBundles.set(instance.store, (loads = new Map()))
  const key = `${locale}/${namespace}`
  // A bundle this function loaded keeps its (settled) promise: React's use() must see the same one
  // when it renders the component again after waiting.
  const known = loads.get(key)
  if (known) return known
  const load = chineseNamespaces[`../locales/${locale}/${namespace}.json`]
  if (locale === DEFAULT_LOCALE || !load || instance.hasResourceBundle(locale, namespace)) return FULFILLED
  const forStore = loads
  const loading = load().then(
    (module) => {
      instance.addResourceBundle(locale, namespace, module.default, true, true)
    },
    (error: unknown) => {
      forStore.delete(key)
      throw error
    },
  )
  loads.set(key, markWhenFulfilled(loading))
  return loading
}

/**
 * An i18n instance in `locale`, sharing the English instance's resources. Only the namespaces the
 * page has used so far load now (the shared ones and the route's own); others load when a route
 * needs them (useBundledNamespace). The English instance itself never changes language: the page
 * switches by handing React the returned instance (AppProviders), so the switch is a React update
 * that parts of the page still hydrating can wait for, rather than an event that re-renders
 * everything at once.
 */
export async function instanceForLocale(english: I18n, locale: Locale): Promise<I18n> {
  if (locale === DEFAULT_LOCALE) return english
  const used = Object.keys(english.store.data[DEFAULT_LOCALE] ?? {})
  await Promise.all(used.map((namespace) => localeBundle(english, namespace, locale)))
  return english.cloneInstance({ lng: locale })
}
