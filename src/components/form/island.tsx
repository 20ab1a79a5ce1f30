import { use, type ComponentType } from 'react'

/**
 * A prerendered part of a page whose script is not part of the page's first load: the form of a
 * form route (react-hook-form and the form code stay out of the route's first-load chunks).
 *
 * - Prerender: the page module awaits preload() (top-level await in the server build only), so the
 *   island renders into the HTML like any component.
 * - Browser: the page module starts preload() when it runs; inside a <Suspense> boundary the island
 *   suspends until its chunk is there, and while hydrating React keeps its prerendered HTML on
 *   screen. No route loader is needed, so the entry bundle does not change.
 *
 * The same pattern as the home page's islands (src/features/home/island.tsx), which features
 * cannot share.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Component: ComponentType<P> | undefined
  let pending: Promise<void> | undefined

  const preload = (): Promise<void> =>
    (pending ??= load().then(
      (loaded) => {
        Component = loaded
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))

  function Island(props: P) {
    if (!Component) use(preload())
    const Loaded = Component as ComponentType<P>
    return <Loaded {...props} />
  }

  return { Island, preload }
}
