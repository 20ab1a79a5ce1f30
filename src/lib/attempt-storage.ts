/**
 * Where a form's tries are stored (lib/idempotency.ts). Apart from it so that a form can tell whether
 * it has any without loading the code that reads them (use-submission).
 */

/** This tab's keys of a form's unanswered tries (sessionStorage). */
export function idempotencyStorageKey(formId: string): string {
  return `form:${formId}:idempotency-keys`
}

/** Where the tabs of the browser share a booking-type form's keys (localStorage): digests and keys only. */
export function sharedAttemptsStorageKey(formId: string): string {
  return `form:${formId}:shared-attempts`
}

/**
 * Whether the tabs of the browser have stored tries of a form (one may be queued, for this tab to
 * take over). Reads storage itself rather than through lib/session-store, which is in the forms'
 * chunk: the contact page asks before its form's code loads (decision 047); with session-store in
 * the shared chunk every page that loads it paid 0.2 KB (measured).
 */
export function hasSharedAttempts(formId: string): boolean {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(sharedAttemptsStorageKey(formId)) ?? '[]')
    return Array.isArray(stored) && stored.length > 0
  } catch {
    return false // no storage (a private window), or not ours
  }
}
