import { use } from 'react'
import { useTranslation } from 'react-i18next'
import { localeBundle } from './i18n'

/**
 * A route's own translations (src/lib/i18n.ts): loaded before the page hydrates when the page used
 * them (the prerender lists them), else when the route first renders. Safe during the server render,
 * where every page has its own i18n instance with all its language's bundles. Until the bundle has
 * loaded the component suspends (the page shows the previous screen meanwhile, as on navigation).
 */
export function useBundledNamespace(namespace: string) {
  const { i18n } = useTranslation()
  use(localeBundle(i18n, namespace))
  return useTranslation(namespace)
}
