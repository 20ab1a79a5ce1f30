/**
 * Whether this browser has logged in (and not out) since: a flag in localStorage, kept next to the
 * session query. Most visitors never log in, so the header checks the passport session only when
 * the flag is set, instead of downloading the request client and calling the passport service on
 * every page. The session itself stays in the passport's cookie; the flag holds no personal data.
 */
export const SESSION_HINT_KEY = 'chery-ng.signed-in'

/** The session query's key (./api/session.ts), here so the header can watch it without loading the API. */
export const SESSION_QUERY_KEY = ['passport', 'session'] as const

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1'
  } catch {
    // Storage blocked (private mode, policies): check the session as if the flag were set.
    return true
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1')
    else window.localStorage.removeItem(SESSION_HINT_KEY)
  } catch {
    // Storage blocked: the header keeps checking the session on every page.
  }
}
