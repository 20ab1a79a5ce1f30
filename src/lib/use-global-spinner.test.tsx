import { render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApiClient, startLoading, stopLoading } from '@/lib/api/client-hooks'
import { useGlobalSpinner } from './use-global-spinner'

function Waiting({ delayMs }: { delayMs?: number }) {
  useGlobalSpinner(delayMs)
  return null
}

describe('useGlobalSpinner', () => {
  let loading: boolean
  beforeEach(() => {
    loading = false
    configureApiClient({
      onLoadingChange: (flag, active) => {
        if (flag === 'loading') loading = active
      },
      onPageWarn() {},
      onToast() {},
    })
  })
  afterEach(() => configureApiClient({ onLoadingChange() {}, onPageWarn() {}, onToast() {} }))

  it('sets the loading flag while mounted and clears it when unmounted', () => {
    const view = render(<Waiting />)
    expect(loading).toBe(true)
    view.unmount()
    expect(loading).toBe(false)
  })

  it('waits for the delay first, so a shorter wait never shows the spinner', () => {
    vi.useFakeTimers()
    const short = render(<Waiting delayMs={200} />)
    vi.advanceTimersByTime(199)
    expect(loading).toBe(false)
    short.unmount()
    vi.advanceTimersByTime(1000)
    expect(loading).toBe(false)

    const long = render(<Waiting delayMs={200} />)
    vi.advanceTimersByTime(200)
    expect(loading).toBe(true)
    long.unmount()
    expect(loading).toBe(false)
  })

  it('keeps the flag on until the last wait ends, a request included', () => {
    const first = render(<Waiting />)
    const second = render(<Waiting />)
    startLoading('loading')
    first.unmount()
    expect(loading).toBe(true)
    second.unmount()
    expect(loading).toBe(true)
    stopLoading('loading')
    expect(loading).toBe(false)
  })
})
