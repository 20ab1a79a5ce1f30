import { useTranslation } from 'react-i18next'
import { DEFAULT_LOCALE } from './i18n'

/**
 * Translations that load with their route instead of the entry bundle (the form namespaces, see
 * src/lib/i18n.ts): the component that needs them imports the English JSON and registers it on the
 * render's i18n instance before reading it. Idempotent, and safe during the server render, where
 * every page has its own i18n instance.
 */
export function useBundledNamespace(namespace: string, english: Record<string, unknown>) {
  const { i18n } = useTranslation()
  if (!i18n.hasResourceBundle(DEFAULT_LOCALE, namespace)) {
    i18n.addResourceBundle(DEFAULT_LOCALE, namespace, english, true, false)
  }
  return useTranslation(namespace)
}
