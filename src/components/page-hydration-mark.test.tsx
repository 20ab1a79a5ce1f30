import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createRootRoute, createRoute, createRouter, type AnyRouter } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { markEachPageHydrated, withHydrationMark } from './page-hydration-mark'

afterEach(() => document.documentElement.removeAttribute('data-hydrated'))

describe("the document's hydration mark, given to every page by the router", () => {
  it('renders nothing of its own and marks the document once the page has rendered', () => {
    let markedWhenPageCommitted: string | null = 'unset'
    function Page() {
      // When the page's content is committed the document is not marked yet: the mark follows the page.
      return <main ref={() => void (markedWhenPageCommitted = document.documentElement.getAttribute('data-hydrated'))}>Page</main>
    }
    const Marked = withHydrationMark(Page)
    expect(renderToString(<Marked />)).toBe(renderToString(<Page />))
    render(<Marked />)
    expect(markedWhenPageCommitted).toBeNull()
    expect(document.documentElement.getAttribute('data-hydrated')).toBe('true')
  })

  it('wraps each page route once, however many routers are made from the tree, and keeps a code-split page preloadable', () => {
    const preload = vi.fn(async () => undefined)
    const root = createRootRoute()
    const Page = Object.assign(() => <main>Page</main>, { preload })
    const page = createRoute({ getParentRoute: () => root, path: '/', component: Page })
    const routeTree = root.addChildren([page])
    const first = createRouter({ routeTree }) as unknown as AnyRouter
    markEachPageHydrated(first)
    const wrapped = page.options.component
    expect(wrapped).not.toBe(Page)
    markEachPageHydrated(createRouter({ routeTree }) as unknown as AnyRouter)
    expect(page.options.component).toBe(wrapped)
    expect(root.options.component).toBeUndefined()
    void (wrapped as typeof Page).preload()
    expect(preload).toHaveBeenCalledOnce()
  })

  it("gives a layout route no mark: its pages' own boundaries hydrate after it", () => {
    const root = createRootRoute()
    const Layout = () => <div>Layout</div>
    const Page = () => <main>Page</main>
    const layout = createRoute({ getParentRoute: () => root, id: 'layout', component: Layout })
    const page = createRoute({ getParentRoute: () => layout, path: '/', component: Page })
    const routeTree = root.addChildren([layout.addChildren([page])])
    markEachPageHydrated(createRouter({ routeTree }) as unknown as AnyRouter)
    expect(layout.options.component).toBe(Layout)
    expect(page.options.component).not.toBe(Page)
  })
})
