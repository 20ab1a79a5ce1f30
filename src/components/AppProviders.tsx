import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { Provider as JotaiProvider, type createStore } from 'jotai'
import { I18nextProvider } from 'react-i18next'
import { useLocation } from '@tanstack/react-router'
import type { i18n as I18n } from 'i18next'
import { appStateAtom } from '@/lib/state/app-state'
import { instanceForLocale, readyInstance } from '@/lib/i18n'
import { localeOfSearch } from '@/lib/locale-path'

type AppProvidersProps = {
  store: ReturnType<typeof createStore>
  i18n: I18n
  children: ReactNode
}

/**
 * Per-render providers (the query client is provided by the router's SSR query integration). The
 * language is the address's (src/lib/locale-path.ts): the page's own instance hydrates the page in
 * the language it was prerendered in; a page in the other language gets that language's instance,
 * which the language switch makes ready before it navigates. Reached another way (the browser's back
 * button), the page keeps its previous instance until the other has loaded, then switches in a
 * transition.
 */
export function AppProviders({ store, i18n, children }: AppProvidersProps) {
  const locale = useLocation({ select: (location) => localeOfSearch(location.search) })
  const ready = readyInstance(i18n, locale)
  const [previous, setPrevious] = useState(i18n)
  const active = ready ?? previous
  useEffect(() => {
    if (ready) return
    let cancelled = false
    void instanceForLocale(i18n, locale).then((localized) => {
      if (!cancelled) startTransition(() => setPrevious(localized))
    })
    return () => {
      cancelled = true
    }
  }, [i18n, locale, ready])
  useEffect(() => {
    // After the commit, not during the render: every component that reads the app state would
    // update with it (React's development build warns about it).
    store.set(appStateAtom, (state) => (state.locale === locale ? state : { ...state, locale }))
  }, [locale, store])
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={active}>
        {children}
      </I18nextProvider>
    </JotaiProvider>
  )
}
