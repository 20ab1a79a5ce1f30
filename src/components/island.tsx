import { Suspense, createContext, memo, use, useContext, type ComponentType } from 'react'
import { markWhenFulfilled } from '@/lib/thenable'
import { DeferredHydrationContext } from '@/lib/use-bundled-namespace'
import { markIslandHydrated } from '@/lib/held-click'
import { ISLAND_ATTRIBUTE, ISLAND_PENDING } from '@/boot/page-signals'

export type Island<P extends object> = {
  /**
   * Renders the island in its own <Suspense> boundary, which keeps the prerendered HTML until the
   * code has arrived.
   */
  Island: ComponentType<P>
  /** Starts (or joins) loading the island's code; resolves once it can render synchronously. */
  preload: () => Promise<void>
}

/**
 * The prerender's record of the island modules a page wants loaded with it (`withPage`): their
 * chunks go into the page's boot loader with the page's own, so they download beside the framework
 * and nothing adds their preloads during hydration. Not provided in the browser.
 */
export const PageModulesContext = createContext<((sourceModule: string) => void) | undefined>(undefined)

type IslandOptions = {
  /**
   * The island's source module as the build knows it (e.g. 'src/features/test-drive/TestDriveForm.tsx'):
   * its code is then loaded with the page rather than once hydration asks for it. For a page's main
   * control (a booking form), where the first tap lands. The prerender fails on a module the build
   * does not have.
   */
  withPage?: string
}

/**
 * A server-rendered part of a page whose code is not in the page's first-load script (the home
 * page's blocks, the booking forms with react-hook-form).
 *
 * In the prerender the route loader (or the page module) awaits `preload()`, so the island renders
 * into the HTML like any component. In the browser the page hydrates without it: inside its
 * <Suspense> boundary the island suspends, React keeps its prerendered markup on screen (visible,
 * links working) and hydrates it as soon as the chunk arrives — requested at once, not preloaded
 * with the entry unless it names its module (`withPage`). On client-side navigation the loader
 * preloads it, so nothing flashes.
 */
const loadingIslands = new Set<Promise<void>>()

/**
 * Resolves once every island whose code has started loading has it (a failed load is left out):
 * what a page test waits for before it looks for the island, instead of a clock.
 */
export async function islandsLoaded(): Promise<void> {
  await Promise.allSettled(loadingIslands)
}

export function island<P extends object>(load: () => Promise<ComponentType<P>>, { withPage }: IslandOptions = {}): Island<P> {
  let Component: ComponentType<P> | undefined
  let pending: Promise<void> | undefined

  const preload = () => {
    if (!pending) {
      const loading = load().then(
        (loaded) => {
          Component = loaded
        },
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      pending = markWhenFulfilled(loading)
      loadingIslands.add(pending)
    }
    return pending
  }

  function Loaded(props: P) {
    const recordPageModule = useContext(PageModulesContext)
    if (withPage) recordPageModule?.(withPage)
    use(preload())
    const Loaded = Component!
    // An island loaded with the page hydrates with it; another one brings its strings with it.
    return withPage ? <Loaded {...props} /> : <DeferredHydrationContext value><Loaded {...props} /></DeferredHydrationContext>
  }

  // memo: a boundary still waiting for its code that receives new props (a parent re-rendering, e.g.
  // the layout when the model page selects its model) cannot hydrate them, so React would drop its
  // prerendered HTML and show the empty fallback until the code arrives. Equal props must not reach it.
  const Island = memo(function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  })
  return { Island, preload }
}

/**
 * Ref callback for an island's root: marks it `data-island="hydrated"` once React has taken it
 * over (tests wait for it before they interact), and a click the boot loader held on it is
 * replayed then (src/lib/held-click.ts). The root is prerendered with `islandRoot`'s pending mark.
 */
export function markHydrated(element: HTMLElement | null) {
  if (element) markIslandHydrated(element)
}

/**
 * The props of an island's root element: prerendered `data-island="pending"`, so a click on the
 * island before React has hydrated it is held by the boot loader instead of dropped by React, then
 * marked hydrated (markHydrated). `<section {...islandRoot}>`; a root with a ref of its own calls
 * markHydrated from it and spreads `islandPending`.
 */
export const islandPending = { [ISLAND_ATTRIBUTE]: ISLAND_PENDING }
export const islandRoot = { ...islandPending, ref: markHydrated }
