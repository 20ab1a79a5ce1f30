const CHUNK_ERROR_PATTERN =
  /ChunkLoadError|CSS_CHUNK_LOAD_FAILED|Loading (?:CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

/** A failed download of a code or CSS chunk (usually a flaky network or a deploy that replaced the files). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return CHUNK_ERROR_PATTERN.test(text)
}

const RELOAD_MARK = 'chunk-reload:'

/**
 * Reloads the page once per address after a chunk failure; returns false when that reload already
 * happened, so the caller shows the error state instead of reloading forever.
 */
export function reloadOnceForChunkError(storage: Storage = window.sessionStorage, location: Location = window.location): boolean {
  const key = RELOAD_MARK + location.pathname
  try {
    if (storage.getItem(key)) return false
    storage.setItem(key, String(Date.now()))
  } catch {
    return false
  }
  location.reload()
  return true
}

/** Forget the reload mark once a page rendered fine, so a later failure may reload again. */
export function clearChunkReloadMark(storage: Storage = window.sessionStorage, location: Location = window.location): void {
  try {
    storage.removeItem(RELOAD_MARK + location.pathname)
  } catch {
    // storage unavailable (private mode): nothing to clear
  }
}
