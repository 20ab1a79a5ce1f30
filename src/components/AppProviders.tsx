import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { Provider as JotaiProvider, useAtomValue, type createStore } from 'jotai'
import { I18nextProvider } from 'react-i18next'
import type { i18n as I18n } from 'i18next'
import { appStateAtom } from '@/lib/state/app-state'
import Cookies from 'js-cookie'
import { DEFAULT_LOCALE, instanceForLocale, resolveLocale } from '@/lib/i18n'
import { replayHeldClick } from '@/lib/held-click'

type AppProvidersProps = {
  store: ReturnType<typeof createStore>
  i18n: I18n
  children: ReactNode
}

/**
 * Runs once the page shell has hydrated: marks the document as hydrated (tests wait for it) and
 * only then applies the locale cookie, so the first client render matches the English prerendered
 * HTML. The switch is a transition: React hydrates any part of the page it has not hydrated yet
 * (route content, islands) in English first, then renders it in the new language.
 */
function AfterHydration({ i18n, onLocale }: { i18n: I18n; onLocale: (localized: I18n) => void }) {
  const { localeCookieKey } = useAtomValue(appStateAtom)
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    replayHeldClick()
    const locale = resolveLocale(Cookies.get(localeCookieKey))
    if (locale === DEFAULT_LOCALE) return
    let cancelled = false
    void instanceForLocale(i18n, locale).then((localized) => {
      if (!cancelled) startTransition(() => onLocale(localized))
    })
    return () => {
      cancelled = true
    }
  }, [i18n, localeCookieKey, onLocale])
  return null
}

/** Per-render providers (the query client is provided by the router's SSR query integration). */
export function AppProviders({ store, i18n, children }: AppProvidersProps) {
  const [activeI18n, setActiveI18n] = useState(i18n)
  useEffect(() => {
    document.documentElement.lang = activeI18n.language
    // After the commit, not inside the switch's transition: every component that reads the app
    // state would update in that transition (React's development build warns about it).
    const locale = resolveLocale(activeI18n.language)
    store.set(appStateAtom, (state) => (state.locale === locale ? state : { ...state, locale }))
  }, [activeI18n, store])
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={activeI18n}>
        {children}
        <AfterHydration i18n={i18n} onLocale={setActiveI18n} />
      </I18nextProvider>
    </JotaiProvider>
  )
}
