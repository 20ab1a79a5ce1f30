import { afterEach, describe, expect, it, vi } from 'vitest'
import { replayHeldClick } from './held-click'

const held = window as Window & { __heldClick?: HTMLElement }

describe('replayHeldClick', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('clicks the held element once React has hydrated it, and only once', () => {
    vi.useFakeTimers()
    const button = document.body.appendChild(document.createElement('button'))
    const click = vi.fn()
    button.addEventListener('click', click)
    held.__heldClick = button
    replayHeldClick()
    vi.advanceTimersByTime(500)
    expect(click).not.toHaveBeenCalled()
    Object.assign(button, { __reactProps$test: {} })
    vi.advanceTimersByTime(100)
    expect(click).toHaveBeenCalledTimes(1)
    expect(held.__heldClick).toBeUndefined()
    replayHeldClick()
    vi.advanceTimersByTime(100)
    expect(click).toHaveBeenCalledTimes(1)
  })

  it('gives up on an element that is gone or never hydrates', () => {
    vi.useFakeTimers()
    const button = document.body.appendChild(document.createElement('button'))
    const click = vi.fn()
    button.addEventListener('click', click)
    held.__heldClick = button
    replayHeldClick()
    vi.advanceTimersByTime(11_000)
    Object.assign(button, { __reactProps$test: {} })
    vi.advanceTimersByTime(1_000)
    expect(click).not.toHaveBeenCalled()
  })
})
