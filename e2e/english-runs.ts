import type { Locator, Page } from '@playwright/test'

/**
 * Names that stay in Latin letters on a Chinese page (README "Languages"): the brand, the model
 * names (each beside its Chinese name where the copy names it), the social networks and products
 * named by their own brands, the language switch's "English", and addresses as written.
 */
const LATIN_NAMES = [
  /\bChery(?: Nigeria)?\b/gi,
  /\b(?:Tiggo\s+\d(?:\s+Pro(?:\s+Max)?)?|Arrizo\s+\d)\b/gi,
  // The Chinese series name with the model's Latin suffix: 瑞虎 8 Pro Max.
  /(?:瑞虎|艾瑞泽)\s*\d(?:\s+Pro(?:\s+Max)?)?/g,
  /\bCarloha Care\b/g,
  /\bApple CarPlay\b/g,
  /\bAndroid Auto\b/g,
  /\b(?:WhatsApp|TikTok|Instagram|Facebook|Twitter|X|English)\b/g,
  // Sample streets: "12 Adeola Odeku Street, Victoria Island, Lagos".
  /\d+ [A-Z][a-z]+(?: [A-Z][a-z0-9]+)*(?:, [A-Z][a-z]+(?: [A-Z][a-z0-9]+)*)+/g,
  // Showroom names are their addresses: "Ikeja, Lagos".
  /\b[A-Z][a-z]+(?: [A-Z][a-z]+)?, (?:Lagos|Abuja|Kano|Rivers|FCT)\b/g,
]

const escaped = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')

/** Runs of two or more English words in a text, once the allowed names and what the visitor typed are taken out. */
export function englishRuns(text: string, typed: readonly string[] = []): string[] {
  const rest = [...typed.map(escaped), ...LATIN_NAMES].reduce((remaining, name) => remaining.replace(name, ' · '), text)
  return [...rest.matchAll(/\b[A-Za-z][A-Za-z’']*(?:[ \t,-]+[A-Za-z][A-Za-z’']*)+\b/g)].map((match) => match[0])
}

/**
 * The visible text inside `root` (the page's body unless given), without sample data and machine
 * text (addresses, e-mail and phone links). It reads a copy added to the page and removed again: a
 * test recording removed nodes reads them first.
 */
export async function visibleText(page: Page, root: Locator = page.locator('body')): Promise<string> {
  return root.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement
    copy.querySelectorAll('address, a[href^="mailto:"], a[href^="tel:"], [data-sample-label], script, style, [hidden], [translate="no"]').forEach((machine) => machine.remove())
    document.body.append(copy)
    const text = copy.innerText
    copy.remove()
    return text
  })
}
