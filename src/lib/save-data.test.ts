import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import Cookies from 'js-cookie'
import { LITE_COOKIE } from '@/boot/page-signals'
import { savingData, setLiteSwitch, useLiteSwitch, useSavingData } from './save-data'

function withConnection(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection })
}

describe('saving data', () => {
  afterEach(() => {
    Cookies.remove(LITE_COOKIE, { path: '/' })
    withConnection(undefined)
    vi.restoreAllMocks()
  })

  it("follows the browser's Save-Data signal or the Lite switch", () => {
    expect(savingData()).toBe(false)
    withConnection({ saveData: true })
    expect(savingData()).toBe(true)
    withConnection({ saveData: false })
    setLiteSwitch(true)
    expect(savingData()).toBe(true)
    expect(Cookies.get(LITE_COOKIE)).toBe('1')
  })

  it('re-renders when the switch changes, and works with a connection that is not an EventTarget', () => {
    withConnection({ saveData: false })
    const { result } = renderHook(() => [useSavingData(), useLiteSwitch()])
    expect(result.current).toEqual([false, false])
    act(() => setLiteSwitch(true))
    expect(result.current).toEqual([true, true])
    act(() => setLiteSwitch(false))
    expect(result.current).toEqual([false, false])
    expect(Cookies.get(LITE_COOKIE)).toBeUndefined()
  })

  it("re-renders when the browser's signal changes", () => {
    const connection = Object.assign(new EventTarget(), { saveData: false })
    withConnection(connection)
    const { result } = renderHook(() => useSavingData())
    expect(result.current).toBe(false)
    act(() => {
      connection.saveData = true
      connection.dispatchEvent(new Event('change'))
    })
    expect(result.current).toBe(true)
  })
})
