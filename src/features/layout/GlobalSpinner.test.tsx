import { act, render, screen } from '@testing-library/react'
import { Provider, createStore } from 'jotai'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { configureApiClient } from '@/lib/api/client-hooks'
import { createI18n } from '@/lib/i18n'
import { loadingFlagAtoms } from '@/lib/state/loading'
import { useGlobalSpinner } from '@/lib/use-global-spinner'
import { GlobalSpinner } from './GlobalSpinner'

function Waiting() {
  useGlobalSpinner()
  return null
}

function renderPage(waiting: boolean) {
  const store = createStore()
  // As src/connect-api-client.ts wires the client to the app's state.
  configureApiClient({ onLoadingChange: (flag, active) => store.set(loadingFlagAtoms[flag], active), onPageWarn() {}, onToast() {} })
  const page = (isWaiting: boolean) => (
    <Provider store={store}>
      <I18nextProvider i18n={createI18n()}>
        <GlobalSpinner />
        {isWaiting ? <Waiting /> : null}
      </I18nextProvider>
    </Provider>
  )
  const view = render(page(waiting))
  return { rerender: (isWaiting: boolean) => act(() => view.rerender(page(isWaiting))) }
}

describe('GlobalSpinner (SPEC §2)', () => {
  afterEach(() => configureApiClient({ onLoadingChange() {}, onPageWarn() {}, onToast() {} }))

  it('shows while a part of the page waits, and goes when the wait ends', () => {
    const page = renderPage(false)
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    page.rerender(true)
    expect(screen.getByRole('progressbar', { name: 'Please wait…' })).toBeInTheDocument()
    page.rerender(false)
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })
})
