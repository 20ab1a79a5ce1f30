import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { I18nextProvider } from 'react-i18next'
import { createI18n } from '@/lib/i18n'
import { Notifications } from './Notifications'
import { clearNotifications, notify, notifyWhile } from './notifications'

function renderNotifications() {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <Notifications />
    </I18nextProvider>,
  )
}

describe('Notifications (SPEC §4)', () => {
  // A notification's code loads with the first one (Notifications.tsx): loaded once here, with real
  // timers, so the tests that fake the clock render them at once.
  beforeAll(async () => {
    renderNotifications()
    act(() => void notify('info', 'First'))
    await screen.findByText('First')
    act(() => clearNotifications())
    cleanup()
  })
  // The store is the module's, shared with every test file in this worker (isolate: false): another
  // file's notifications may still be in it.
  beforeEach(() => clearNotifications())
  afterEach(() => act(() => clearNotifications()))

  it('announces errors as alerts and other types politely', () => {
    renderNotifications()
    act(() => {
      notify('error', 'Booking failed')
      notify('success', 'Booking confirmed')
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Booking failed')
    expect(screen.getByRole('status')).toHaveTextContent('Booking confirmed')
  })

  it('closes by itself after 3 s', () => {
    vi.useFakeTimers()
    renderNotifications()
    act(() => void notify('info', 'Saved'))
    act(() => vi.advanceTimersByTime(2900))
    expect(screen.getByText('Saved')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByText('Saved')).not.toBeInTheDocument()
  })

  it('pauses while hovered and resumes on leave', () => {
    vi.useFakeTimers()
    renderNotifications()
    act(() => void notify('warning', 'Check your details'))
    const item = screen.getByText('Check your details').closest('li')!
    act(() => vi.advanceTimersByTime(1000))
    fireEvent.mouseEnter(item)
    act(() => vi.advanceTimersByTime(10_000))
    expect(screen.getByText('Check your details')).toBeInTheDocument()
    fireEvent.mouseLeave(item)
    act(() => vi.advanceTimersByTime(2100))
    expect(screen.queryByText('Check your details')).not.toBeInTheDocument()
  })

  it('closes a loading notification after 3 s by default, like every other type', () => {
    vi.useFakeTimers()
    renderNotifications()
    act(() => void notify('loading', 'Checking…'))
    act(() => vi.advanceTimersByTime(2900))
    expect(screen.getByText('Checking…')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByText('Checking…')).not.toBeInTheDocument()
  })

  describe('a loading notification for some work', () => {
    function deferred() {
      let resolve!: () => void
      let reject!: (error: Error) => void
      const promise = new Promise<void>((onResolve, onReject) => {
        resolve = onResolve
        reject = onReject
      })
      return { promise, resolve, reject }
    }

    it('stays while the work runs, then gives way to the outcome, which closes after 3 s', async () => {
      vi.useFakeTimers()
      renderNotifications()
      const work = deferred()
      act(() => void notifyWhile(work.promise, 'Sending…', { success: 'Sent' }))
      act(() => vi.advanceTimersByTime(10_000))
      expect(screen.getByRole('status')).toHaveTextContent('Sending…')
      await act(async () => work.resolve())
      expect(screen.queryByText('Sending…')).not.toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent('Sent')
      act(() => vi.advanceTimersByTime(3100))
      expect(screen.queryByText('Sent')).not.toBeInTheDocument()
    })

    it('gives way to an error notification when the work fails, and hands the failure on', async () => {
      renderNotifications()
      const work = deferred()
      let handed: unknown
      act(() => void notifyWhile(work.promise, 'Sending…', { error: 'Not sent' }).catch((error: unknown) => (handed = error)))
      await act(async () => work.reject(new Error('offline')))
      expect(screen.queryByText('Sending…')).not.toBeInTheDocument()
      expect(screen.getByRole('alert')).toHaveTextContent('Not sent')
      expect(handed).toEqual(new Error('offline'))
    })

    it('closes when the work ends if no outcome message is given', async () => {
      renderNotifications()
      const work = deferred()
      act(() => void notifyWhile(work.promise, 'Sending…'))
      await act(async () => work.resolve())
      expect(screen.queryByText('Sending…')).not.toBeInTheDocument()
      expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('')
    })
  })

  it('can be closed by hand', () => {
    renderNotifications()
    act(() => void notify('loading', 'Sending…'))
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }))
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument()
  })
})
