import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HELD_CLICK, type HeldClickHolder } from '@/boot/page-signals'
import { markDocumentHydrated, markIslandHydrated, replayHeldClick } from './clicks'

const holder = window as Window & HeldClickHolder

function held(markup: string, selector: string) {
  document.body.innerHTML = markup
  const control = document.querySelector(selector) as HTMLElement
  const click = vi.fn()
  control.addEventListener('click', click)
  holder[HELD_CLICK] = control
  return click
}

describe('the held click', () => {
  // Test files share the document: another file's app may have left it marked hydrated.
  beforeEach(() => document.documentElement.removeAttribute('data-hydrated'))

  afterEach(() => {
    delete holder[HELD_CLICK]
    document.documentElement.removeAttribute('data-hydrated')
    document.body.innerHTML = ''
  })

  it('is replayed when the page is marked hydrated, and only once', () => {
    const click = held('<button type="button">Models</button>', 'button')
    replayHeldClick()
    expect(click).not.toHaveBeenCalled()
    markDocumentHydrated()
    expect(document.documentElement.dataset.hydrated).toBe('true')
    expect(click).toHaveBeenCalledTimes(1)
    expect(holder[HELD_CLICK]).toBeUndefined()
    replayHeldClick()
    expect(click).toHaveBeenCalledTimes(1)
  })

  it('inside an island, waits for the island to be marked hydrated too', async () => {
    const click = held('<section data-island="pending"><button type="button">Play</button></section>', 'button')
    markDocumentHydrated()
    expect(click).not.toHaveBeenCalled()
    markIslandHydrated(document.querySelector('section')!)
    expect(document.querySelector('section')!.dataset.island).toBe('hydrated')
    // After the commit that marked it (a ref runs during React's commit).
    expect(click).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1))
    expect(holder[HELD_CLICK]).toBeUndefined()
  })

  it('is dropped once its control has left the page', () => {
    const click = held('<button type="button">Models</button>', 'button')
    const control = holder[HELD_CLICK] as HTMLElement
    control.remove()
    markDocumentHydrated()
    expect(click).not.toHaveBeenCalled()
    expect(holder[HELD_CLICK]).toBeUndefined()
  })
})
