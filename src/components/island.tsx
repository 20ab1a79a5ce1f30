import { Suspense, createContext, memo, use, useContext, type ComponentType, type ReactNode } from 'react'
import { markWhenFulfilled } from '@/lib/thenable'
import { DeferredHydrationContext } from '@/lib/use-bundled-namespace'
import { markIslandHydrated } from '@/lib/held-input/clicks'
import { ISLAND_ATTRIBUTE, ISLAND_PENDING } from '@/boot/page-signals'
import type { i18n as I18n } from 'i18next'
import { loadNamespaces, type Locale } from '@/lib/i18n'

/**
 * Islands: server-rendered parts of a page whose code is not in the page's first-load script (the
 * home page's blocks, the footer, the booking forms with react-hook-form). The one way to make one:
 *
 *     const bookingForm = island(() => import('./TestDriveForm').then((module) => module.TestDriveForm))
 *     …
 *     <bookingForm.Island {...props} />
 *
 * at the top level of a module (never inside a component or a function called while rendering).
 * Nothing else is needed:
 *
 * - **Defining it starts loading its code**, in the browser and on the server: in the browser while
 *   the page hydrates (not when hydration reaches it), on the server before the page renders.
 * - **The server render loads every island defined so far** (`serverIslands().load()`, called by
 *   src/entry-server.tsx once the router has loaded the page's modules), so each renders into the
 *   prerendered HTML like any component. An island that still suspends there (not defined at module
 *   level, or its code failed to load) fails the render with an error naming it: a prerendered page
 *   never has a silent hole where an island should be.
 * - **In the browser** the page hydrates without the island's code: inside its <Suspense> boundary
 *   the island suspends, React keeps its prerendered markup on screen (visible, links working) and
 *   hydrates it as soon as the chunk arrives.
 * - **Its stylesheets are in the prerendered page, its script is not**: the server render names the
 *   module of every island it rendered (the build reads it from the `import('…')` of the island's
 *   loader, scripts/lib/island-sources-plugin.ts, so write the loader as `() => import('./Module')…`),
 *   and the prerender links that module's stylesheets in the page's <head>: the island is styled
 *   from the first paint, while its code stays out of the page's first load (decision 018).
 *
 * docs/decisions/015-one-way-to-make-an-island.md, 018-islands-after-the-first-load.md
 */
export type Island<P extends object> = {
  /**
   * Renders the island in its own <Suspense> boundary, which keeps the prerendered HTML until the
   * code has arrived.
   */
  Island: ComponentType<P>
  /**
   * Starts (or joins) loading the island's code; resolves once it can render synchronously, rejects
   * when the load fails (the island itself tries again).
   */
  preload: () => Promise<void>
}

type IslandOptions = {
  /**
   * In the browser, start loading the code when the island first renders, not when it is defined:
   * for an island most pages never render (the not-found page).
   */
  whenRendered?: boolean
  /**
   * An island far down its page: its code loads when `whenNear` starts it (src/components/when-near.ts:
   * its element comes near the viewport or takes focus), not with the page, and the page's boot loader
   * does not preload it (decision 047).
   */
  whenNear?: LoadTrigger
}

/**
 * Starts an island's load when the visitor is about to need it: given the island's `load`, a promise
 * that resolves once the code is there (a thenable `use()` reads at once when it has), and `start`,
 * which starts it at once (a second call does nothing).
 */
export type LoadTrigger = (load: () => Promise<void>) => { loaded: Promise<void>; start: () => void }

/** The `start` of every `whenNear` island defined (calling it again does nothing). */
const startsOfIslandsLoadedWhenNear = new Set<() => void>()

/**
 * Starts loading every island still waiting to come into view: a client-side navigation is about to
 * render its page (`islandPageLoader`), or the service worker is to keep the page for offline use.
 */
export function loadIslandsWaitingToBeNear(): void {
  for (const start of startsOfIslandsLoadedWhenNear) start()
}

