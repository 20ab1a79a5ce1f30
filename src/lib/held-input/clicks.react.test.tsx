import { useState, type ComponentType, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { compileInlineScript } from '../../../prerender/inline-scripts.mjs'
import { HELD_CLICK, HELD_KEYS, type HeldClickHolder, type HeldKeysHolder } from '@/boot/page-signals'
import { island, islandRoot } from '@/components/island'
import { runBootLoader } from '@/test/run-boot-loader'
import { useMarkDocumentHydrated } from './clicks'
import { useHeldKeys } from './keys'

// The real boot loader (compiled as every page has it) holds an early tap, the real React hydrates
// real server-rendered markup, and the app's own marks (the page's, an island root's
// ref) replay the tap: once React can handle it, and exactly once. Nothing here reads or fakes
// React's internals: a React that hydrates differently fails these tests.

const holder = window as Window & HeldClickHolder & HeldKeysHolder

let loader = ''
beforeAll(async () => {
  loader = await compileInlineScript('boot-loader.ts')
})

/** The page: what its hydration mark (components/page-hydration-mark.tsx) does once it has hydrated. */
function Page({ children }: { children: ReactNode }) {
  useMarkDocumentHydrated()
  return <main>{children}</main>
}

type BookProps = { onBook: () => void }

function BookButton({ onBook }: BookProps) {
  return (
    <button type="button" onClick={onBook}>
      Book
    </button>
  )
}

/** An island's content, its root marked as every island's is. */
function BookSection({ onBook }: BookProps) {
  return (
    <section {...islandRoot}>
      <BookButton onBook={onBook} />
    </section>
  )
}

let root: Root | undefined
let forward: ((event: Event) => void) | undefined
/** Brings a late island's code; called after each test too, so no island stays loading for the next file. */
let arrive: (component: ComponentType<BookProps>) => void = () => {}

/** Serves the prerendered markup with the boot loader running and seeing the page's clicks first. */
function serve(markup: string) {
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = markup
  const page = runBootLoader(loader, { files: { entry: '/assets/main.js', preloads: [] }, window })
  forward = (event) => page.dispatch(event.type, event)
  for (const type of ['click', 'keydown']) document.addEventListener(type, forward, true)
  return container
}

const button = (container: HTMLElement) => container.querySelector('button') as HTMLButtonElement

describe('an early tap, with the real React', () => {
  // Test files share the document: another file's app may have left it marked hydrated.
  beforeEach(() => document.documentElement.removeAttribute('data-hydrated'))

  afterEach(() => {
    arrive(BookSection)
    root?.unmount()
    root = undefined
    for (const type of ['click', 'keydown']) if (forward) document.removeEventListener(type, forward, true)
    delete holder[HELD_CLICK]
    delete holder[HELD_KEYS]
    document.documentElement.removeAttribute('data-hydrated')
    document.body.innerHTML = ''
  })

  it('before the page has hydrated is held, then replayed once the page has', async () => {
    const container = serve(renderToString(<Page><BookButton onBook={() => {}} /></Page>))
    button(container).click()
    expect(holder[HELD_CLICK]).toBe(button(container))
    const onBook = vi.fn()
    root = hydrateRoot(container, <Page><BookButton onBook={onBook} /></Page>)
    await vi.waitFor(() => expect(onBook).toHaveBeenCalledTimes(1), { timeout: 25_000 })
    expect(holder[HELD_CLICK]).toBeUndefined()
    // Owned now: a tap goes straight to React.
    button(container).click()
    expect(onBook).toHaveBeenCalledTimes(2)
  })

  it('while the page is hydrating reaches the handler once, not once from React and once replayed', async () => {
    const container = serve(renderToString(<Page><BookButton onBook={() => {}} /></Page>))
    const onBook = vi.fn()
    root = hydrateRoot(container, <Page><BookButton onBook={onBook} /></Page>)
    button(container).click()
    expect(onBook).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'), { timeout: 25_000 })
    expect(onBook).toHaveBeenCalledTimes(1)
    expect(holder[HELD_CLICK]).toBeUndefined()
  })

  it('inside an island whose code arrives after the page hydrated is replayed once the island has hydrated', async () => {
    const prerendered = island(async () => BookSection)
    await prerendered.preload()
    const container = serve(renderToString(<Page><prerendered.Island onBook={() => {}} /></Page>))
    expect(container.querySelector('section')!.dataset.island).toBe('pending')

    const late = island(() => new Promise<ComponentType<BookProps>>((resolve) => (arrive = resolve)))
    const onBook = vi.fn()
    root = hydrateRoot(container, <Page><late.Island onBook={onBook} /></Page>)
    await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'), { timeout: 25_000 })

    // React would drop this tap (its part has not hydrated): the loader holds it instead.
    button(container).click()
    expect(holder[HELD_CLICK]).toBe(button(container))
    expect(onBook).not.toHaveBeenCalled()

    arrive(BookSection)
    await vi.waitFor(() => expect(onBook).toHaveBeenCalledTimes(1), { timeout: 25_000 })
    expect(container.querySelector('section')!.dataset.island).toBe('hydrated')
    expect(container.querySelectorAll('button')).toHaveLength(1)
    expect(holder[HELD_CLICK]).toBeUndefined()
  })
})

/** A turntable as the 360° viewer is: each arrow key turns it from the angle of the last render. */
function Turntable() {
  useHeldKeys()
  const [angle, setAngle] = useState(0)
  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'ArrowRight') setAngle(angle + 1)
  }
  return (
    <div {...islandRoot}>
      <div role="slider" tabIndex={0} aria-label="Turn" aria-valuenow={angle} onKeyDown={onKeyDown} />
    </div>
  )
}

describe('early arrow keys on a slider, with the real React', () => {
  beforeEach(() => document.documentElement.removeAttribute('data-hydrated'))

  afterEach(() => {
    root?.unmount()
    root = undefined
    for (const type of ['click', 'keydown']) if (forward) document.removeEventListener(type, forward, true)
    delete holder[HELD_KEYS]
    document.documentElement.removeAttribute('data-hydrated')
    document.body.innerHTML = ''
  })

  it('pressed before its island hydrated each turn it once it has, and later keys go straight to React', async () => {
    const prerendered = island(async () => Turntable)
    await prerendered.preload()
    const container = serve(renderToString(<Page><prerendered.Island /></Page>))
    const slider = () => container.querySelector<HTMLElement>('[role=slider]')!
    let arrive: (component: typeof Turntable) => void = () => {}
    const late = island(() => new Promise<typeof Turntable>((resolve) => (arrive = resolve)))
    root = hydrateRoot(container, <Page><late.Island /></Page>)
    await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'), { timeout: 25_000 })

    slider().focus()
    const press = () => slider().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }))
    press()
    press()
    expect(holder[HELD_KEYS]?.keys).toEqual(['ArrowRight', 'ArrowRight'])

    arrive(Turntable)
    await vi.waitFor(() => expect(slider().getAttribute('aria-valuenow')).toBe('2'), { timeout: 25_000 })
    expect(holder[HELD_KEYS]).toBeUndefined()
    press()
    await vi.waitFor(() => expect(slider().getAttribute('aria-valuenow')).toBe('3'))
  })
})
