import { render, screen, waitFor } from '@testing-library/react'
import { createStore, useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { createI18n, loadNamespaces, type Locale } from '@/lib/i18n'
import { LOCALE_PARAM, keepLocale, localeRewrite } from '@/lib/locale-path'
import { appStateAtom, createInitialState } from '@/lib/state/app-state'
import { AppProviders } from './AppProviders'

/** One of the many components that read the shared app state (header, footer, images…). */
function LocaleReader() {
  const { locale } = useAtomValue(appStateAtom)
  return <li>{locale}</li>
}

function AboutLink() {
  const { t } = useTranslation()
  return <p>{t('nav.about')}</p>
}

/** The app's providers under a router with the site's language addressing, opened at `url`, with the page's instance in `pageLocale`. */
async function renderApp(url: string, pageLocale: Locale, readers = 1) {
  const store = createStore()
  store.set(appStateAtom, createInitialState({ runtime: 'browser', locale: pageLocale }))
  const i18n = createI18n(pageLocale)
  await loadNamespaces(i18n, ['common'])
  const rootRoute = createRootRoute({
    search: { middlewares: [keepLocale] },
    component: () => (
      <AppProviders store={store} i18n={i18n}>
        <Outlet />
      </AppProviders>
    ),
  })
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/about/',
    component: () => (
      <>
        <AboutLink />
        <ul>
          {Array.from({ length: readers }, (_, index) => (
            <LocaleReader key={index} />
          ))}
        </ul>
      </>
    ),
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [url] }),
    trailingSlash: 'always',
    rewrite: localeRewrite,
  })
  render(<RouterProvider router={router} />)
  return { store, router }
}

describe('AppProviders: the page language is the address’s', () => {
  it('renders a Chinese address in Chinese, with appState.locale zh-CN', async () => {
    const { store } = await renderApp('/zh-CN/about/', 'zh-CN')
    await screen.findByText('关于我们')
    expect(store.get(appStateAtom).locale).toBe('zh-CN')
  })

  it('renders an English address in English', async () => {
    const { store } = await renderApp('/about/', 'en-US')
    await screen.findByText('About')
    expect(store.get(appStateAtom).locale).toBe('en-US')
  })

  it('switches to Chinese when the router moves to the Chinese address, and back', async () => {
    const { store, router } = await renderApp('/about/', 'en-US')
    await screen.findByText('About')
    await router.navigate({ to: '/about/', search: { [LOCALE_PARAM]: 'zh-CN' } as never })
    expect(router.state.location.publicHref).toBe('/zh-CN/about/')
    await screen.findByText('关于我们')
    await waitFor(() => expect(store.get(appStateAtom).locale).toBe('zh-CN'))
    router.history.back()
    await screen.findByText('About')
  })

  it('updates the components that read appState outside the switch transition (no "large number of updates" warning)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { router } = await renderApp('/about/', 'en-US', 12)
    await screen.findByText('About')
    await router.navigate({ to: '/about/', search: { [LOCALE_PARAM]: 'zh-CN' } as never })
    await waitFor(() => expect(screen.getAllByText('zh-CN')).toHaveLength(12))
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})
