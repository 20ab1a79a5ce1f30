type CacheEntry = { data: unknown; expiresAt: number }

const MAX_ENTRIES = 100
const entries = new Map<string, CacheEntry>()

export function readCachedResponse(key: string): { data: unknown } | undefined {
  const entry = entries.get(key)
  if (!entry) return undefined
  if (entry.expiresAt <= Date.now()) {
    entries.delete(key)
    return undefined
  }
  return { data: entry.data }
}

export function writeCachedResponse(key: string, data: unknown, cacheMs: number): void {
  entries.delete(key)
  entries.set(key, { data, expiresAt: Date.now() + cacheMs })
  if (entries.size > MAX_ENTRIES) {
    const oldestKey = entries.keys().next().value
    if (oldestKey !== undefined) entries.delete(oldestKey)
  }
}

/** Forgets every cached response (tests, or after the visitor logs in or out). */
export function clearApiCache(): void {
  entries.clear()
}
