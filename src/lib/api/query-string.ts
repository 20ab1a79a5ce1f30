import { parse, stringify } from 'qs'

/** Query parsing limits of SPEC §9. */
export const QUERY_PARSE_OPTIONS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const

/** Encodes a payload for a query string or a form-encoded body (nested objects as a[b]=c, arrays as a[0]=x). */
export function stringifyQuery(payload: unknown): string {
  if (payload === undefined || payload === null) return ''
  return stringify(payload)
}

/** Decodes a query string or a form-encoded body; accepts a leading '?'. */
export function parseQuery(query: string): Record<string, unknown> {
  return parse(query, { ...QUERY_PARSE_OPTIONS, ignoreQueryPrefix: true })
}

/** Appends the encoded payload to a URL that may already have a query string. */
export function appendQuery(url: string, payload: unknown): string {
  const query = stringifyQuery(payload)
  if (!query) return url
  return `${url}${url.includes('?') ? '&' : '?'}${query}`
}
