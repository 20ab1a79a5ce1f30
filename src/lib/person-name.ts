/** Chinese, Japanese and Korean scripts: a name written in them puts the family name first, unspaced. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/

type Names = { firstName: string; lastName: string }

/**
 * A person's full name as written in its own script: "王伟" (family name first, no space) for a name
 * in Chinese characters, "Chidi Okafor" otherwise, whatever the page's language.
 */
export function fullName({ firstName, lastName }: Names): string {
  const first = firstName.trim()
  const last = lastName.trim()
  return CJK.test(first + last) ? `${last}${first}` : [first, last].filter(Boolean).join(' ')
}

/**
 * The name a thank-you addresses: the given name in English ("Thank you, Chidi."); the full name on
 * a Chinese page, where the given name alone is for family and friends ("谢谢您，王伟。"), and for a
 * name in Chinese characters on any page. The forms ask no title, so no 先生 or 女士.
 */
export function greetingName(names: Names, locale: string): string {
  return locale.startsWith('zh') || CJK.test(names.firstName + names.lastName) ? fullName(names) : names.firstName.trim()
}
