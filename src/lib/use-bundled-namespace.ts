import { createContext, use } from 'react'
import { useTranslation } from 'react-i18next'
import { localeBundle } from './i18n'

/** True inside a part of the page that hydrates after the page, once its own code has arrived (island.tsx). */
export const DeferredHydrationContext = createContext(false)

/**
 * A route's own translations (src/lib/i18n.ts): loaded before the page hydrates when the page used
 * them (the prerender lists them), else when the route first renders. Inside a deferred island they
 * load with the island instead (its prerendered markup stays meanwhile). Safe during the server
 * render, where every page has its own i18n instance with all its language's bundles. Until the
 * bundle has loaded the component suspends (the page shows the previous screen meanwhile, as on
 * navigation).
 */
export function useBundledNamespace(namespace: string) {
  const { i18n } = useTranslation()
  use(localeBundle(i18n, namespace, i18n.language, use(DeferredHydrationContext)))
  return useTranslation(namespace)
}
