import { Suspense, use, useEffect, useState } from 'react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot, type Root } from 'react-dom/client'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useBrowserStore, useHydrated } from './hydration'

const subscribeNever = () => () => {}
const fromBrowser = () => 'browser'
const fromServer = () => 'server'

/** Renders its value and records every render's value. */
function Reader({ log, name = 'reader' }: { log: string[]; name?: string }) {
  const value = useBrowserStore(subscribeNever, fromBrowser, fromServer)
  log.push(`${name}:${value}`)
  return <p data-testid={name}>{value}</p>
}

function HydratedFlag() {
  return <p data-testid="flag">{String(useHydrated())}</p>
}

let root: Root | undefined
let container: HTMLElement | undefined

/** The prerender's HTML of `serverTree`, then the browser hydrating `browserTree` over it. */
async function prerenderThenHydrate(serverTree: React.ReactNode, browserTree: React.ReactNode) {
  container = document.createElement('div')
  container.innerHTML = renderToString(serverTree)
  document.body.append(container)
  const errors: unknown[] = []
  await act(async () => {
    root = hydrateRoot(container!, browserTree, { onRecoverableError: (error) => errors.push(error) })
  })
  return { container, errors }
}

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  root = undefined
  container = undefined
})

describe('useBrowserStore and useHydrated', () => {
  it('reads the server value in the prerender and while hydrating, then the browser value', async () => {
    const serverLog: string[] = []
    const browserLog: string[] = []
    const html = renderToString(<Reader log={serverLog} />)
    expect(html).toContain('server')

    const { container, errors } = await prerenderThenHydrate(<Reader log={[]} />, <Reader log={browserLog} />)

    expect(errors).toEqual([])
    expect(browserLog[0]).toBe('reader:server')
    expect(browserLog.at(-1)).toBe('reader:browser')
    expect(container.textContent).toBe('browser')
  })

  it('re-renders with the browser value in a task of its own, not synchronously after the hydration effects', async () => {
    // The real scheduler, not act()'s queue: which task a render runs in is the point.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
    try {
      const renders: string[] = []
      let inEffectsTask = false
      function Probe() {
        const value = useBrowserStore(subscribeNever, fromBrowser, fromServer)
        renders.push(inEffectsTask ? `${value} (in the task of the hydration effects)` : value)
        useEffect(() => {
          // A synchronous re-render scheduled by an effect runs before this microtask.
          inEffectsTask = true
          queueMicrotask(() => (inEffectsTask = false))
        }, [])
        return <p>{value}</p>
      }
      container = document.createElement('div')
      container.innerHTML = renderToString(<Probe />)
      document.body.append(container)
      renders.length = 0
      root = hydrateRoot(container, <Probe />)
      await vi.waitFor(() => expect(container?.textContent).toBe('browser'), { timeout: 25_000 })
      expect(renders).toEqual(['server', 'browser'])
    } finally {
      ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment
    }
  })

  it('reports not hydrated in the prerender and while hydrating, hydrated afterwards', async () => {
    expect(renderToString(<HydratedFlag />)).toContain('false')
    const { container, errors } = await prerenderThenHydrate(<HydratedFlag />, <HydratedFlag />)
    expect(errors).toEqual([])
    expect(container.textContent).toBe('true')
  })

  it('hydrates an island whose code arrives after the page has hydrated with the server value, then reads the browser value', async () => {
    let deliver!: () => void
    const code = new Promise<void>((resolve) => (deliver = resolve))
    const islandLog: string[] = []
    function Island({ ready, log }: { ready: Promise<void>; log: string[] }) {
      use(ready)
      return <Reader log={log} name="island" />
    }
    const page = (ready: Promise<void>, log: string[]) => (
      <>
        <HydratedFlag />
        <Suspense fallback={null}>
          <Island ready={ready} log={log} />
        </Suspense>
      </>
    )
    // The prerender awaited the island's code: its HTML has the island's server value.
    const { container, errors } = await prerenderThenHydrate(page(settledPromise(), []), page(code, islandLog))
    expect(container.textContent).toBe('trueserver')
    expect(islandLog).toEqual([])

    await act(async () => {
      deliver()
      await code
    })

    expect(errors).toEqual([])
    expect(islandLog[0]).toBe('island:server')
    expect(islandLog.at(-1)).toBe('island:browser')
    expect(container.textContent).toBe('truebrowser')
  })

  it('reads the browser value in the first render of a component mounted after hydration', async () => {
    const log: string[] = []
    function Later() {
      const [shown, setShown] = useState(false)
      return shown ? (
        <Reader log={log} name="later" />
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          Show
        </button>
      )
    }
    const { container } = await prerenderThenHydrate(<Later />, <Later />)
    await act(async () => container.querySelector('button')!.click())
    expect(log).toEqual(['later:browser'])
  })

  it('reads the browser value at once in a client render (nothing to hydrate)', () => {
    const log: string[] = []
    render(<Reader log={log} />)
    expect(screen.getByTestId('reader')).toHaveTextContent('browser')
    expect(log).toEqual(['reader:browser'])
  })
})

/** A promise React can read synchronously (what the island helper hands the prerender). */
function settledPromise(): Promise<void> {
  const promise = Promise.resolve() as Promise<void> & { status?: string; value?: undefined }
  promise.status = 'fulfilled'
  promise.value = undefined
  return promise
}
