/**
 * A figure and its unit, which a line never parts: "4,820 mm", "4820 毫米", "400 牛·米", "2.0T",
 * "21 英寸", "20 万公里", "6 年", "9am". The number (with its separators), an optional space, then a
 * unit: a Chinese unit or measure word (升, 年, 座, 速…), a Latin unit symbol, % or °. A name is not
 * a unit ("Tiggo 8 Pro" may break after the 8). The layout guard checks Chinese pages against the
 * same pattern (e2e/layout-check.ts).
 */
export const FIGURE_WITH_UNIT =
  /\d(?:[\d,.]*\d)?(?:[ \u00a0]?(?:万公里|毫米|公里|千瓦|牛·米|英寸|个月|小时|分钟|[升年月天日秒座速个位项款家号点倍次万元]|(?:mm|cm|km|kW|Nm|N·m|hp|kg|L|T|am|pm)(?![A-Za-z]))|%|°)/

/** An e-mail address, which would otherwise break at its hyphen ("privacy@chery-" / "nigeria.test"). */
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/

/** A code of numbers and hyphens ("6-6-7"), which would otherwise break at a hyphen. */
const NUMBER_CODE = /\d+(?:-\d+)+/

const KEPT_TOGETHER = new RegExp(`${EMAIL_ADDRESS.source}|${NUMBER_CODE.source}|${FIGURE_WITH_UNIT.source}`, 'g')

export type TextPart = { text: string; together: boolean }

/** `text` cut into the runs a line must not break (figures with their units, e-mail addresses, codes) and the text between them. */
export function keepTogetherParts(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(KEPT_TOGETHER)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), together: false })
    parts.push({ text: match[0], together: true })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), together: false })
  return parts
}
