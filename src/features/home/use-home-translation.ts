import { useSyncExternalStore } from 'react'
import type { TFunction } from 'i18next'
import { DEFAULT_LOCALE } from '@/lib/i18n'
import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import homeEnglish from '@/locales/en-US/home.json'

const subscribeNever = () => () => {}

/**
 * The home page's strings (src/locales/en-US/home.json), shipped with the home islands instead of
 * the entry bundle. While an island hydrates it reads English — what the prerendered HTML says —
 * even if the visitor's locale cookie has already switched the site to Chinese (the islands may
 * hydrate after that switch); React re-renders it in the current language right after.
 */
export function useHomeTranslation(): TFunction<'home'> {
  const { t, i18n } = useBundledNamespace('home', homeEnglish)
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
  return (hydrated ? t : i18n.getFixedT(DEFAULT_LOCALE, 'home')) as TFunction<'home'>
}
