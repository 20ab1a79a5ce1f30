import { CHINESE_PREFIX, isChinesePath } from '@/boot/page-signals'
import { DEFAULT_LOCALE, type Locale } from './i18n'

/**
 * How the two languages are addressed (issue 23, README "Languages"): English at every path as it
 * always was, Chinese at the same path under `/zh-CN/` (`/zh-CN/models/tiggo-9/`).
 *
 * The router sees one route tree: a Chinese address reaches it with the prefix removed and the
 * language carried as an internal search parameter (LOCALE_PARAM), which links keep (the root
 * route's search middleware) and which the address shown never carries (the router's rewrite puts
 * the prefix back). So every link of a Chinese page leads to the Chinese page, and going from one
 * language to the other is a navigation to another location (history, back button, scroll).
 */
export const LOCALE_PARAM = '__locale'

/** The language of a site path (`/zh-CN/…` is Chinese, everything else English). */
export function localeOfPath(pathname: string): Locale {
  return isChinesePath(pathname) ? 'zh-CN' : DEFAULT_LOCALE
}

/** The path without its language prefix: the router's path. */
export function withoutLocalePrefix(pathname: string): string {
  return localeOfPath(pathname) === 'zh-CN' ? pathname.slice(CHINESE_PREFIX.length) || '/' : pathname
}

/** The site path of a router path (or path with search and hash) in `locale`. */
export function localizedPath(path: string, locale: Locale): string {
  return locale === 'zh-CN' ? `${CHINESE_PREFIX}${path}` : path
}

/** The language of a router location: its internal parameter. */
export function localeOfSearch(search: Record<string, unknown>): Locale {
  return search[LOCALE_PARAM] === 'zh-CN' ? 'zh-CN' : DEFAULT_LOCALE
}

/** The router's rewrite between the address shown and the router's location (see above). */
export const localeRewrite = {
  input({ url }: { url: URL }): URL {
    // Never taken from the address itself: only the prefix says Chinese.
    url.searchParams.delete(LOCALE_PARAM)
    if (localeOfPath(url.pathname) === 'zh-CN') {
      url.pathname = withoutLocalePrefix(url.pathname)
      url.searchParams.set(LOCALE_PARAM, 'zh-CN')
    }
    return url
  },
  output({ url }: { url: URL }): URL {
    const chinese = url.searchParams.get(LOCALE_PARAM) === 'zh-CN'
    url.searchParams.delete(LOCALE_PARAM)
    if (chinese) url.pathname = localizedPath(url.pathname, 'zh-CN')
    return url
  },
}

type SearchRecord = Record<string, unknown>

/**
 * The root route's search middleware: a link built on a Chinese page keeps the language unless it
 * sets LOCALE_PARAM itself (the language switch sets it, to the other language or to undefined).
 */
export function keepLocale({ search, next }: { search: SearchRecord; next: (search: SearchRecord) => SearchRecord }): SearchRecord {
  const result = next(search)
  if (LOCALE_PARAM in result || search[LOCALE_PARAM] === undefined) return result
  return { ...result, [LOCALE_PARAM]: search[LOCALE_PARAM] }
}
