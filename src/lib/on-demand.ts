export type OnDemand<T> = {
  /** Loads once; later calls share the first load. */
  load: () => Promise<T>
  /** Starts loading without waiting (on the first focus in a form), so the code is there when needed. */
  preload: () => void
  /** The module, once loaded. */
  loaded: () => T | undefined
}

/** Code that loads on demand, at most once. A failed load (offline) is forgotten, so the next try loads again. */
export function onDemand<T>(loadModule: () => Promise<T>): OnDemand<T> {
  let ready: Promise<T> | undefined
  let module: T | undefined
  const load = () => {
    ready ??= loadModule().then(
      (value) => (module = value),
      (error: unknown) => {
        ready = undefined
        throw error
      },
    )
    return ready
  }
  return {
    load,
    preload: () => {
      load().catch(() => undefined)
    },
    loaded: () => module,
  }
}
