import { useTranslation } from 'react-i18next'
import { resolveLocale, type Locale } from './i18n'

/**
 * The language of the page's content (model copy, news): the active i18n language. English in the
 * prerender and while hydrating; Chinese once the locale cookie has switched the page.
 */
export function useContentLocale(): Locale {
  const { i18n } = useTranslation()
  return resolveLocale(i18n.language)
}
