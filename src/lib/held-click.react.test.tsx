import { Suspense, lazy, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { replayHeldClick } from './held-click'

// held-click.ts decides that React owns the held element from what React itself leaves on it. Here
// the real React hydrates real server-rendered markup, so a React that marks its elements another
// way fails this test (the fake-key tests in held-click.test.ts would still pass).

const held = window as Window & { __heldClick?: HTMLElement }

function BookButton({ onBook }: { onBook: () => void }) {
  return (
    <button type="button" onClick={onBook}>
      Book
    </button>
  )
}

let root: Root | undefined

function serve(markup: string) {
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = markup
  return container
}

describe('replayHeldClick with the real React', () => {
  afterEach(() => {
    root?.unmount()
    root = undefined
    document.body.innerHTML = ''
  })

  it('replays the held tap on a button of the hydrated page, once', async () => {
    const container = serve(renderToString(<BookButton onBook={() => {}} />))
    held.__heldClick = container.querySelector('button') as HTMLElement
    const onBook = vi.fn()
    root = hydrateRoot(container, <BookButton onBook={onBook} />)
    await vi.waitFor(() => expect(Object.keys(container.querySelector('button') as object).length).toBeGreaterThan(0), { timeout: 25_000 })
    replayHeldClick()
    await vi.waitFor(() => expect(onBook).toHaveBeenCalledTimes(1), { timeout: 25_000 })
  })

  it('waits for a part whose code arrives after the page hydrated, then replays the tap to it', async () => {
    const container = serve(
      renderToString(
        <Suspense fallback={null}>
          <BookButton onBook={() => {}} />
        </Suspense>,
      ),
    )
    held.__heldClick = container.querySelector('button') as HTMLElement
    const onBook = vi.fn()
    let arrive: (module: { default: ComponentType<{ onBook: () => void }> }) => void = () => {}
    const LateButton = lazy(() => new Promise<{ default: ComponentType<{ onBook: () => void }> }>((resolve) => (arrive = resolve)))
    root = hydrateRoot(
      container,
      <Suspense fallback={null}>
        <LateButton onBook={onBook} />
      </Suspense>,
    )
    replayHeldClick()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(onBook).not.toHaveBeenCalled()
    arrive({ default: BookButton })
    await vi.waitFor(() => expect(onBook).toHaveBeenCalledTimes(1), { timeout: 25_000 })
    expect(container.querySelectorAll('button')).toHaveLength(1)
  })
})
