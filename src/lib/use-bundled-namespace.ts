import { use } from 'react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_LOCALE, localeBundle } from './i18n'

/**
 * Translations that load with their route instead of the entry bundle (the form namespaces, see
 * src/lib/i18n.ts): the component that needs them imports the English JSON and registers it on the
 * render's i18n instance before reading it. Idempotent, and safe during the server render, where
 * every page has its own i18n instance. In another language the component suspends until that
 * language's bundle has loaded (the page shows the previous screen meanwhile, as on navigation).
 */
export function useBundledNamespace(namespace: string, english: Record<string, unknown>) {
  const { i18n } = useTranslation()
  if (!i18n.hasResourceBundle(DEFAULT_LOCALE, namespace)) {
    i18n.addResourceBundle(DEFAULT_LOCALE, namespace, english, true, false)
  }
  use(localeBundle(i18n, namespace))
  return useTranslation(namespace)
}
