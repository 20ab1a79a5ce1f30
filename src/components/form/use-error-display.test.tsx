import { act, renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { useErrorDisplay } from './use-error-display'

type Values = { name: string; phone: string }
const FIELDS = ['name', 'phone'] as const

function setup() {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: { name: '', phone: '' } })
    return { form, display: useErrorDisplay({ formId: 'demo', form, fields: FIELDS }) }
  })
}

describe('useErrorDisplay', () => {
  it('shows no summary before a submit, then the server field errors in the form order', () => {
    const { result } = setup()
    expect(result.current.display.summaryItems).toEqual([])
    let others: string[] = []
    act(() => {
      others = result.current.display.showServerErrors({ phone: 'Phone is taken', captcha: 'Try again' })
    })
    expect(others).toEqual(['Try again'])
    expect(result.current.display.summaryItems).toEqual([{ name: 'phone', id: expect.stringContaining('phone'), message: 'Phone is taken' }])
    act(() => result.current.display.hide())
    expect(result.current.display.summaryItems).toEqual([])
  })
})
