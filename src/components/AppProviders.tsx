import { useEffect, type ReactNode } from 'react'
import { Provider as JotaiProvider, useAtomValue, type createStore } from 'jotai'
import { I18nextProvider } from 'react-i18next'
import type { i18n as I18n } from 'i18next'
import { appStateAtom } from '@/lib/state/app-state'
import { readCookie } from '@/lib/cookies'
import { DEFAULT_LOCALE, resolveLocale, switchLocale } from '@/lib/i18n'

type AppProvidersProps = {
  store: ReturnType<typeof createStore>
  i18n: I18n
  children: ReactNode
}

/**
 * Runs once hydration has committed: marks the document as hydrated (tests wait for it) and only
 * then applies the locale cookie, so the first client render matches the English prerendered HTML.
 */
function AfterHydration({ i18n }: { i18n: I18n }) {
  const { localeCookieKey } = useAtomValue(appStateAtom)
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    const locale = resolveLocale(readCookie(localeCookieKey))
    if (locale !== DEFAULT_LOCALE) void switchLocale(i18n, locale)
  }, [i18n, localeCookieKey])
  return null
}

/** Per-render providers (the query client is provided by the router's SSR query integration). */
export function AppProviders({ store, i18n, children }: AppProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        {children}
        <AfterHydration i18n={i18n} />
      </I18nextProvider>
    </JotaiProvider>
  )
}
