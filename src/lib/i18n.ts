import i18next, { type i18n as I18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FULFILLED, markWhenFulfilled } from './thenable'

export const DEFAULT_LOCALE = 'en-US'
export const SUPPORTED_LOCALES = ['en-US', 'zh-CN'] as const
export type Locale = (typeof SUPPORTED_LOCALES)[number]

// English ships with the entry; a Chinese page loads its namespaces before it hydrates (main.tsx,
// listed by the prerender in the page) and a switch loads them before it navigates.
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

export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: locale,
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

/** Every namespace the page has used so far (the shared ones and those its routes registered). */
export function usedNamespaces(instance: I18n): string[] {
  return Object.keys(instance.store.data[DEFAULT_LOCALE] ?? {})
}

/** The element in which a page lists the namespaces it used (written by the prerender, read before hydrating). */
export const PAGE_NAMESPACES_ELEMENT_ID = '__NAMESPACES__'

export function readPageNamespaces(doc: Document): string[] {
  return JSON.parse(doc.getElementById(PAGE_NAMESPACES_ELEMENT_ID)?.textContent || '[]') as string[]
}

/** Loads `locale`'s bundles of these namespaces into the instance's store (before a page in that language renders). */
export async function loadNamespaces(instance: I18n, namespaces: readonly string[], locale: Locale = resolveLocale(instance.language)): Promise<void> {
  await Promise.all(namespaces.map((namespace) => localeBundle(instance, namespace, locale)))
}

/** Every bundle of `locale` (the server render of a page in that language: any namespace may be needed). */
export async function loadAllNamespaces(instance: I18n, locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return
  await loadNamespaces(instance, Object.keys(chineseNamespaces).map(namespaceOf), locale)
}

type Localized = { promise: Promise<I18n>; instance?: I18n }
// Per page instance: its instance in each language, made once.
const localizedInstances = new WeakMap<I18n, Map<Locale, Localized>>()

/**
 * An i18n instance in `locale`, sharing `page`'s resources (the page's own instance, made in the
 * language it was prerendered in). Only the namespaces the page has used so far load now; others
 * load when a route needs them (useBundledNamespace). The page's instance itself never changes
 * language: the page switches by handing React the returned instance (AppProviders), so the switch
 * is a React update rather than an event that re-renders everything at once. Made once per language.
 */
export function instanceForLocale(page: I18n, locale: Locale): Promise<I18n> {
  if (resolveLocale(page.language) === locale) return Promise.resolve(page)
  let byLocale = localizedInstances.get(page)
  if (!byLocale) localizedInstances.set(page, (byLocale = new Map()))
  const known = byLocale.get(locale)
  if (known) return known.promise
  const entry: Localized = {
    promise: loadNamespaces(page, usedNamespaces(page), locale).then(() => {
      entry.instance = page.cloneInstance({ lng: locale })
      return entry.instance
    }),
  }
  entry.promise.catch(() => byLocale.delete(locale))
  byLocale.set(locale, entry)
  return entry.promise
}

/** The instance in `locale` if it is ready (instanceForLocale has finished), else undefined. */
export function readyInstance(page: I18n, locale: Locale): I18n | undefined {
  if (resolveLocale(page.language) === locale) return page
  return localizedInstances.get(page)?.get(locale)?.instance
}
