/**
 * Web Locks between the tabs of this browser (the browser releases a tab's locks when it closes or
 * crashes). Where the API is missing (old browsers, tests), every lock is granted at once: the
 * idempotency key alone still keeps a booking single.
 */
const locks = (): LockManager | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks)

/** Runs `task` while holding `name`, after any other tab's task under that name has finished. */
export function exclusively<T>(name: string, task: () => Promise<T>): Promise<T> {
  const manager = locks()
  return manager ? (manager.request(name, task) as Promise<T>) : task()
}

/**
 * Holds `name` until the returned function is called (or the tab goes), sharing it with the other
 * tabs that hold it the same way: it says "a live tab has this".
 */
export function holdShared(name: string): () => void {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  locks()
    ?.request(name, { mode: 'shared' }, () => held)
    .catch(() => undefined)
  return release
}

/** Holds `name` if no live tab holds it (else undefined), until the returned function is called. */
export function holdIfFree(name: string): Promise<(() => void) | undefined> {
  const manager = locks()
  if (!manager) return Promise.resolve(() => {})
  return new Promise((resolve) => {
    let release = () => {}
    const held = new Promise<void>((done) => (release = done))
    manager
      .request(name, { ifAvailable: true }, (lock) => {
        resolve(lock ? release : undefined)
        return lock ? held : undefined
      })
      .catch(() => resolve(undefined))
  })
}
