import type { DealerRegistrationRequest, UserProfile, UserProfileDetail } from '@/contract/passport'
import type { SurveyRequest } from '@/contract/survey'
import type { TestDriveRequest } from '@/contract/test-drive'
import type { WorkOrderRequest } from '@/contract/site'
import { payloadFingerprint } from '@/lib/idempotency'

/**
 * In-memory data behind the mock handlers. It lives as long as the process (tests, prerender) or the
 * page (browser), where the passport handlers also keep accounts and the session in sessionStorage
 * for the tab's session. Tests call mockDb.reset() between cases.
 */

/** The only code the mock phone-verification step accepts. */
export const MOCK_VERIFICATION_CODE = '123456'

/** Where the browser's mocks keep the accounts and the session for the tab (mocks/handlers/passport.ts). */
export const PASSPORT_STORAGE_KEY = 'mock:passport'

/** A seeded account testers can log in with. */
export const SEEDED_ACCOUNT = {
  phone: '+234 800 000 0100',
  password: 'Password123',
  firstName: 'Ada',
  lastName: 'Sample',
  email: 'ada.sample@chery-nigeria.test',
} as const

type Account = {
  id: string
  phone: string
  password: string
  firstName: string
  lastName: string
  email: string | null
  avatar?: string
  registeredAt: string
}

export type StoredSubmission<TPayload> = {
  reference: string
  /** The request as received, without `supersedes` (its idempotencyKey included). */
  payload: TPayload
  receivedAt: string
  /** The signed-in account at submission time, if any. */
  accountId: string | null
  /**
   * 'superseded' once a later request named this one's key in `supersedes` (the visitor changed
   * the answers after its answer was lost): cancelled, kept only for the record.
   */
  status: 'live' | 'superseded'
}

export type SubmissionKinds = {
  testDrive: TestDriveRequest
  workOrder: WorkOrderRequest
  survey: SurveyRequest
  dealerApplication: DealerRegistrationRequest
}
export type SubmissionKind = keyof SubmissionKinds

const REFERENCE_PREFIX: Record<SubmissionKind, 'TD' | 'WO' | 'SV' | 'DR'> = {
  testDrive: 'TD',
  workOrder: 'WO',
  survey: 'SV',
  dealerApplication: 'DR',
}

type Submissions = { [Kind in SubmissionKind]: StoredSubmission<SubmissionKinds[Kind]>[] }

export type PassportSnapshot = {
  accounts: Account[]
  signedInAccountId: string | null
  phonesWithCode: string[]
  dealerApplications: StoredSubmission<DealerRegistrationRequest>[]
  nextAccountNumber: number
  /** The passport's idempotency keys (registrations, dealer applications), kept with its records. */
  idempotentResults?: [string, IdempotentResult][]
  /** The passport's superseded keys, `${call}:${key}` → the key that superseded it. */
  supersededKeys?: [string, string][]
}

/** What a request with an idempotency key produced, and the payload it was sent with. */
type IdempotentResult = { payload: string; result: string }

/** Which calls take an idempotency key: each has its own key space. */
export type IdempotentCall = SubmissionKind | 'register'

export type IdempotentOutcome<TResult> = { status: 'created' | 'replayed'; result: TResult } | { status: 'conflict' } | { status: 'superseded' }

const PASSPORT_CALLS: ReadonlySet<IdempotentCall> = new Set(['register', 'dealerApplication'])

function createState() {
  return {
    accounts: [] as Account[],
    signedInAccountId: null as string | null,
    /** Phones (digits only) that asked for a verification code. */
    phonesWithCode: new Set<string>(),
    submissions: { testDrive: [], workOrder: [], survey: [], dealerApplication: [] } as Submissions,
    /** `${call}:${idempotencyKey}` → the payload first sent with that key and what it produced. */
    idempotentResults: new Map<string, IdempotentResult>(),
    /**
     * `${call}:${idempotencyKey}` → the key of the later request that superseded it. Kept whether or
     * not that key ever arrived, so that it is refused if it arrives late.
     */
    supersededKeys: new Map<string, string>(),
    /** Keys refused because a later request superseded them, in arrival order (for tests: a late try did arrive). */
    refusedKeys: { testDrive: [], workOrder: [], survey: [], dealerApplication: [] } as Record<SubmissionKind, string[]>,
    nextAccountNumber: 1,
  }
}

let state = createState()

/**
 * Where the signed-in account of the request being answered is kept. By default the one visitor of
 * the process or page (`state.signedInAccountId`: a unit test, the prerender, the browser tab, whose
 * passport handlers keep it in sessionStorage). The HTTP mock API (scripts/lib/mock-api-server.mjs)
 * installs its own: one session per client, named by the cookie that login and register set.
 */
export type SessionStore = { get(): string | null; set(accountId: string | null): void }

const processSession: SessionStore = {
  get: () => state.signedInAccountId,
  set: (accountId) => {
    state.signedInAccountId = accountId
  },
}
let session = processSession

