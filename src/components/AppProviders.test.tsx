import { render, screen, waitFor } from '@testing-library/react'
import { createStore, useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '@/lib/i18n'
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

function renderApp(readers = 1) {
  const store = createStore()
  store.set(appStateAtom, createInitialState({ runtime: 'browser' }))
  render(
    <AppProviders store={store} i18n={createI18n()}>
      <AboutLink />
      <ul>
        {Array.from({ length: readers }, (_, index) => (
          <LocaleReader key={index} />
        ))}
      </ul>
    </AppProviders>,
  )
  return store
}

describe('AppProviders: the locale cookie', () => {
  afterEach(() => {
    Cookies.remove('locale')
    document.documentElement.lang = ''
  })

  it('switches the page to Chinese and sets appState.locale with it', async () => {
    Cookies.set('locale', 'zh-CN')
    const store = renderApp()
    await screen.findByText('关于我们')
    await waitFor(() => expect(store.get(appStateAtom).locale).toBe('zh-CN'))
    expect(screen.getByRole('listitem')).toHaveTextContent('zh-CN')
    expect(document.documentElement.lang).toBe('zh-CN')
  })

  it('keeps appState.locale en-US without the cookie', async () => {
    const store = renderApp()
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'))
    expect(store.get(appStateAtom).locale).toBe('en-US')
    expect(screen.getByText('About')).toBeInTheDocument()
  })

  it('updates the components that read appState outside the switch transition (no "large number of updates" warning)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    Cookies.set('locale', 'zh-CN')
    renderApp(12)
    await waitFor(() => expect(screen.getAllByText('zh-CN')).toHaveLength(12))
    expect(warn).not.toHaveBeenCalled()
  })
})