/**
 * Where an island is defined and the module its loader imports, as the server's code knows them: the
 * build rewrites `island(…)` there into `islandWithSource({ definedAt, module })(…)`
 * (scripts/lib/island-sources-plugin.ts). The browser's code has no use for them and goes without.
 */
type IslandSource = { definedAt: string; module?: string | undefined }

/** The server render's record of the islands it rendered (`serverIslands`); not provided in the browser. */
type ServerIslandRecord = {
  rendered: (source: IslandSource | undefined, whenNear: boolean) => void
  notLoaded: (source: IslandSource | undefined) => void
}

const ServerIslandsContext = createContext<ServerIslandRecord | undefined>(undefined)

const preloadsOfDefinedIslands = new Set<() => Promise<void>>()
const loadingIslands = new Set<Promise<void>>()

/**
 * Resolves once every island whose code has started loading has it (a failed load is left out):
 * what a page test waits for before it looks for the island, instead of a clock; and what a route's
 * loader waits for so that a client-side navigation shows its islands at once.
 */
export async function islandsLoaded(): Promise<void> {
  await Promise.allSettled(loadingIslands)
}

/** `route.options.component` is code-split by the router plugin: its `preload` loads (and runs) the page's chunk. */
type IslandPageLoaderArguments = { context: { i18n: I18n }; deps: { locale: Locale }; route: { options: { component?: unknown } } }

/**
 * The loader of a route whose page holds a form island (the booking forms: their code and
 * strings arrive after the page's own, decision 018). On a client-side navigation the page then
 * shows with its form whole, not an empty card filled a moment later, and a #fragment in the form is
 * there to scroll to: the loader waits for the page's chunk (whose module defines the island and
 * starts loading its code), for that code, and for the island's strings. Not run when a prerendered
 * page hydrates. The route's `loaderDeps` give the page's language (`localeOfSearch`).
 *
 * It lives here rather than with the routes (routes/-components): imported from there, the bundler
 * split this module and the locale helpers into chunks of their own, ≈ 0.6 KB more first-load JS.
 */
export function islandPageLoader(namespaces: readonly string[]) {
  return async ({ context, deps, route }: IslandPageLoaderArguments) => {
    const page = route.options.component as { preload?: () => Promise<void> } | undefined
    const pageLoaded = page?.preload?.().then(() => {
      // The page is about to render in the browser, not hydrate: its islands are wanted now.
      loadIslandsWaitingToBeNear()
      return islandsLoaded()
    })
    await Promise.all([pageLoaded, loadNamespaces(context.i18n, namespaces, deps.locale)])
  }
}

/**
 * The server render's side of the islands (src/entry-server.tsx): `load()` before rendering, the
 * render wrapped in `provide()`, `finish()` after it.
 */
export function serverIslands() {
  const renderedModules = new Set<string>()
  const modulesLoadedWhenNear = new Set<string>()
  const renderedIslands: Array<IslandSource | undefined> = []
  const problems = new Set<string>()
  const record: ServerIslandRecord = {
    rendered: (source, whenNear) => {
      renderedIslands.push(source)
      if (source?.module && whenNear) modulesLoadedWhenNear.add(source.module)
      if (source?.module) renderedModules.add(source.module)
      else problems.add(`${nameOf(source)} rendered, but the build could not tell its module, whose stylesheets the page needs: write its loader as () => import('./Module')…`)
    },
    notLoaded: (source) => {
      problems.add(`${nameOf(source)} suspended in the server render, which would leave its place in the HTML empty: its code (or something it reads) was not ready before the page rendered. Define islands at the top level of a module (src/components/island.tsx)`)
    },
  }
  return {
    /**
     * Loads the code of every island defined so far. Called once the router has loaded the page,
     * whose modules have then run and defined its islands. A failed load fails here, with its error.
     */
    load: () => Promise.all([...preloadsOfDefinedIslands].map((preload) => preload())).then(() => undefined),
    provide: (children: ReactNode) => <ServerIslandsContext value={record}>{children}</ServerIslandsContext>,
    /**
     * Throws naming every island that rendered its empty fallback or has no module, or when the
     * page's HTML has fewer island roots (`islandRoot`/`islandPending`) than islands: a tap on that
     * island before its code arrives would be lost. Else the source modules of the islands rendered
     * (for their stylesheets).
     */
    finish(url: string, html: string): string[] {
      const roots = html.split(`${ISLAND_ATTRIBUTE}="${ISLAND_PENDING}"`).length - 1
      if (roots < renderedIslands.length) {
        problems.add(
          `${renderedIslands.length} islands rendered but ${roots} root elements are marked ${ISLAND_ATTRIBUTE}="${ISLAND_PENDING}": each island's root element spreads islandRoot (or islandPending and calls markHydrated), so the boot loader holds a tap on it until it has hydrated. Islands: ${renderedIslands.map(nameOf).join('; ')}`,
        )
      }
      if (problems.size > 0) throw new Error(`Server render of ${url}:\n${[...problems].join('\n')}`)
      return [...renderedModules]
    },
    /** Of those modules, the ones whose code loads when the island comes near (`whenNear`): the boot loader does not preload them. */
    loadedWhenNear: () => [...modulesLoadedWhenNear],
  }
}

