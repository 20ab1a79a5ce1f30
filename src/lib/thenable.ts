/**
 * React's thenable protocol: a promise carrying `status: 'fulfilled'` is read by `use()` at once
 * instead of suspending. The prerender relies on it (its render cannot wait for a promise that has
 * already settled), and so does a component rendered again after waiting.
 */
export function markWhenFulfilled<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    () => {},
  )
  return promise
}

/** A promise `use()` reads without suspending: for "nothing to wait for". */
export const FULFILLED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined })
