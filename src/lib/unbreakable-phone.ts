// Its own module: the phone helpers (phone.ts) load with the booking forms, this with the pages
// that show numbers; sharing one module made it a chunk of its own on the test-drive page.
/**
 * A phone number as link text that never wraps inside: no-break spaces and hyphens, so that a
 * number is never split across two lines (html-validate's tel-non-breaking).
 */
export function unbreakablePhone(text: string): string {
  return text.replace(/ /g, '\u00A0').replace(/-/g, '\u2011')
}
