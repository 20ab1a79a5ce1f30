import Cookies from 'js-cookie'
import { CONSENT_ANSWERS, CONSENT_COOKIE } from '@/boot/page-signals'

export { CONSENT_COOKIE }

/** The visitor's answer to the analytics question; undefined until they answer. */
export type ConsentChoice = (typeof CONSENT_ANSWERS)[number]
/** The choice is asked again after six months. */
const CONSENT_DAYS = 182

const listeners = new Set<() => void>()
let reviewing = false

function notify() {
  for (const listener of listeners) listener()
}

export function readConsent(): ConsentChoice | undefined {
  if (typeof document === 'undefined') return undefined
  const value = Cookies.get(CONSENT_COOKIE)
  return CONSENT_ANSWERS.find((answer) => answer === value)
}

export function saveConsent(choice: ConsentChoice): void {
  Cookies.set(CONSENT_COOKIE, choice, {
    expires: CONSENT_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  })
  reviewing = false
  notify()
}

/** The footer's "Cookie settings": show the question again, with the current answer. */
export function reviewConsent(): void {
  reviewing = true
  notify()
}

export function isReviewingConsent(): boolean {
  return reviewing
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
