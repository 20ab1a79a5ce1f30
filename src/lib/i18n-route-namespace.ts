import { useTranslation } from 'react-i18next'
import { DEFAULT_LOCALE } from './i18n'

type Strings = Record<string, unknown>

/**
 * Translations of one route's namespace, shipped with the route's code chunk instead of the entry
 * bundle. `src/lib/i18n.ts` bundles every `src/locales/en-US/*.json` with the entry (what the home
 * page downloads first); namespaces only a few pages use live in `src/locales/en-US/route/` and are
 * registered here, synchronously and once per i18n instance, during the first render that needs
 * them — on the server and in the browser alike, so the hydrated text matches the prerendered one.
 * A Chinese translation goes to `src/locales/zh-CN/<namespace>.json` and loads with the other
 * Chinese namespaces when the visitor switches language; missing keys fall back to English.
 */
export function useRouteNamespace(namespace: string, english: Strings) {
  const { i18n } = useTranslation()
  if (!i18n.hasResourceBundle(DEFAULT_LOCALE, namespace)) {
    i18n.addResourceBundle(DEFAULT_LOCALE, namespace, english, true, false)
  }
  return useTranslation(namespace)
}
