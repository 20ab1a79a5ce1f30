import type { TFunction } from 'i18next'
import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import homeEnglish from '@/locales/en-US/home.json'

/**
 * The home page's strings (src/locales/en-US/home.json), shipped with the home islands instead of
 * the entry bundle. An island that hydrates after the locale switch still hydrates in English: the
 * switch is a transition that waits for it (AppProviders).
 */
export function useHomeTranslation(): TFunction<'home'> {
  return useBundledNamespace('home', homeEnglish).t as TFunction<'home'>
}
