/** SPEC §9's query limits that apply to flat page parameters: at most 1000 parameters, 20 values for a repeated key. */
export const PAGE_SEARCH_LIMITS = { arrayLimit: 20, parameterLimit: 1000 } as const

export type PageSearch = Record<string, string | string[]>

/**
 * The address's search parameters as the router hands them to the routes' validators: plain text,
 * never decoded as JSON (the router's default), so `?modelId={"toString":1}` stays a string and
 * `?redirect=123` is not a number. A repeated key gives a list (at most 20 values); keys named like
 * Object's own properties (`__proto__`, `toString`, …) are ignored, as qs does; bracketed keys are
 * not expanded (the pages take flat parameters only). qs itself is not used here: it would add
 * ≈ 10 KB to every page's first load for parameters that are never nested.
 */
export function parsePageSearch(searchStr: string): PageSearch {
  const search: PageSearch = {}
  let count = 0
  for (const [key, value] of new URLSearchParams(searchStr)) {
    if (count++ >= PAGE_SEARCH_LIMITS.parameterLimit) break
    if (key in Object.prototype) continue
    const current = search[key]
    if (current === undefined) search[key] = value
    else if (typeof current === 'string') search[key] = [current, value]
    else if (current.length < PAGE_SEARCH_LIMITS.arrayLimit) current.push(value)
  }
  return search
}

/**
 * Search values are written as they are: text stays text (no JSON quoting) and a list is the key
 * repeated (`?x=1&x=2`, never `?x=["1","2"]`), so parse(stringify(x)) is x.
 */
export function stringifyPageSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) for (const item of [value].flat()) if (item !== undefined) params.append(key, String(item))
  const text = `${params}`
  return text && `?${text}`
}

/** A validated text parameter: a non-empty string of at most `maxLength` characters, else undefined. */
export function textParam(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength ? value : undefined
}

/** ?redirect= of the login and register pages: where to go once logged in. */
export type AuthSearch = { redirect?: string | undefined }

/** Any text address is kept (checked when used: afterLoginPath refuses an external one); every other value is refused. */
export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  return { redirect: textParam(search.redirect, 2048) }
}

