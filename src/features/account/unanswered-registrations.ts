import { isApiError } from '@/lib/api'
import { readSession, writeSession, removeSession } from '@/lib/session-store'

/**
 * The phone numbers of this tab's registrations that got no answer (a network failure, a timeout):
 * such a try may have created the account. When a later try with changed answers (a new
 * idempotency key) is refused because the phone is registered, the page can tell the visitor that
 * their own earlier try probably created it, instead of blaming them for someone else's account.
 * Kept in sessionStorage (a reload must not forget it): phone numbers only, never the answers.
 */
const STORAGE_KEY = 'form:register:unanswered-phones'

const isPhoneList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

const read = () => readSession(STORAGE_KEY, isPhoneList) ?? []

/**
 * Sends a registration, remembering its phone until the server answers. An answer from the server
 * (its envelope, e.g. a refused field) says the try created nothing; any other failure may have
 * arrived, so the phone is kept.
 */
export async function trackRegistration<TResult>(phone: string, send: () => Promise<TResult>): Promise<TResult> {
  const before = read()
  writeSession(STORAGE_KEY, [...before, phone])
  try {
    const result = await send()
    removeSession(STORAGE_KEY)
    return result
  } catch (error) {
    if (isApiError(error) && error.kind === 'envelope') writeSession(STORAGE_KEY, before)
    throw error
  }
}

/** Whether a refusal of this phone is most likely this tab's own unanswered try having created the account. */
export function isOwnUnansweredRegistration(error: unknown, phone: string): boolean {
  return isApiError(error) && error.kind === 'envelope' && Boolean(error.fieldErrors?.phone) && read().includes(phone)
}