/** Phone numbers match whatever their spacing or '+': only the digits count. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '')
}

/** What is compared to tell a retry from changed answers: the payload without its keys. */
function comparablePayload(payload: object): string {
  return payloadFingerprint({ ...payload, idempotencyKey: undefined, supersedes: undefined })
}

const isPassportEntry = (entry: string) => PASSPORT_CALLS.has(entry.slice(0, entry.indexOf(':')) as IdempotentCall)

function formatReference(kind: SubmissionKind, sequence: number): string {
  return `${REFERENCE_PREFIX[kind]}-${new Date().getFullYear()}-${String(sequence).padStart(6, '0')}`
}

function toProfile(account: Account): UserProfile {
  const profile: UserProfile = {
    id: account.id,
    name: [account.firstName, account.lastName].filter(Boolean).join(' '),
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone,
    email: account.email,
  }
  if (account.avatar !== undefined) profile.avatar = account.avatar
  return profile
}

function createAccount(account: Omit<Account, 'id' | 'registeredAt'>): Account {
  const created: Account = {
    ...account,
    id: `user-${String(state.nextAccountNumber).padStart(4, '0')}`,
    registeredAt: new Date().toISOString(),
  }
  state.nextAccountNumber += 1
  state.accounts.push(created)
  return created
}

function findAccountByPhone(phone: string): Account | undefined {
  const digits = phoneDigits(phone)
  return state.accounts.find((account) => phoneDigits(account.phone) === digits)
}

function signedInAccount(): Account | undefined {
  const accountId = session.get()
  return state.accounts.find((account) => account.id === accountId)
}

function seed(): void {
  const { password, ...details } = SEEDED_ACCOUNT
  createAccount({ ...details, password })
}

seed()

