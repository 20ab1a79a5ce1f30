const UNSAFE_CHARACTERS: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON for embedding inside an HTML <script> element: no value can close the element
 * (`</script>`), open a comment (`<!--`) or break a line in older JS parsers (U+2028/9).
 * The output is still valid JSON and parses back to the same value.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value ?? null).replace(/[<>&\u2028\u2029]/g, (character) => UNSAFE_CHARACTERS[character] ?? character)
}
