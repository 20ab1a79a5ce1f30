import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FULFILLED, markWhenFulfilled } from './thenable'

export const DEFAULT_LOCALE = 'en-US'
export const SUPPORTED_LOCALES = ['en-US', 'zh-CN'] as const
export type Locale = (typeof SUPPORTED_LOCALES)[number]

// Every language's strings load on demand, one chunk per namespace and language: a page lists the
// namespaces it used (the prerender writes them into the page, the boot loader preloads them) and
// loads them before it hydrates (main.tsx); a route's own namespaces load when it renders
// (useBundledNamespace) and a switch loads the other language's before it navigates. No language
// ships in the entry, so a Chinese page costs no English strings and the reverse.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json')

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length)
}

/** The namespaces every page uses (the layout's and the pages' titles). */
const SHARED_NAMESPACES = ['common', 'pages']

// Bundles already in memory, added to every new instance (the unit tests provide English this way).
const provided: Partial<Record<Locale, Record<string, Record<string, unknown>>>> = {}

/** Makes these bundles part of every instance created from now on (tests: no load before a render). */
export function provideBundles(locale: Locale, namespaces: Record<string, Record<string, unknown>>) {
  provided[locale] = { ...provided[locale], ...namespaces }
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
    ns: [...SHARED_NAMESPACES], // a copy: i18next adds to it
    defaultNS: 'common',
    // Each instance its own store (namespaces and languages are added to it); the bundles are shared.
    resources: Object.fromEntries(Object.entries(provided).map(([language, namespaces]) => [language, { ...namespaces }])),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}

// Per resource store (an instance and its locale clones share one).
const loadingBundles = new WeakMap<object, Map<string, Promise<void>>>()
const firstUse = new WeakMap<object, Set<string>>()
const deferredUse = new WeakMap<object, Set<string>>()
// Every bundle on its way, whatever the store (bundlesLoaded).
const bundlesOnTheirWay = new Set<Promise<void>>()

/**
 * Resolves once every bundle on its way has arrived (or failed): with `islandsLoaded`, what tells
 * that the islands of the page have what they need to hydrate (src/lib/service-worker.ts waits for it).
 */
export async function bundlesLoaded(): Promise<void> {
  await Promise.allSettled(bundlesOnTheirWay)
}

function loadBundle(instance: I18n, namespace: string, locale: string): Promise<void> {
  let loads = loadingBundles.get(instance.store)
  if (!loads) loadingBundles.set(instance.store, (loads = new Map()))
  const key = `${locale}/${namespace}`
  // A bundle this function loaded keeps its (settled) promise: React's use() must see the same one
  // when it renders the component again after waiting.
  const known = loads.get(key)
  if (known) return known
  const load = bundles[`../locales/${locale}/${namespace}.json`]
  if (!load || instance.hasResourceBundle(locale, namespace)) return FULFILLED
  const forStore = loads
  const loading = load().then(
    (module) => {
      // Not copied (i18next deep-copies by default, the prerender's largest cost per page): a
      // bundle is never changed in place, only read, so every instance can share the module's object.
      instance.addResourceBundle(locale, namespace, module.default, false, true, { skipCopy: true })
    },
    (error: unknown) => {
      forStore.delete(key)
      throw error
    },
  )
  loads.set(key, markWhenFulfilled(loading))
  bundlesOnTheirWay.add(loading)
  void loading.catch(() => undefined).finally(() => bundlesOnTheirWay.delete(loading))
  return loading
}

/**
 * The `locale` bundle of `namespace`, added to the instance's (shared) resource store, as a promise
 * React's `use()` can wait on (always call it: use() must not be conditional), and the namespace
 * noted as used by the page. Already settled for a bundle that is there or an unknown namespace.
 * `deferred`: asked for by a part of the page that hydrates later (an island with its own code):
 * used, but not among the strings the page loads before it hydrates (pageNamespaces).
 */
export function localeBundle(instance: I18n, namespace: string, locale: string = instance.language, deferred = false): Promise<void> {
  const key = deferred ? deferredUse : firstUse
  let used = key.get(instance.store)
  if (!used) key.set(instance.store, (used = new Set()))
  used.add(namespace)
  return loadBundle(instance, namespace, locale)
}

/** Every namespace the page has used so far (the shared ones and those its routes and islands asked for). */
export function usedNamespaces(instance: I18n): string[] {
  return [...new Set([...SHARED_NAMESPACES, ...(firstUse.get(instance.store) ?? []), ...(deferredUse.get(instance.store) ?? [])])]
}

/** The namespaces the page needs to hydrate (the prerender lists them; main.tsx loads them first). */
export function pageNamespaces(instance: I18n): string[] {
  return [...new Set([...SHARED_NAMESPACES, ...(firstUse.get(instance.store) ?? [])])]
}

/** The element in which a page lists the namespaces it used (written by the prerender, read before hydrating). */
export const PAGE_NAMESPACES_ELEMENT_ID = '__NAMESPACES__'

export function readPageNamespaces(doc: Document): string[] {
  return JSON.parse(doc.getElementById(PAGE_NAMESPACES_ELEMENT_ID)?.textContent || '[]') as string[]
}

/** Loads `locale`'s bundles of these namespaces into the instance's store (before a page in that language renders). */
export async function loadNamespaces(instance: I18n, namespaces: readonly string[], locale: Locale = resolveLocale(instance.language)): Promise<void> {
  await Promise.all(namespaces.map((namespace) => loadBundle(instance, namespace, locale)))
}

/** Every bundle of `locale` (the server render of a page in that language: any namespace may be needed). */
export async function loadAllNamespaces(instance: I18n, locale: Locale): Promise<void> {
  const prefix = `../locales/${locale}/`
  await loadNamespaces(instance, Object.keys(bundles).filter((path) => path.startsWith(prefix)).map(namespaceOf), locale)
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
