/** One schema.org node: its type, and any properties. */
export type Thing = { '@type': string; [property: string]: unknown }

const UNSAFE_IN_SCRIPT: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/**
 * The JSON-LD text of a page's nodes, safe inside <script>: no value can close the element or
 * start a comment (`<`, `>`, `&` as \u escapes, which JSON reads back as the same characters) nor
 * break older JavaScript parsers (U+2028, U+2029).
 */
export function serializeJsonLd(things: Thing[]): string {
  const document = things.length === 1 ? { '@context': 'https://schema.org', ...things[0] } : { '@context': 'https://schema.org', '@graph': things }
  return JSON.stringify(document).replace(/[<>&\u2028\u2029]/g, (character) => UNSAFE_IN_SCRIPT[character]!)
}
