import { renderToString } from 'react-dom/server'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { island, islandRoot, loadIslandsWaitingToBeNear } from './island'
import { nearElements } from './when-near'

// An island defined with `whenNear: nearElements(…)` hydrates real server-rendered markup with the real React; only
// the browser's IntersectionObserver is played by the test, which decides when the element is near.

type Props = { name: string }
function Greeting({ name }: Props) {
  return (
    <p {...islandRoot}>
      Hello {name}
    </p>
  )
}

/** What the observers of the page watch, and a way to bring their elements into view. */
let observers: Array<{ callback: IntersectionObserverCallback; elements: Element[]; disconnected: boolean }> = []
class FakeIntersectionObserver {
  private readonly record: (typeof observers)[number]
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, elements: [], disconnected: false }
    observers.push(this.record)
  }
  observe(element: Element) {
    this.record.elements.push(element)
  }
  disconnect() {
    this.record.disconnected = true
  }
}
function scrollNear(element: Element) {
  for (const observer of observers.filter((each) => !each.disconnected && each.elements.includes(element))) {
    observer.callback([{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver)
  }
}

let root: Root | undefined
beforeEach(() => {
  observers = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
})
afterEach(() => {
  root?.unmount()
  root = undefined
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

/** The prerendered page: the island inside `<section id="far-down">`; `hydrate` hydrates it and waits for the page (not the island). */
function prerenderedPage(Island: (props: Props) => React.ReactNode) {
  // The section's ref runs once the page around the island has hydrated.
  const page = (
    <section id="far-down" ref={(element) => element?.setAttribute('data-page-hydrated', '')}>
      <Island name="Ada" />
    </section>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Greeting name="Ada" />).replace(/^/, '<section id="far-down"><!--$-->').replace(/$/, '<!--/$--></section>')
  document.body.append(container)
  const hydrate = async () => {
    root = hydrateRoot(container, page)
    await vi.waitFor(() => expect(container.querySelector('[data-page-hydrated]')).not.toBeNull())
  }
  return { container, hydrate }
}

describe('an island loaded when it comes near (whenNear)', () => {
  it('keeps its prerendered HTML without loading its code until its element comes near, then hydrates', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const { container, hydrate } = prerenderedPage((props) => <later.Island {...props} />)
    const later = island(load, { whenNear: nearElements(['far-down']) })
    await hydrate()
    expect(load).not.toHaveBeenCalled()
    expect(container.querySelector('p')?.getAttribute('data-island')).toBe('pending')
    expect(container.textContent).toBe('Hello Ada')

    scrollNear(container.querySelector('#far-down')!)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(container.querySelector('p')?.getAttribute('data-island')).toBe('hydrated'))
    expect(container.textContent).toBe('Hello Ada')
  })

  it('loads when focus moves into its element (a Tab key, a #fragment) before any scroll', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const { container, hydrate } = prerenderedPage((props) => <focused.Island {...props} />)
    const focused = island(load, { whenNear: nearElements(['far-down']) })
    await hydrate()
    container.querySelector('#far-down')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(load).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(container.querySelector('p')?.getAttribute('data-island')).toBe('hydrated'))
  })

  it('loads at once when its element is not in the document (the page renders after a client-side navigation)', () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    island(load, { whenNear: nearElements(['not-on-this-page']) })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads at once when `atOnceIf` says so (a booking queued by a closed tab, for the form to send)', () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    prerenderedPage(() => null)
    island(load, { whenNear: nearElements(['far-down'], { atOnceIf: () => true }) })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads when asked to load every waiting island (the service worker keeping the page for offline use)', () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    prerenderedPage(() => null)
    island(load, { whenNear: nearElements(['far-down']) })
    expect(load).not.toHaveBeenCalled()
    loadIslandsWaitingToBeNear()
    expect(load).toHaveBeenCalledTimes(1)
    loadIslandsWaitingToBeNear()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a load that fails (offline) keeps the prerendered HTML and is tried again when the browser is back online', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Greeting)
    const { container, hydrate } = prerenderedPage((props) => <flaky.Island {...props} />)
    const flaky = island(load, { whenNear: nearElements(['far-down']) })
    await hydrate()
    scrollNear(container.querySelector('#far-down')!)
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    expect(container.querySelector('p')?.getAttribute('data-island')).toBe('pending')
    expect(container.textContent).toBe('Hello Ada')

    // Back online (said again until the failed load's handler has heard it: it listens once the failure is known).
    await vi.waitFor(() => {
      window.dispatchEvent(new Event('online'))
      expect(container.querySelector('p')?.getAttribute('data-island')).toBe('hydrated')
    })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
