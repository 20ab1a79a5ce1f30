import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { I18nextProvider } from 'react-i18next'
import { createI18n } from '@/lib/i18n'
import { PAGE_LOADER_TIMEOUT_MS, PageLoader } from './PageLoader'
import { PAGE_LOADER_DELAY_MS } from './page-loader-delay'

function renderLoader(props: Parameters<typeof PageLoader>[0] = {}) {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <PageLoader {...props} />
    </I18nextProvider>,
  )
}

describe('PageLoader (SPEC §4)', () => {
  it('shows nothing for 200 ms, then "Loading...", then the timed-out state with Retry', () => {
    vi.useFakeTimers()
    const onRetry = vi.fn()
    renderLoader({ onRetry })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(PAGE_LOADER_DELAY_MS))
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    act(() => vi.advanceTimersByTime(PAGE_LOADER_TIMEOUT_MS))
    expect(screen.getByRole('status')).toHaveTextContent('This is taking longer than usual.')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('shows "Loading..." at once when the router already waited', () => {
    renderLoader({ delayMs: 0 })
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
  })
})