export const mockDb = {
  /** Back to the seed: one account, nobody signed in, no submissions. Faults are separate (setMockFault). */
  reset(): void {
    state = createState()
    seed()
  },

  isPhoneRegistered(phone: string): boolean {
    return findAccountByPhone(phone) !== undefined
  },

  recordVerificationCodeRequest(phone: string): void {
    state.phonesWithCode.add(phoneDigits(phone))
  },

  isVerificationCodeValid(phone: string, code: string): boolean {
    return state.phonesWithCode.has(phoneDigits(phone)) && code === MOCK_VERIFICATION_CODE
  },

  /** Creates the account from the registration payload and signs it in. */
  register({ phone, password, name }: { phone: string; password: string; name: string }): UserProfile {
    const [firstName = '', ...otherNames] = name.trim().split(/\s+/)
    const account = createAccount({ phone, password, firstName, lastName: otherNames.join(' '), email: null })
    state.phonesWithCode.delete(phoneDigits(phone))
    session.set(account.id)
    return toProfile(account)
  },

  /** Signs in when the phone and password match; otherwise returns undefined. */
  signIn(phone: string, password: string): UserProfile | undefined {
    const account = findAccountByPhone(phone)
    if (!account || account.password !== password) return undefined
    session.set(account.id)
    return toProfile(account)
  },

  signOut(): void {
    session.set(null)
  },

  /** Keeps the signed-in account in `store` from now on (undefined: back to the one session of the process). */
  useSessionStore(store: SessionStore | undefined): void {
    session = store ?? processSession
  },

  currentProfile(): UserProfile | undefined {
    const account = signedInAccount()
    return account && toProfile(account)
  },

  currentProfileDetail(): UserProfileDetail | undefined {
    const account = signedInAccount()
    if (!account) return undefined
    const application = state.submissions.dealerApplication.findLast((record) => record.accountId === account.id && record.status === 'live')
    return {
      ...toProfile(account),
      registeredAt: account.registeredAt,
      dealerApplication: application
        ? { reference: application.reference, companyName: application.payload.companyName, status: 'pending' }
        : null,
    }
  },

  updateCurrentProfile(changes: { firstName: string; lastName: string; email?: string; avatar?: string }): UserProfile | undefined {
    const account = signedInAccount()
    if (!account) return undefined
    account.firstName = changes.firstName
    account.lastName = changes.lastName
    if (changes.email !== undefined) account.email = changes.email
    if (changes.avatar !== undefined) account.avatar = changes.avatar
    return toProfile(account)
  },

  /** 'changed', or why not. */
  changeCurrentPassword(oldPassword: string, newPassword: string): 'changed' | 'signed-out' | 'wrong-password' {
    const account = signedInAccount()
    if (!account) return 'signed-out'
    if (account.password !== oldPassword) return 'wrong-password'
    account.password = newPassword
    return 'changed'
  },

  /** What an earlier request with this key produced, if any (see once()). */
  replay<TResult>(call: IdempotentCall, idempotencyKey: string | undefined, payload: object): IdempotentOutcome<TResult> | { status: 'unknown' } {
    if (idempotencyKey !== undefined && state.supersededKeys.has(`${call}:${idempotencyKey}`)) return { status: 'superseded' }
    const known = idempotencyKey === undefined ? undefined : state.idempotentResults.get(`${call}:${idempotencyKey}`)
    if (!known) return { status: 'unknown' }
    if (known.payload !== comparablePayload(payload)) return { status: 'conflict' }
    return { status: 'replayed', result: JSON.parse(known.result) as TResult }
  },

  /**
   * Runs `produce` once per idempotency key of a call (without a key, every time): the same key
   * with the same payload answers the first result again and changes nothing; the same key with a
   * different payload is a conflict (the client must make a new key for changed answers). A key
   * that a later request superseded is refused, whether or not it was seen before.
   */
  once<TResult>(call: IdempotentCall, idempotencyKey: string | undefined, payload: object, produce: () => TResult): IdempotentOutcome<TResult> {
    const known = mockDb.replay<TResult>(call, idempotencyKey, payload)
    if (known.status !== 'unknown') return known
    const result = produce()
    if (idempotencyKey !== undefined) {
      state.idempotentResults.set(`${call}:${idempotencyKey}`, {
        payload: comparablePayload(payload),
        result: JSON.stringify(result),
      })
    }
    return { status: 'created', result }
  },

  /**
   * Stores a submission and gives it a reference, once per idempotency key (see once()). The keys
   * in `payload.supersedes` are earlier tries of the same visitor that this one replaces: whatever
   * they stored is cancelled (status 'superseded') and each of them is refused if it arrives later.
   * A request that is refused (conflict, or itself superseded) supersedes nothing.
   */
  submit<Kind extends SubmissionKind>(
    kind: Kind,
    { supersedes, ...payload }: SubmissionKinds[Kind],
    idempotencyKey?: string,
  ): IdempotentOutcome<StoredSubmission<SubmissionKinds[Kind]>> {
    const records = state.submissions[kind] as StoredSubmission<SubmissionKinds[Kind]>[]
    const outcome = mockDb.once(kind, idempotencyKey, payload, () => {
      const record: StoredSubmission<SubmissionKinds[Kind]> = {
        reference: formatReference(kind, records.length + 1),
        payload: payload as SubmissionKinds[Kind],
        receivedAt: new Date().toISOString(),
        accountId: signedInAccount()?.id ?? null,
        status: 'live',
      }
      records.push(record)
      return record
    })
    if (outcome.status === 'superseded' && idempotencyKey !== undefined) state.refusedKeys[kind].push(idempotencyKey)
    if (outcome.status !== 'created' && outcome.status !== 'replayed') return outcome
    for (const key of supersedes ?? []) {
      if (key === idempotencyKey) continue
      state.supersededKeys.set(`${kind}:${key}`, idempotencyKey ?? '')
      for (const record of records) {
        if (record.status === 'live' && record.payload.idempotencyKey === key) record.status = 'superseded'
      }
    }
    return outcome
  },

  /**
   * Accounts, session, pending verification codes and dealer applications as plain JSON, for the
   * browser mock to keep them for the tab's session (mocks/handlers/passport.ts).
   */
  exportPassportState(): PassportSnapshot {
    return {
      accounts: state.accounts.map((account) => ({ ...account })),
      signedInAccountId: state.signedInAccountId,
      phonesWithCode: [...state.phonesWithCode],
      dealerApplications: [...state.submissions.dealerApplication],
      nextAccountNumber: state.nextAccountNumber,
      idempotentResults: [...state.idempotentResults].filter(([entry]) => isPassportEntry(entry)),
      supersededKeys: [...state.supersededKeys].filter(([entry]) => isPassportEntry(entry)),
    }
  },

  /** Restores what exportPassportState() gave; other submissions are left as they are. */
  importPassportState(snapshot: PassportSnapshot): void {
    state.accounts = snapshot.accounts.map((account) => ({ ...account }))
    state.signedInAccountId = snapshot.signedInAccountId
    state.phonesWithCode = new Set(snapshot.phonesWithCode)
    // Snapshots saved before records had a status hold live records only.
    state.submissions.dealerApplication = snapshot.dealerApplications.map((record) => ({ ...record, status: record.status ?? 'live' }))
    state.nextAccountNumber = snapshot.nextAccountNumber
    for (const [entry, result] of snapshot.idempotentResults ?? []) state.idempotentResults.set(entry, result)
    for (const [entry, by] of snapshot.supersededKeys ?? []) state.supersededKeys.set(entry, by)
  },

  /** The idempotency keys of the requests of a kind refused as superseded (409), in arrival order. */
  refused(kind: SubmissionKind): readonly string[] {
    return [...state.refusedKeys[kind]]
  },

  /** The stored submissions of a kind, oldest first, superseded ones included (see `status`). */
  list<Kind extends SubmissionKind>(kind: Kind): ReadonlyArray<StoredSubmission<SubmissionKinds[Kind]>> {
    return [...(state.submissions[kind] as StoredSubmission<SubmissionKinds[Kind]>[])]
  },
}
