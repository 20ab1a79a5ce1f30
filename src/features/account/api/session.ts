import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { ApiError, UNEXPECTED_RESPONSE_MESSAGE, defineApi, isApiError } from '@/lib/api'
import type { ClientStatus, UserProfile } from '@/contract/passport'
import { SESSION_QUERY_KEY, setSessionHint } from '../session-hint'

/**
 * Who is logged in, as far as this browser knows. The session lives in the passport service's
 * cookie, so it is only known in the browser and never rendered on the server.
 */
export type Session = { loggedIn: false } | { loggedIn: true; profile: UserProfile }

export const LOGGED_OUT: Session = { loggedIn: false }

/** The passport service answers envelope 401 to calls that need a session when there is none. */
export const NOT_SIGNED_IN_CODE = 401

const SILENT = { mode: 'silent' } as const

/**
 * GET /api/user/client/status/ (SPEC §7), defined without the contract's zod schema on purpose:
 * every page checks it after hydration, and this module is all the header loads for it. The
 * answer is checked by hand instead (isClientStatus); a test keeps method and path in step with
 * the contract operation.
 */
export const CLIENT_STATUS_API = {
  name: 'passport.getClientStatus',
  service: 'passport',
  method: 'get',
  path: '/api/user/client/status/',
} as const
const getClientStatus = defineApi<void, unknown>(CLIENT_STATUS_API)

export function isClientStatus(value: unknown): value is ClientStatus {
  return typeof value === 'object' && value !== null && typeof (value as { loggedIn?: unknown }).loggedIn === 'boolean'
}

/**
 * Asks the client status first (it never fails for a visitor who is not logged in, so the common
 * case makes one quiet request), then, only when logged in, the profile for the header's greeting.
 */
export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  const status = await getClientStatus(undefined, { signal, warn: SILENT })
  if (!isClientStatus(status)) throw new ApiError(UNEXPECTED_RESPONSE_MESSAGE, { kind: 'http' })
  if (!status.loggedIn) return LOGGED_OUT
  const { getProfile } = await import('./get-profile')
  try {
    return { loggedIn: true, profile: await getProfile(undefined, { signal, warn: SILENT }) }
  } catch (error) {
    if (isApiError(error) && error.code === NOT_SIGNED_IN_CODE) return LOGGED_OUT
    throw error
  }
}

export { SESSION_QUERY_KEY }

/**
 * Shared by the header's account entry and every account page: one check per page load. An account
 * screen waits for it, so it drives the global spinner (the `loading` flag).
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    meta: { loadingFlag: 'loading' },
    queryFn: async ({ signal }) => {
      const session = await fetchSession(signal)
      setSessionHint(session.loggedIn)
      return session
    },
    retry: false,
  })

/** After login or registration: the header and every account page switch to the logged-in state at once. */
export function storeLoggedIn(queryClient: QueryClient, profile: UserProfile): void {
  setSessionHint(true)
  queryClient.setQueryData(SESSION_QUERY_KEY, { loggedIn: true, profile } satisfies Session)
}

/** After logout, or when a call answers 401: forget the session and everything read with it. */
export function storeLoggedOut(queryClient: QueryClient): void {
  setSessionHint(false)
  queryClient.setQueryData(SESSION_QUERY_KEY, LOGGED_OUT)
  queryClient.removeQueries({ queryKey: ['passport', 'profile-detail'] })
}

/** A call that needs a session answered 401: it ended elsewhere (another tab, expiry), and the whole site learns it. */
export function forgetSessionIfEnded(queryClient: QueryClient, error: unknown): void {
  if (isApiError(error) && error.code === NOT_SIGNED_IN_CODE) storeLoggedOut(queryClient)
}
