import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { server } from '@mocks/node'
import { SEEDED_ACCOUNT, mockDb } from '@mocks/db'
import { getClientStatus } from '@/contract/passport'
import { env } from '@/config/env'
import { ApiError } from '@/lib/api'
import { CLIENT_STATUS_API, LOGGED_OUT, SESSION_QUERY_KEY, fetchSession, forgetSessionIfEnded, isClientStatus, storeLoggedIn, storeLoggedOut } from './session'

type Seen = { path: string; userClient: string | null; credentials: RequestCredentials }

describe('the session check', () => {
  let seen: Seen[]
  const record = ({ request }: { request: Request }) => {
    seen.push({ path: new URL(request.url).pathname, userClient: request.headers.get('user-client'), credentials: request.credentials })
  }

  beforeEach(() => {
    mockDb.reset()
    seen = []
    server.events.on('request:start', record)
  })
  afterEach(() => {
    server.events.removeListener('request:start', record)
  })

  it('is the contract operation GET /api/user/client/status/ (defined without zod)', () => {
    expect(CLIENT_STATUS_API).toEqual({ name: getClientStatus.name, service: getClientStatus.service, method: getClientStatus.method, path: getClientStatus.path })
  })

  it('makes one quiet request for a visitor who is not logged in', async () => {
    expect(await fetchSession()).toEqual(LOGGED_OUT)
    expect(seen.map((request) => request.path)).toEqual(['/api/user/client/status/'])
  })

  it('reads the profile once logged in, with the passport cookie and the user-client header', async () => {
    mockDb.signIn(SEEDED_ACCOUNT.phone, SEEDED_ACCOUNT.password)
    const session = await fetchSession()
    expect(session).toMatchObject({ loggedIn: true, profile: { name: 'Ada Sample', phone: SEEDED_ACCOUNT.phone } })
    expect(seen.map((request) => request.path)).toEqual(['/api/user/client/status/', '/api/user/profile/'])
    for (const request of seen) {
      expect(request.userClient).toBe(env.VITE_USER_CLIENT)
      expect(request.credentials).toBe('include')
    }
  })

  it('checks the status answer by hand', () => {
    expect(isClientStatus({ loggedIn: false })).toBe(true)
    expect(isClientStatus({ loggedIn: 'yes' })).toBe(false)
    expect(isClientStatus(null)).toBe(false)
  })

  it('stores login and logout in the shared query cache', () => {
    const queryClient = new QueryClient()
    const profile = { id: 'user-0001', name: 'Ada Sample', firstName: 'Ada', lastName: 'Sample', phone: SEEDED_ACCOUNT.phone, email: null }
    queryClient.setQueryData(['passport', 'profile-detail'], { ...profile, registeredAt: '2026-01-01T00:00:00.000Z', dealerApplication: null })
    storeLoggedIn(queryClient, profile)
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual({ loggedIn: true, profile })
    storeLoggedOut(queryClient)
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(LOGGED_OUT)
    expect(queryClient.getQueryData(['passport', 'profile-detail'])).toBeUndefined()
  })
  it('forgets the session when a call that needs one answers 401 (the profile and password forms), not for another failure', () => {
    const queryClient = new QueryClient()
    const profile = { id: 'user-0001', name: 'Ada Sample', firstName: 'Ada', lastName: 'Sample', phone: SEEDED_ACCOUNT.phone, email: null }
    storeLoggedIn(queryClient, profile)
    forgetSessionIfEnded(queryClient, new ApiError('Internal Server Error', { kind: 'envelope', code: 500 }))
    forgetSessionIfEnded(queryClient, new ApiError('Network Error', { kind: 'network' }))
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual({ loggedIn: true, profile })
    forgetSessionIfEnded(queryClient, new ApiError('Please log in', { kind: 'envelope', code: 401 }))
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(LOGGED_OUT)
  })
})
