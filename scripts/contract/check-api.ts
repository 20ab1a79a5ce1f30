import { z } from 'zod'
import { IDEMPOTENCY_CONFLICT_CODE, PAYLOAD_FIELD, SUPERSEDED_CODE, VALIDATION_ERROR_CODE } from '@/contract/common'
import { NEWS_NOT_FOUND_CODE } from '@/contract/news'
import { NOT_SIGNED_IN_CODE, userProfileSchema } from '@/contract/passport'
import { ENVELOPE_SUCCESS_CODE } from '@/lib/api/types'
import { appendQuery, stringifyQuery } from '@/lib/api/query-string'
import { MOCK_VERIFICATION_CODE, SEEDED_ACCOUNT } from '@mocks/db'
import { MEDIA_TYPES, describeOperations, type DescribedOperation, type JsonSchema } from './contract-model'
import { OPENAPI_DOCUMENT, createAnswerValidator } from './openapi-answers'

/**
 * The conformance check of `npm run check:api`: calls every operation of the contract on a server
 * the way the site does (encoding, user-client header, cookies, CORS) with a valid example and at
 * least one invalid input, and validates each answer against the contract twice: with the zod
 * schemas the site validates with, and with ajv against the published docs/api/openapi.json (status,
 * Content-Type, body, documented headers). One line per operation.
 */

export type Credentials = { phone: string; password: string }

export type CheckOptions = {
  apiUrl: string
  passportUrl: string
  /** The site's origin, sent as Origin and expected back in Access-Control-Allow-Origin. */
  origin: string
  /** Run the calls that create records (registrations, bookings, SMS). */
  write: boolean
  /** The account to sign in with; the mock's seeded account when checking the mocks. */
  credentials?: Credentials
  /** The server is this project's mock API: registration can use its fixed verification code. */
  isMock: boolean
  userClient: string
  /**
   * Where the server lists what it stored, `<recordsUrl><kind>/` (the mock's `/__mock/records/`): the
   * checks of the writes then also read back the records (one per key, the superseded one no longer
   * live). Without it only the answers are checked.
   */
  recordsUrl?: string
  log: (line: string) => void
  timeoutMs?: number
}

/**
 * The stored records of a booking-type write, as a records view lists them (docs/api/check-api.md):
 * each with its reference, `live` or `superseded`, and the request as stored, its key included.
 */
const recordsViewSchema = z.object({
  records: z.array(
    z.object({ reference: z.string(), status: z.enum(['live', 'superseded']), payload: z.object({ idempotencyKey: z.string() }).loose() }).loose(),
  ),
})
type StoredRecord = z.infer<typeof recordsViewSchema>['records'][number]

/** The kind of record each booking-type write stores, in the records view's address. */
export const RECORD_KINDS: Readonly<Record<string, string>> = {
  'testDrive.book': 'testDrive',
  'site.submitWorkOrder': 'workOrder',
  'survey.submit': 'survey',
  'passport.registerDealer': 'dealerApplication',
}

export type CheckSummary = { passed: number; failed: number; skipped: number }

/** The first difference between an answer and the contract. */
class Mismatch extends Error {}

/** Cookies by name, as a browser keeps them for the passport (expiry and paths are not needed here). */
class CookieJar {
  private readonly cookies = new Map<string, string>()

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';')
      const separator = pair.indexOf('=')
      if (separator <= 0) continue
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      const expired = /max-age=0\b/i.test(header) || /expires=thu, 01 jan 1970/i.test(header) || value === ''
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  header(): string | undefined {
    if (this.cookies.size === 0) return undefined
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/** A request that got no answer, with the network's reason (fetch's own message is only "fetch failed"). */
function noAnswer(label: string, error: unknown) {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  return new Mismatch(`${label}: no answer (${cause?.code ?? cause?.message ?? (error as Error).message})`)
}

/** `body` is the parsed JSON, or the text when it is not JSON. */
type Answer = { label: string; response: Response; text: string; body: unknown }

const envelopeSchema = z.object({ code: z.number().int(), message: z.string() }).loose()
const fieldErrorsSchema = z.object({ errors: z.record(z.string(), z.string()) })

/** Browsers send these without a preflight (CORS-safelisted). */
const SIMPLE_METHODS = new Set(['GET', 'HEAD', 'POST'])

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('')
}