function nameOf(source: IslandSource | undefined): string {
  if (!source) return 'An island (its definition was not rewritten by scripts/lib/island-sources-plugin.ts)'
  return source.module ? `The island of ${source.module} (defined at ${source.definedAt})` : `The island defined at ${source.definedAt}`
}

/** The fallback of an island's boundary: nothing in the browser; on the server, a failed render. */
function NotLoaded({ source }: { source: IslandSource | undefined }) {
  useContext(ServerIslandsContext)?.notLoaded(source)
  return null
}

function defineIsland<P extends object>(load: () => Promise<ComponentType<P>>, { whenRendered = false, whenNear }: IslandOptions, source: IslandSource | undefined): Island<P> {
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
  preloadsOfDefinedIslands.add(preload)
  const near = whenNear && typeof document !== 'undefined' ? whenNear(preload) : undefined
  if (near) startsOfIslandsLoadedWhenNear.add(near.start)
  // Defining the island starts loading its code (see the module's doc); a failure is retried when
  // it renders (browser) or reported by the server render's `load()`.
  if (!whenRendered && !near) preload().catch(() => undefined)

  function Loaded(props: P) {
    const serverRecord = useContext(ServerIslandsContext)
    use(near ? near.loaded : preload())
    serverRecord?.rendered(source, whenNear !== undefined)
    const Loaded = Component!
    // The island hydrates after the page: it brings the strings it needs with it.
    return (
      <DeferredHydrationContext value>
        <Loaded {...props} />
      </DeferredHydrationContext>
    )
  }

  // memo: a boundary still waiting for its code that receives new props (a parent re-rendering, e.g.
  // the layout when the model page selects its model) cannot hydrate them, so React would drop its
  // prerendered HTML and show the empty fallback until the code arrives. Equal props must not reach it.
  const Island = memo(function Island(props: P) {
    return (
      <Suspense fallback={<NotLoaded source={source} />}>
        <Loaded {...props} />
      </Suspense>
    )
  })
  const start = near ? () => (near.start(), preload()) : preload
  return { Island, preload: start }
}

export function island<P extends object>(load: () => Promise<ComponentType<P>>, options: IslandOptions = {}): Island<P> {
  return defineIsland(load, options, undefined)
}

/**
 * `island` with its source, as the build writes it into the server's code (see IslandSource); not
 * written by hand.
 * @public
 */
export function islandWithSource(source: IslandSource) {
  return <P extends object>(load: () => Promise<ComponentType<P>>, options: IslandOptions = {}): Island<P> => defineIsland(load, options, source)
}

/**
 * Ref callback for an island's root: marks it `data-island="hydrated"` once React has taken it
 * over (tests wait for it before they interact), and a click the boot loader held on it is
 * replayed then (src/lib/held-input/clicks.ts). The root is prerendered with `islandRoot`'s pending mark.
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
