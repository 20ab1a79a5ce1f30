/**
 * Wraps an async `start` so that every call shares the first call's promise (later arguments are
 * ignored); a rejection clears it, so the next call tries again.
 * @template {unknown[]} A, T
 * @param {(...args: A) => Promise<T>} start
 * @returns {(...args: A) => Promise<T>}
 */
export function memoiseUntilRejected(start) {
  /** @type {Promise<T> | undefined} */
  let pending
  return (...args) => {
    pending ??= start(...args).catch((error) => {
      pending = undefined
      throw error
    })
    return pending
  }
}
