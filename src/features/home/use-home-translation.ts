import type { TFunction } from 'i18next'
import { useBundledNamespace } from '@/lib/use-bundled-namespace'

/**
 * The home page's strings (src/locales/en-US/home.json), shipped with the home islands instead of
 * the entry bundle. An island that hydrates after the locale switch still hydrates in English: the
 * switch is a transition that waits for it (AppProviders).
 */
export function useHomeTranslation(): TFunction<'home'> {
  return useBundledNamespace('home').t as TFunction<'home'>
}
