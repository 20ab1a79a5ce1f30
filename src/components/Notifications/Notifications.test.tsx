import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nextProvider } from 'react-i18next'
import { createI18n } from '@/lib/i18n'
import { Notifications } from './Notifications'
import { clearNotifications, notify } from './notifications'

function renderNotifications() {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <Notifications />
    </I18nextProvider>,
  )
}

describe('Notifications (SPEC §4)', () => {
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

  it('can be closed by hand', () => {
    renderNotifications()
    act(() => void notify('loading', 'Sending…'))
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }))
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument()
  })
})
