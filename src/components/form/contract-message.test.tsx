import { createElement, type ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '@/lib/i18n'
import { useContractMessage } from './contract-message'

const loadedTranslator = vi.hoisted(() => ({ count: 0 }))
vi.mock('./translate-contract-message', async (importOriginal) => {
  loadedTranslator.count += 1
  return importOriginal()
})

const REQUIRED = 'This phone number is already registered'

function render(locale: 'en-US' | 'zh-CN') {
  const i18n = createI18n(locale)
  const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children)
  return renderHook(() => useContractMessage(), { wrapper })
}

describe('useContractMessage', () => {
  it('loads the Chinese translator only once a form is touched, then translates what it shows', async () => {
    const { result } = render('zh-CN')
    // Hydrated, nothing touched: the translator has not been asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(loadedTranslator.count).toBe(0)
    expect(result.current(REQUIRED)).toBe(REQUIRED)

    const form = document.body.appendChild(document.createElement('form'))
    const field = form.appendChild(document.createElement('input'))
    act(() => field.focus())
    await waitFor(() => expect(result.current(REQUIRED)).not.toBe(REQUIRED))
    expect(result.current(REQUIRED)).toMatch(/[\u4e00-\u9fff]/)
    expect(loadedTranslator.count).toBe(1)
    form.remove()
  })

  it('leaves English as it is and loads nothing', () => {
    const { result } = render('en-US')
    document.body.appendChild(document.createElement('input')).focus()
    expect(result.current(REQUIRED)).toBe(REQUIRED)
  })
})
