import type { ContactData } from '@/contract/contact'

export type PhoneGroup = { key: 'general' | 'carloha' | 'abuja' | 'afterSale'; numbers: string[] }

/** SPEC §3 phone numbers: the semicolon-separated general list, then the labelled ones. */
export function contactPhones(contact: Pick<ContactData, 'phones' | 'phoneCarloha' | 'phoneAbuja' | 'phoneAfterSale'>): PhoneGroup[] {
  const groups: PhoneGroup[] = [
    { key: 'general', numbers: contact.phones.split(';').map((number) => number.trim()) },
    { key: 'carloha', numbers: [contact.phoneCarloha.trim()] },
    { key: 'abuja', numbers: [contact.phoneAbuja.trim()] },
    { key: 'afterSale', numbers: [contact.phoneAfterSale.trim()] },
  ]
  return groups
    .map((group) => ({ ...group, numbers: group.numbers.filter((number) => number !== '') }))
    .filter((group) => group.numbers.length > 0)
}

/** A tel: address dials the digits and a leading '+': '+234 800 000 0001' → 'tel:+2348000000001'. */
export function telHref(number: string): string {
  const trimmed = number.trim()
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`
}

/**
 * A number as link text that never wraps inside (no-break spaces and hyphens; html-validate's
 * tel-non-breaking). Each feature showing numbers has its own one-liner: a shared module became a
 * chunk of its own, listed in the entry's preload map on every page.
 */
export function unbreakablePhone(text: string): string {
  return text.replace(/ /g, '\u00A0').replace(/-/g, '\u2011')
}