/** A Nigerian mobile number unlikely to have an account: +234 80x xxx xxxx. */
function unusedPhone(): string {
  const digits = randomDigits(8)
  return `+234 80${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4)}`
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid'
  const path = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  return `${path}${issue.message}`
}

const CHANGE = ' (changed)'

/**
 * The same request with other answers that are still valid: the first text field with room for a
 * few more characters that the call's own schema still accepts with them.
 */
export function withChangedAnswer(described: DescribedOperation, payload: Record<string, unknown>): Record<string, unknown> | undefined {
  const properties = (described.requestSchema?.properties ?? {}) as Record<string, JsonSchema>
  for (const [name, value] of Object.entries(payload)) {
    const maxLength = properties[name]?.maxLength
    if (typeof value !== 'string' || typeof maxLength !== 'number' || value.length + CHANGE.length > maxLength) continue
    const changed = { ...payload, [name]: `${value}${CHANGE}` }
    if (described.operation.request.safeParse(changed).success) return changed
  }
  return undefined
}

function describeBody(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  if (text.trim() === '') return 'an empty body'
  return text.length > 120 ? `${text.slice(0, 117)}...` : text
}

export async function checkApi(options: CheckOptions): Promise<CheckSummary> {
  const { origin, log, userClient } = options
  const timeoutMs = options.timeoutMs ?? 10_000
  const credentials = options.credentials ?? (options.isMock ? { phone: SEEDED_ACCOUNT.phone, password: SEEDED_ACCOUNT.password } : undefined)
  const operations = describeOperations({ now: new Date(), uuid: () => crypto.randomUUID(), newPhone: unusedPhone })
  const byName = new Map(operations.map((described) => [described.operation.name, described]))
  const summary: CheckSummary = { passed: 0, failed: 0, skipped: 0 }
  const baseUrl = { site: options.apiUrl.replace(/\/+$/, ''), passport: options.passportUrl.replace(/\/+$/, '') }
  const documentedProblem = createAnswerValidator()

  // --- Requests, as the site's client sends them (src/lib/api/request.ts) -------------------

  /** `raw`: a body sent as it is, not the payload encoded (a body that is not JSON). */
  async function send(described: DescribedOperation, payload: unknown, jar?: CookieJar, raw?: { contentType: string; body: string }): Promise<Answer> {
    const { operation, encoding } = described
    const method = operation.method === 'jsonp' ? 'GET' : operation.method.toUpperCase()
    const headers: Record<string, string> = { accept: 'application/json', origin }
    let url = `${baseUrl[operation.service]}${operation.path}`
    let body: string | undefined
    if (method === 'GET') url = appendQuery(url, payload)
    else if (raw) {
      headers['content-type'] = raw.contentType
      body = raw.body
    } else if (payload !== undefined && encoding === 'json') {
      headers['content-type'] = MEDIA_TYPES.json
      body = JSON.stringify(payload)
    } else if (payload !== undefined) {
      headers['content-type'] = `${MEDIA_TYPES.form};charset=UTF-8`
      body = stringifyQuery(payload)
    }
    if (operation.service === 'passport') headers['user-client'] = userClient
    const cookie = jar?.header()
    if (cookie) headers.cookie = cookie
    const label = `${method} ${operation.path}`
    let response: Response
    try {
      response = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      throw noAnswer(label, error)
    }
    jar?.store(response)
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // Reported below as a body that is not an envelope.
    }
    return { label, response, text, body: parsed }
  }

  function expectCors(described: DescribedOperation, answer: Answer): void {
    const allowOrigin = answer.response.headers.get('access-control-allow-origin')
    if (allowOrigin !== origin) throw new Mismatch(`${answer.label}: Access-Control-Allow-Origin is ${allowOrigin ?? 'missing'}, expected ${origin}`)
    if (described.operation.service === 'passport') {
      const allowCredentials = answer.response.headers.get('access-control-allow-credentials')
      if (allowCredentials !== 'true') throw new Mismatch(`${answer.label}: Access-Control-Allow-Credentials is ${allowCredentials ?? 'missing'}, expected true`)
    }
  }

  function envelopeOf(described: DescribedOperation, answer: Answer): z.infer<typeof envelopeSchema> & { data?: unknown } {
    expectCors(described, answer)
    if (answer.response.status !== 200) throw new Mismatch(`${answer.label}: HTTP ${answer.response.status}, expected 200 with an envelope (${describeBody(answer.body)})`)
    const envelope = envelopeSchema.safeParse(answer.body)
    if (!envelope.success) throw new Mismatch(`${answer.label}: not a { code, message, data } envelope: ${firstIssue(envelope.error)} (${describeBody(answer.body)})`)
    return envelope.data
  }

  /** The answer as docs/api/openapi.json describes it (after the zod checks, which say the common mismatches in the contract's words). */
  function expectDocumented(described: DescribedOperation, answer: Answer): void {
    const { operation } = described
    const problem = documentedProblem({
      method: operation.method === 'jsonp' ? 'get' : operation.method,
      path: operation.path,
      status: answer.response.status,
      headers: answer.response.headers,
      text: answer.text,
    })
    if (!problem) return
    const code = (answer.body as { code?: unknown } | null)?.code
    throw new Mismatch(`${answer.label}: HTTP ${answer.response.status}${code === undefined ? '' : `, envelope code ${JSON.stringify(code)}`}, not as ${OPENAPI_DOCUMENT} says: ${problem}`)
  }

  /** A success envelope whose data follows the operation's response schema; returns the data. */
  function expectSuccess(described: DescribedOperation, answer: Answer): unknown {
    const envelope = envelopeOf(described, answer)
    if (envelope.code !== ENVELOPE_SUCCESS_CODE) throw new Mismatch(`${answer.label}: envelope code ${envelope.code} "${envelope.message}", expected ${ENVELOPE_SUCCESS_CODE}`)
    if (!('data' in envelope)) throw new Mismatch(`${answer.label}: the envelope has no data`)
    const data = described.operation.response.safeParse(envelope.data)
    if (!data.success) throw new Mismatch(`${answer.label}: data does not match the contract: ${firstIssue(data.error)}`)
    expectDocumented(described, answer)
    return envelope.data
  }

  /** An error envelope with the expected code and a message; for 400, data.errors names `field`. */
  function expectError(described: DescribedOperation, answer: Answer, code: number, field?: string): void {
    const envelope = envelopeOf(described, answer)
    if (envelope.code !== code) throw new Mismatch(`${answer.label}: envelope code ${envelope.code}, expected ${code}${field ? ` (field ${field})` : ''}`)
    if (envelope.message.trim() === '') throw new Mismatch(`${answer.label}: error ${code} without a message`)
    if (code === VALIDATION_ERROR_CODE) {
      const errors = fieldErrorsSchema.safeParse(envelope.data)
      if (!errors.success) throw new Mismatch(`${answer.label}: error 400 without data.errors { field: message }: ${firstIssue(errors.error)}`)
      if (field && !errors.data.errors[field]) {
        throw new Mismatch(`${answer.label}: data.errors has no message for ${field} (has ${Object.keys(errors.data.errors).join(', ') || 'none'})`)
      }
    }
    expectDocumented(described, answer)
  }

  /** The preflight a browser sends before a call with a non-simple method, header or content type. */
  async function expectPreflight(described: DescribedOperation): Promise<void> {
    const { operation, encoding } = described
    const method = operation.method === 'jsonp' ? 'GET' : operation.method.toUpperCase()
    const requestHeaders = [
      ...(encoding === 'json' && method !== 'GET' ? ['content-type'] : []),
      ...(operation.service === 'passport' ? ['user-client'] : []),
    ]
    if (SIMPLE_METHODS.has(method) && requestHeaders.length === 0) return
    const label = `OPTIONS ${operation.path} (preflight for ${method})`
    let response: Response
    try {
      response = await fetch(`${baseUrl[operation.service]}${operation.path}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': method,
          ...(requestHeaders.length > 0 ? { 'access-control-request-headers': requestHeaders.join(',') } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw noAnswer(label, error)
    }
    await response.arrayBuffer()
    if (response.status < 200 || response.status > 299) throw new Mismatch(`${label}: HTTP ${response.status}, expected 2xx`)
    const credentialed = operation.service === 'passport'
    const allowOrigin = response.headers.get('access-control-allow-origin')
    if (allowOrigin !== origin) throw new Mismatch(`${label}: Access-Control-Allow-Origin is ${allowOrigin ?? 'missing'}, expected ${origin}`)
    if (credentialed && response.headers.get('access-control-allow-credentials') !== 'true') {
      throw new Mismatch(`${label}: Access-Control-Allow-Credentials is ${response.headers.get('access-control-allow-credentials') ?? 'missing'}, expected true`)
    }
    const listed = (name: string) =>
      (response.headers.get(name) ?? '')
        .split(',')
        .map((value) => value.trim().toLowerCase())
        .filter(Boolean)
    const allowsAny = (values: string[]) => !credentialed && values.includes('*')
    const methods = listed('access-control-allow-methods')
    if (!SIMPLE_METHODS.has(method) && !methods.includes(method.toLowerCase()) && !allowsAny(methods)) {
      throw new Mismatch(`${label}: Access-Control-Allow-Methods does not allow ${method} (${methods.join(', ') || 'missing'})`)
    }
    const allowedHeaders = listed('access-control-allow-headers')
    const missingHeader = requestHeaders.find((header) => !allowedHeaders.includes(header) && !allowsAny(allowedHeaders))
    if (missingHeader) throw new Mismatch(`${label}: Access-Control-Allow-Headers does not allow ${missingHeader} (${allowedHeaders.join(', ') || 'missing'})`)
  }

  // --- Checks, in the order a visitor's session needs them ------------------------------------

  const signedIn = new CookieJar()

  /** The records the server stored with this idempotency key (read back from the records view), or undefined without one. */
  async function recordsWithKey(described: DescribedOperation, key: unknown): Promise<StoredRecord[] | undefined> {
    const kind = RECORD_KINDS[described.operation.name]
    if (!options.recordsUrl || !kind) return undefined
    const url = `${options.recordsUrl.replace(/\/*$/, '/')}${kind}/`
    let response: Response
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      throw noAnswer(`GET ${url} (the records view)`, error)
    }
    const text = await response.text()
    let view: z.ZodSafeParseResult<z.infer<typeof recordsViewSchema>>
    try {
      view = recordsViewSchema.safeParse(JSON.parse(text))
    } catch {
      throw new Mismatch(`GET ${url} (the records view): HTTP ${response.status}, not JSON (${describeBody(text)})`)
    }
    if (!response.ok || !view.success) throw new Mismatch(`GET ${url} (the records view): HTTP ${response.status}, not { records: [{ reference, status, payload }] } (${describeBody(text)})`)
    return view.data.records.filter((record) => record.payload.idempotencyKey === key)
  }

  const referencesOf = (records: StoredRecord[]) => records.map((record) => record.reference).join(', ') || 'none'

  /** Exactly one record stored with this key, and live (when the server lists its records). */
  async function expectOneLiveRecord(described: DescribedOperation, key: unknown, after: string): Promise<void> {
    const records = await recordsWithKey(described, key)
    if (!records) return
    if (records.length !== 1 || records[0]?.status !== 'live') {
      const statuses = records.map((record) => `${record.reference} ${record.status}`).join(', ') || 'none'
      throw new Mismatch(`${after}, the server stored ${records.length} records with that ${described.idempotencyField} (${statuses}), expected one, live`)
    }
  }

  /** No live record with this key: it was superseded, or refused before anything was stored. */
  async function expectNoLiveRecord(described: DescribedOperation, key: unknown, after: string): Promise<void> {
    const live = (await recordsWithKey(described, key))?.filter((record) => record.status === 'live')
    if (live && live.length > 0) throw new Mismatch(`${after}, the record of the superseded ${described.idempotencyField} is still live (${referencesOf(live)}): cancel it`)
  }

  /** A body that cannot be read as fields, where the call takes JSON: envelope 400 with `data.errors.payload`. */
  async function expectUnreadableBodyRefused(described: DescribedOperation): Promise<void> {
    if (described.encoding !== 'json') return
    const answer = await send(described, undefined, undefined, { contentType: MEDIA_TYPES.json, body: '{"broken": ' })
    expectError(described, { ...answer, label: `${answer.label} with a body that is not JSON` }, VALIDATION_ERROR_CODE, PAYLOAD_FIELD)
  }

  /** A valid example, then the invalid input derived from it (envelope 400 naming the field). */
  async function validAndInvalid(described: DescribedOperation, payload = described.example.request, jar?: CookieJar): Promise<unknown> {
    // Sent before any check can fail, so that a mismatch in the login's answer still signs in.
    const answer = await send(described, payload, jar)
    await expectPreflight(described)
    const data = expectSuccess(described, answer)
    const invalid = described.invalidExample
    if (invalid) expectError(described, await send(described, invalid.request, jar), VALIDATION_ERROR_CODE, invalid.field)
    return data
  }

  /**
   * The idempotency key again: with the same payload, the first answer (compared by reference, or
   * whole); with other answers, envelope 422.
   */
  async function expectIdempotent(described: DescribedOperation, payload: Record<string, unknown>, first: unknown, jar?: CookieJar): Promise<void> {
    const field = described.idempotencyField
    if (!field) return
    const again = expectSuccess(described, await send(described, payload, jar))
    if (referenceOf(again) !== referenceOf(first)) throw new Mismatch(`the same ${field} again answered ${referenceOf(again)}, expected the first answer, ${referenceOf(first)}`)
    await expectOneLiveRecord(described, payload[field], `the same ${field} sent again`)
    const changed = withChangedAnswer(described, payload)
    if (!changed) return
    const answer = await send(described, changed, jar)
    const envelope = envelopeOf(described, answer)
    if (envelope.code !== IDEMPOTENCY_CONFLICT_CODE) {
      throw new Mismatch(`${answer.label}: the same ${field} with other answers got envelope code ${envelope.code}, expected ${IDEMPOTENCY_CONFLICT_CODE}`)
    }
    expectError(described, answer, IDEMPOTENCY_CONFLICT_CODE)
    await expectOneLiveRecord(described, payload[field], `the same ${field} with other answers (refused ${IDEMPOTENCY_CONFLICT_CODE})`)
  }

  /**
   * One new key sent twice at once (the visitor's retry while the first request still runs on the
   * server): one record, both answers naming it; a server that holds the second may answer it HTTP 503.
   */
  async function expectOverlappingOnce(described: DescribedOperation, payload: Record<string, unknown>): Promise<void> {
    const field = described.idempotencyField
    if (!field) return
    const once = { ...payload, [field]: crypto.randomUUID() }
    const answers = await Promise.all([send(described, once), send(described, once)])
    const run = answers.filter((answer) => answer.response.status !== 503)
    if (run.length === 0) throw new Mismatch(`${answers[0]!.label}: two requests at once with one ${field} both answered HTTP 503: one must run`)
    const references = new Set(run.map((answer) => referenceOf(expectSuccess(described, answer))))
    if (references.size > 1) throw new Mismatch(`${answers[0]!.label}: two requests at once with one ${field} stored two records, ${[...references].join(' and ')}`)
    await expectOneLiveRecord(described, once[field], `${answers[0]!.label}: two requests at once with one ${field}`)
  }

  /** The reference of a stored record (or the whole answer), to compare two answers. */
  const referenceOf = (data: unknown) => JSON.stringify((data as { reference?: unknown }).reference ?? data)

  /** A request that must be refused because a later one superseded its key. */
  async function expectSuperseded(described: DescribedOperation, payload: Record<string, unknown>, when: string): Promise<void> {
    const answer = await send(described, payload)
    const envelope = envelopeOf(described, answer)
    if (envelope.code !== SUPERSEDED_CODE) {
      throw new Mismatch(`${answer.label}: ${when}, the superseded ${described.idempotencyField} got envelope code ${envelope.code}, expected ${SUPERSEDED_CODE} (refused, nothing stored)`)
    }
    expectError(described, answer, SUPERSEDED_CODE)
  }

  /**
   * The supersede rule (a changed retry replaces the unanswered tries): changed answers with a new
   * key and `supersedes: [first key]` are a new record; the first key sent again is refused with
   * 409; the replacement sent again answers itself; and a key superseded before it ever arrived (a
   * slow first try) is refused when it arrives. The contract has no call that reads a booking back:
   * with a records view (`recordsUrl`) the cancelled record is checked too (no longer live, the
   * replacement the one live record), otherwise the refusal of its key is what a server must prove.
   */
  async function expectSupersedes(described: DescribedOperation, original: Record<string, unknown>, first: unknown): Promise<void> {
    const { supersedesField: field, idempotencyField: keyField } = described
    if (!field || !keyField) return
    const changed = withChangedAnswer(described, original)
    if (!changed) throw new Mismatch(`no free-text field to change for the ${field} check`)
    const replacement = { ...changed, [keyField]: crypto.randomUUID(), [field]: [original[keyField]] }
    const replaced = expectSuccess(described, await send(described, replacement))
    if (referenceOf(replaced) === referenceOf(first)) throw new Mismatch(`changed answers with ${field} answered the superseded record, ${referenceOf(first)}`)
    const afterReplacement = `after a changed retry named it in ${field}`
    await expectNoLiveRecord(described, original[keyField], afterReplacement)
    await expectOneLiveRecord(described, replacement[keyField], `a changed retry with ${field}`)
    await expectSuperseded(described, original, afterReplacement)
    await expectNoLiveRecord(described, original[keyField], `${afterReplacement} and it was sent again`)
    const again = expectSuccess(described, await send(described, replacement))
    if (referenceOf(again) !== referenceOf(replaced)) throw new Mismatch(`the changed retry sent again answered ${referenceOf(again)}, expected its first answer, ${referenceOf(replaced)}`)

    const slowKey = crypto.randomUUID()
    expectSuccess(described, await send(described, { ...changed, [keyField]: crypto.randomUUID(), [field]: [slowKey] }))
    await expectSuperseded(described, { ...original, [keyField]: slowKey }, 'arriving after the request that superseded it')
    await expectNoLiveRecord(described, slowKey, 'arriving after the request that superseded it')
  }

  /** Valid, invalid, unreadable, the idempotency key again (same answers, other answers, at once), then the supersede rule. */
  async function submission(described: DescribedOperation): Promise<void> {
    const first = await validAndInvalid(described)
    await expectUnreadableBodyRefused(described)
    const original = described.example.request as Record<string, unknown>
    await expectIdempotent(described, original, first)
    await expectOverlappingOnce(described, original)
    await expectSupersedes(described, original, first)
  }

  async function withoutSession(described: DescribedOperation): Promise<void> {
    expectError(described, await send(described, described.example.request, new CookieJar()), NOT_SIGNED_IN_CODE)
  }

  type Stage = { phase: number; run: (described: DescribedOperation) => Promise<void> }
  type Plan = { stages: Stage[]; skip?: string; note?: string }

  const PUBLIC = 0
  const SIGN_IN = 1
  const SIGNED_IN = 2
  const SIGN_OUT = 3
  const SIGNED_OUT = 4
  const needsAccount = credentials ? undefined : 'needs --phone/--password'

  function planFor(described: DescribedOperation): Plan {
    const { operation, doc } = described
    if (doc.createsRecords && !options.write) return { stages: [], skip: 'writes; pass --write' }
    switch (operation.name) {
      case 'passport.getClientStatus':
        return {
          stages: [
            { phase: PUBLIC, run: async (op) => void (await validAndInvalid(op, op.example.request, new CookieJar())) },
            ...(credentials
              ? [
                  {
                    phase: SIGNED_IN,
                    run: async (op: DescribedOperation) => {
                      const status = expectSuccess(op, await send(op, undefined, signedIn)) as { loggedIn: boolean }
                      if (!status.loggedIn) throw new Mismatch('signed in (session cookie sent), but loggedIn is false')
                    },
                  },
                  {
                    phase: SIGNED_OUT,
                    run: async (op: DescribedOperation) => {
                      const status = expectSuccess(op, await send(op, undefined, signedIn)) as { loggedIn: boolean }
                      if (status.loggedIn) throw new Mismatch('after logout, loggedIn is still true')
                    },
                  },
                ]
              : []),
          ],
        }
      case 'passport.requestPhoneCode':
        // A real server sends an SMS: only ever to the tester's own phone.
        if (options.isMock) return { stages: [{ phase: PUBLIC, run: submission }] }
        if (!credentials) return { stages: [], skip: 'needs --phone/--password: the code is sent by SMS to that phone' }
        return { stages: [{ phase: PUBLIC, run: async (op) => void (await validAndInvalid(op, { phone: credentials.phone })) }] }
      case 'passport.register':
        return {
          note: options.isMock ? undefined : 'a complete registration needs the code sent by SMS: checked invalid input and a wrong code',
          stages: [
            {
              phase: PUBLIC,
              run: async (op) => {
                const request = op.example.request as { phone: string; code: string }
                const jar = new CookieJar()
                await expectPreflight(op)
                if (op.invalidExample) expectError(op, await send(op, op.invalidExample.request, jar), VALIDATION_ERROR_CODE, op.invalidExample.field)
                if (!options.isMock) {
                  expectError(op, await send(op, { ...request, code: '000000' }, jar), VALIDATION_ERROR_CODE, 'code')
                  return
                }
                const phoneCode = byName.get('passport.requestPhoneCode')
                if (phoneCode) expectSuccess(phoneCode, await send(phoneCode, { phone: request.phone }, jar))
                const registration = { ...request, code: MOCK_VERIFICATION_CODE }
                const account = expectSuccess(op, await send(op, registration, jar))
                await expectIdempotent(op, registration, account, jar)
              },
            },
          ],
        }
      case 'passport.login':
        if (needsAccount) return { stages: [], skip: needsAccount }
        return {
          stages: [
            {
              phase: SIGN_IN,
              run: async (op) => {
                await validAndInvalid(op, credentials, signedIn)
                expectError(op, await send(op, { phone: unusedPhone(), password: 'Not-the-password-1' }, new CookieJar()), NOT_SIGNED_IN_CODE)
              },
            },
          ],
        }
      case 'passport.logout':
        if (needsAccount) return { stages: [], skip: needsAccount }
        return { stages: [{ phase: SIGN_OUT, run: async (op) => void (await validAndInvalid(op, undefined, signedIn)) }] }
      case 'passport.getProfile':
      case 'passport.getProfileDetail':
        if (needsAccount) return { stages: [], skip: needsAccount }
        return {
          stages: [
            { phase: SIGNED_IN, run: async (op) => void (await validAndInvalid(op, undefined, signedIn)) },
            { phase: SIGNED_OUT, run: withoutSession },
          ],
        }
      case 'passport.updateProfile':
        if (needsAccount) return { stages: [], skip: needsAccount }
        return {
          stages: [
            {
              phase: SIGNED_IN,
              run: async (op) => {
                // The account's own values back: nothing changes on a real account.
                const profileOperation = byName.get('passport.getProfile')
                const profile = profileOperation ? userProfileSchema.parse(expectSuccess(profileOperation, await send(profileOperation, undefined, signedIn))) : undefined
                const payload = profile
                  ? { firstName: profile.firstName, lastName: profile.lastName, ...(profile.email ? { email: profile.email } : {}) }
                  : op.example.request
                await validAndInvalid(op, payload, signedIn)
              },
            },
            { phase: SIGNED_OUT, run: withoutSession },
          ],
        }
      case 'passport.changePassword':
        if (needsAccount || !credentials) return { stages: [], skip: needsAccount }
        return {
          stages: [
            {
              phase: SIGNED_IN,
              run: async (op) => {
                // The same password again: nothing changes on a real account.
                await validAndInvalid(op, { oldPassword: credentials.password, newPassword: credentials.password }, signedIn)
                const wrongOld = { oldPassword: `${credentials.password}-wrong`, newPassword: credentials.password }
                expectError(op, await send(op, wrongOld, signedIn), VALIDATION_ERROR_CODE, 'oldPassword')
              },
            },
            { phase: SIGNED_OUT, run: withoutSession },
          ],
        }
      case 'news.detail':
        return {
          stages: [
            {
              phase: PUBLIC,
              run: async (op) => {
                await validAndInvalid(op)
                expectError(op, await send(op, { id: `no-such-article-${randomDigits(6)}` }), NEWS_NOT_FOUND_CODE)
              },
            },
          ],
        }
      default: {
        const unread = RECORD_KINDS[operation.name] && !options.recordsUrl ? 'answers only: no --records to read the stored records back' : undefined
        return { stages: [{ phase: PUBLIC, run: submission }], note: unread }
      }
    }
  }

  // requestPhoneCode and register run before anything signs in: on the mock, register signs its new account in.
  const plans = operations.map((described) => ({ described, plan: planFor(described), failure: undefined as string | undefined }))
  for (const { described, plan } of plans) {
    if (plan.skip) {
      summary.skipped += 1
      log(`SKIP ${described.operation.name} (${plan.skip})`)
    }
  }
  const phases = [...new Set(plans.flatMap(({ plan }) => plan.stages.map((stage) => stage.phase)))].sort((a, b) => a - b)
  const remaining = new Map(plans.map((entry) => [entry, entry.plan.stages.length]))
  for (const phase of phases) {
    for (const entry of plans) {
      for (const stage of entry.plan.stages.filter((candidate) => candidate.phase === phase)) {
        if (!entry.failure) {
          try {
            await stage.run(entry.described)
          } catch (error) {
            if (!(error instanceof Mismatch)) throw error
            entry.failure = error.message
          }
        }
        const left = (remaining.get(entry) ?? 1) - 1
        remaining.set(entry, left)
        if (left > 0) continue
        const name = entry.described.operation.name
        if (entry.failure) {
          summary.failed += 1
          log(`FAIL ${name}: ${entry.failure}`)
        } else {
          summary.passed += 1
          log(`PASS ${name}${entry.plan.note ? ` (${entry.plan.note})` : ''}`)
        }
      }
    }
  }
  log(`check:api: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`)
  return summary
}
