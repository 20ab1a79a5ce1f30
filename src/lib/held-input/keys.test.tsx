import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextTask } from '@/boot/next-task'
import { HELD_KEYS, type HeldKeysHolder } from '@/boot/page-signals'
import { useHeldKeys } from './keys'

const holder = window as Window & HeldKeysHolder

// Test files share the document: another file's app may have left it marked hydrated.
beforeEach(() => document.documentElement.removeAttribute('data-hydrated'))

afterEach(() => {
  delete holder[HELD_KEYS]
  document.documentElement.removeAttribute('data-hydrated')
  document.body.innerHTML = ''
})

/** A slider in an island, focused, with `keys` held by the boot loader. */
function heldKeys(keys: string[], island: 'pending' | 'hydrated') {
  document.body.innerHTML = `<section data-island="${island}"><div role="slider" tabindex="0"></div></section><a href="/">Home</a>`
  const slider = document.querySelector<HTMLElement>('[role=slider]')!
  const pressed: string[] = []
  slider.addEventListener('keydown', (event) => pressed.push(event.key))
  slider.focus()
  holder[HELD_KEYS] = { control: slider, keys }
  return { slider, pressed }
}

describe('the held keys', () => {
  it('are replayed in order to the focused widget once the island and the page are marked hydrated, ', async () => {
    const { pressed } = heldKeys(['ArrowRight', 'ArrowRight', 'Home'], 'hydrated')
    renderHook(() => useHeldKeys())
    // The island has hydrated, the page not yet: they wait for its mark.
    await Promise.resolve()
    expect(holder[HELD_KEYS]).toBeDefined()
    document.documentElement.setAttribute('data-hydrated', 'true')
    await vi.waitFor(() => expect(pressed).toEqual(['ArrowRight', 'ArrowRight', 'Home']))
  })

  it('on a widget in another island still on its way, wait for that island', async () => {
    const { slider, pressed } = heldKeys(['End'], 'pending')
    document.documentElement.setAttribute('data-hydrated', 'true')
    renderHook(() => useHeldKeys())
    await Promise.resolve()
    expect(holder[HELD_KEYS]).toBeDefined()
    slider.parentElement!.setAttribute('data-island', 'hydrated')
    await vi.waitFor(() => expect(pressed).toEqual(['End']))
  })

  it('are dropped once the visitor has moved the focus elsewhere', async () => {
    const { pressed } = heldKeys(['ArrowLeft'], 'hydrated')
    document.documentElement.setAttribute('data-hydrated', 'true')
    document.querySelector('a')!.focus()
    renderHook(() => useHeldKeys())
    expect(holder[HELD_KEYS]).toBeUndefined()
    // Past the tasks in which they would have been pressed.
    for (let task = 0; task < 3; task++) await nextTask()
    expect(pressed).toEqual([])
  })
})
