/**
 * Reads one cookie from `document.cookie` (or the given cookie string), decoding it the way
 * js-cookie does. The entry bundle only ever reads the locale cookie, so it does without the
 * library; code that writes cookies can still use js-cookie in its own chunk.
 */
export function readCookie(name: string, cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const pair of cookies.split('; ')) {
    const separator = pair.indexOf('=')
    if (separator === -1) continue
    let key: string
    try {
      key = decodeURIComponent(pair.slice(0, separator))
    } catch {
      continue
    }
    if (key !== name) continue
    let value = pair.slice(separator + 1)
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1)
    try {
      return value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent)
    } catch {
      return value
    }
  }
  return undefined
}
