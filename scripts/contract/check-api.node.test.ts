// @vitest-environment node
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import nodeHttp from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getResponse } from 'msw'
import { env } from '@/config/env'
import { SEEDED_ACCOUNT, mockDb, type SubmissionKind } from '@mocks/db'
import { handlers } from '@mocks/handlers'
import { server as inProcessMocks } from '@mocks/node'
import { freePort, listenOnFreePort } from '../lib/ports.mjs'
import { ceiling } from '../lib/ceiling.mjs'
import { checkApi } from './check-api'

// `npm run check:api` against servers that break the contract: it must name each mismatch and fail.
// Through the CLI where its arguments, output and exit code matter; the checker in-process otherwise.

const HOST = '127.0.0.1'

beforeEach(() => mockDb.reset())
// The checker run in this process sends its requests over HTTP to the servers below, not to the
// mocks src/test/setup.ts puts in front of this process's fetch.
beforeAll(() => inProcessMocks.close())

type CliResult = { code: number | null; stdout: string; stderr: string }

async function runCheckApi(args: string[]): Promise<CliResult> {
  const child = spawn(process.execPath, ['scripts/check-api.mjs', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const [code] = (await once(child, 'exit')) as [number | null]
  return { code, stdout, stderr }
}

/**
 * The checker itself, in this process, as the CLI runs it against a server it is given (its default
 * origin; the site's user-client, also its default). A CLI run loads the checker through Vite
 * (seconds); the tests that run the CLI prove its arguments, output and exit codes.
 */
async function runChecker(server: { url: string }, options: { write?: boolean; records?: boolean } = {}) {
  const lines: string[] = []
  const summary = await checkApi({
    apiUrl: server.url,
    passportUrl: server.url,
    origin: 'http://127.0.0.1:4173',
    write: options.write ?? false,
    isMock: false,
    userClient: env.VITE_USER_CLIENT,
    recordsUrl: options.records ? `${server.url}/__mock/records/` : undefined,
    log: (line) => lines.push(line),
  })
  return { failed: summary.failed, stdout: `${lines.join('\n')}\n` }
}

type Answer = { status: number; headers: Headers; body: string }

/** Breaks one answer of a call, or leaves it as it is. `overlapping`: another request to the path was still running when this one came. */
type Breakage = (request: { method: string; path: string; overlapping: boolean; body: string }, answer: Answer) => Answer

/** The broken server holds these a moment, so that two requests sent at once overlap. */
const HELD_PATH = '/api/user/register/dealer/'

const withEnvelope = (answer: Answer, change: (envelope: { code: number; data: Record<string, unknown> }) => void): Answer => {
  const envelope = JSON.parse(answer.body) as { code: number; data: Record<string, unknown> }
  change(envelope)
  return { ...answer, body: JSON.stringify(envelope) }
}

const withoutHeader = (answer: Answer, name: string): Answer => {
  const headers = new Headers(answer.headers)
  headers.delete(name)
  return { ...answer, headers }
}

const breakages: Breakage[] = [
  // A field renamed: contact data answers `mail` instead of `email`.
  ({ method, path }, answer) =>
    method === 'GET' && path === '/api/contact/'
      ? withEnvelope(answer, (envelope) => {
          envelope.data.mail = envelope.data.email
          delete envelope.data.email
        })
      : answer,
  // A wrong envelope code on success.
  ({ method, path }, answer) => (method === 'GET' && path === '/api/test/' ? withEnvelope(answer, (envelope) => (envelope.code = 0)) : answer),
  // A missing CORS header on an answer the browser must be allowed to read with credentials.
  ({ method, path }, answer) => (method === 'GET' && path === '/api/user/client/status/' ? withoutHeader(answer, 'access-control-allow-credentials') : answer),
  // A server that ignores the idempotency key: other answers with a used key are booked anyway.
  ({ method, path }, answer) =>
    method === 'POST' && path === '/api/survey/' && answer.body.includes('"code":422')
      ? { ...answer, body: JSON.stringify({ code: 200, message: 'success', data: { reference: 'SV-2026-999999' } }) }
      : answer,
  // A server that ignores `supersedes`: a superseded work order sent again is answered (and kept) like any retry.
  ({ method, path }, answer) =>
    method === 'POST' && path === '/api/work-order/' && answer.body.includes('"code":409')
      ? { ...answer, body: JSON.stringify({ code: 200, message: 'success', data: { reference: 'WO-2026-999999' } }) }
      : answer,
  // A server without a lock on the key: a request arriving while the first with its key still runs is stored again.
  ({ method, path, overlapping }, answer) =>
    method === 'POST' && path === HELD_PATH && overlapping && answer.body.includes('"code":200')
      ? withEnvelope(answer, (envelope) => (envelope.data = { ...envelope.data, reference: 'DR-2026-999999' }))
      : answer,
  // A gateway failure with nothing in the body.
  ({ method, path }, answer) => (method === 'GET' && path === '/api/news/detail/' ? { ...answer, status: 502, body: '' } : answer),
  // A preflight that does not allow the user-client header.
  ({ method, path }, answer) => (method === 'OPTIONS' && path === '/api/user/login/' ? withoutHeader(answer, 'access-control-allow-headers') : answer),  // Answers zod accepts and only docs/api/openapi.json forbids (the OpenAPI check with ajv must catch them):
  // a refusal (409: a superseded key) that carries data, where the document says data is null…
  ({ method, path }, answer) =>
    method === 'POST' && path === '/api/test-drive/' && answer.body.includes('"code":409')
      ? withEnvelope(answer, (envelope) => (envelope.data = { reference: 'TD-2026-999999' }))
      : answer,
  // …and a news list sent as text/plain, where the document gives only application/json.
  ({ method, path }, answer) => (method === 'GET' && path === '/api/news/' ? { ...answer, headers: new Headers({ ...Object.fromEntries(answer.headers), 'content-type': 'text/plain;charset=UTF-8' }) } : answer),
]

// Breakages of the storage side of the writes: what only the records a server lists shows (read back
// through its records view, --records), and a body that is not JSON.

const keyOf = (body: string) => {
  try {
    return (JSON.parse(body) as { idempotencyKey?: string }).idempotencyKey
  } catch {
    return undefined
  }
}

const withRecords = (answer: Answer, change: (records: Array<Record<string, unknown>>) => Array<Record<string, unknown>>): Answer => {
  const view = JSON.parse(answer.body) as { records: Array<Record<string, unknown>> }
  return { ...answer, body: JSON.stringify({ ...view, records: change(view.records) }) }
}

/** A retry with the same idempotency key is answered with the first reference, but stored again. */
function storesDuplicateOnRetry(): Breakage {
  const answered = new Set<string>()
  const duplicates: Array<Record<string, unknown>> = []
  return ({ method, path, body }, answer) => {
    if (method === 'GET' && path === '/__mock/records/testDrive/') return withRecords(answer, (records) => [...records, ...duplicates])
    const key = keyOf(body)
    if (method !== 'POST' || path !== '/api/test-drive/' || !key || !answer.body.includes('"code":200')) return answer
    if (answered.has(key)) duplicates.push({ reference: `TD-2026-${String(999_000 + duplicates.length)}`, status: 'live', payload: { idempotencyKey: key } })
    answered.add(key)
    return answer
  }
}

/** A body that is not JSON fails the server: HTTP 500. */
const failsOnBrokenJson: Breakage = ({ method, path, body }, answer) =>
  method === 'POST' && path === '/api/work-order/' && body !== '' && keyOf(body) === undefined ? { status: 500, headers: answer.headers, body: '{"message":"Internal Server Error"}' } : answer

/** A replaced booking: its key is refused with 409, as due, but the record it stored was never cancelled. */
const keepsReplacedRecordLive: Breakage = ({ method, path }, answer) =>
  method === 'GET' && path === '/__mock/records/survey/' ? withRecords(answer, (records) => records.map((record) => ({ ...record, status: 'live' }))) : answer

const RECORDS_VIEW = /^\/__mock\/records\/(testDrive|workOrder|survey|dealerApplication)\/$/

/**
 * The project's mock API (the msw handlers of mocks/, answered over HTTP with the CORS headers and
 * the records view scripts/lib/mock-api-server.mjs gives), with the breakages applied to its answers.
 */
async function startApiServer(breaks: Breakage[]): Promise<{ url: string; close: () => Promise<void> }> {
  const running = new Map<string, number>()
  const httpServer = nodeHttp.createServer(async (req, res) => {
    const method = req.method ?? 'GET'
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    const runningKey = `${method} ${path}`
    const overlapping = (running.get(runningKey) ?? 0) > 0
    running.set(runningKey, (running.get(runningKey) ?? 0) + 1)
    res.on('close', () => running.set(runningKey, running.get(runningKey)! - 1))
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    if (breaks.length > 0 && method === 'POST' && path === HELD_PATH) await new Promise((resolve) => setTimeout(resolve, 200))
    const origin = req.headers.origin ?? ''
    const cors = { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' }
    let answer: Answer
    const recordsView = method === 'GET' ? RECORDS_VIEW.exec(path) : null
    if (recordsView) {
      const kind = recordsView[1] as SubmissionKind
      answer = { status: 200, headers: new Headers({ ...cors, 'content-type': 'application/json' }), body: JSON.stringify({ records: mockDb.list(kind), refused: mockDb.refused(kind) }) }
    } else if (method === 'OPTIONS') {
      const requested = { 'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? '') }
      answer = { status: 204, headers: new Headers({ ...cors, 'access-control-allow-methods': 'GET, POST, PUT, DELETE', ...requested }), body: '' }
    } else {
      // The handlers answer the hosts of the test env; the service follows from the path.
      const base = path.startsWith('/api/user/') ? env.VITE_PASSPORT_BASE_URL : env.VITE_API_BASE_URL
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
      const request = new Request(`${base}${req.url ?? '/'}`, { method, headers, body: method === 'GET' ? undefined : Buffer.concat(chunks) })
      const response = await getResponse(handlers, request)
      answer = response
        ? { status: response.status, headers: new Headers({ ...Object.fromEntries(response.headers), ...cors }), body: await response.text() }
        : { status: 404, headers: new Headers(cors), body: `No mock answers ${method} ${req.url}` }
    }
    const body = Buffer.concat(chunks).toString()
    for (const breakage of breaks) answer = breakage({ method, path, overlapping, body }, answer)
    const outgoing = Object.fromEntries([...answer.headers].filter(([name]) => name !== 'content-length'))
    res.writeHead(answer.status, outgoing).end(answer.body)
  })
  // Idle connections kept 30 s, as the mock API keeps them (scripts/lib/mock-api-server.mjs): with
  // Node's 5 s, a starved checker sent a preflight on a socket the server was closing (fetch failed).
  httpServer.keepAliveTimeout = 30_000
  const url = await listenOnFreePort(httpServer, HOST)
  return { url, close: () => new Promise((resolve) => httpServer.close(() => resolve())) }
}

describe('npm run check:api', () => {
  let broken: Awaited<ReturnType<typeof startApiServer>>
  let unbroken: Awaited<ReturnType<typeof startApiServer>>

  beforeAll(async () => {
    broken = await startApiServer(breakages)
    unbroken = await startApiServer([])
  })

  afterAll(async () => {
    await broken?.close()
    await unbroken?.close()
  })

  it('names each broken answer of a server that breaks the contract, and fails', async () => {
    const account = ['--phone', SEEDED_ACCOUNT.phone, '--password', SEEDED_ACCOUNT.password]
    const { code, stdout } = await runCheckApi(['--api', broken.url, '--passport', broken.url, '--write', ...account])

    expect(stdout).toMatch(/^FAIL contact\.get: GET \/api\/contact\/: data does not match the contract: email: /m)
    expect(stdout).toMatch(/^FAIL site\.getTest: GET \/api\/test\/: envelope code 0 "success", expected 200$/m)
    expect(stdout).toMatch(/^FAIL passport\.getClientStatus: GET \/api\/user\/client\/status\/: Access-Control-Allow-Credentials is missing, expected true$/m)
    expect(stdout).toMatch(/^FAIL passport\.login: OPTIONS \/api\/user\/login\/ \(preflight for POST\): Access-Control-Allow-Headers does not allow user-client/m)
    // Everything else still follows the contract.
    expect(stdout).toMatch(/^FAIL survey\.submit: POST \/api\/survey\/: the same idempotencyKey with other answers got envelope code 200, expected 422$/m)
    expect(stdout).toMatch(
      /^FAIL site\.submitWorkOrder: POST \/api\/work-order\/: after a changed retry named it in supersedes, the superseded idempotencyKey got envelope code 200, expected 409 \(refused, nothing stored\)$/m,
    )
    expect(stdout).toMatch(/^FAIL passport\.registerDealer: POST \/api\/user\/register\/dealer\/: two requests at once with one idempotencyKey stored two records, "DR-\d{4}-\d{6}" and "DR-2026-999999"$/m)
    expect(stdout).toMatch(/^FAIL news\.detail: GET \/api\/news\/detail\/: HTTP 502, expected 200 with an envelope \(an empty body\)$/m)
    // What only the OpenAPI document says: the operation, the HTTP status, the envelope code and the wrong field.
    expect(stdout).toMatch(/^FAIL testDrive\.book: POST \/api\/test-drive\/: HTTP 200, envelope code 409, not as docs\/api\/openapi\.json says: data: must be null$/m)
    expect(stdout).toMatch(
      /^FAIL news\.list: GET \/api\/news\/: HTTP 200, envelope code 200, not as docs\/api\/openapi\.json says: Content-Type is text\/plain;charset=UTF-8, the document gives application\/json$/m,
    )
    expect(stdout).toMatch(/^check:api: 7 passed, 10 failed, 0 skipped$/m)
    expect(code).toBe(1)
  }, ceiling(120_000))

  it('passes the same server unbroken, and skips the writes and the session calls it was not given', async () => {
    const { failed, stdout } = await runChecker(unbroken)

    expect(stdout).toMatch(/^SKIP testDrive\.book \(writes; pass --write\)$/m)
    expect(stdout).toMatch(/^SKIP passport\.getProfile \(needs --phone\/--password\)$/m)
    expect(stdout).toMatch(/^PASS news\.detail$/m)
    expect(stdout).toMatch(/^check:api: 5 passed, 0 failed, 12 skipped$/m)
    expect(failed).toBe(0)
  }, ceiling(120_000))

  it('fails a server that breaks the storage side of three writes (reading back its records), on each of them and nothing else', async () => {
    // One server, one run: the three breakages touch three operations, so each failure is its own
    // and the count says nothing else failed.
    const server = await startApiServer([storesDuplicateOnRetry(), failsOnBrokenJson, keepsReplacedRecordLive])
    try {
      const { failed, stdout } = await runChecker(server, { write: true, records: true })
      // A retry with the same key that is stored again, answered with the first reference.
      expect(stdout).toMatch(/^FAIL testDrive\.book: the same idempotencyKey sent again, the server stored 2 records with that idempotencyKey \(TD-\d{4}-\d{6} live, TD-2026-999000 live\), expected one, live$/m)
      // A body that is not JSON answered HTTP 500.
      expect(stdout).toMatch(/^FAIL site\.submitWorkOrder: POST \/api\/work-order\/ with a body that is not JSON: HTTP 500, expected 200 with an envelope \(\{"message":"Internal Server Error"\}\)$/m)
      // A replaced booking refused with 409 whose record stays live.
      expect(stdout).toMatch(/^FAIL survey\.submit: after a changed retry named it in supersedes, the record of the superseded idempotencyKey is still live \(SV-\d{4}-\d{6}\): cancel it$/m)
      expect(stdout).toMatch(/^check:api: 7 passed, 3 failed, 7 skipped$/m)
      expect(failed).toBe(3)
    } finally {
      await server.close()
    }
  }, ceiling(120_000))

  it('passes the unbroken server with its writes read back', async () => {
    const { code, stdout } = await runCheckApi(['--api', unbroken.url, '--passport', unbroken.url, '--write', '--records', `${unbroken.url}/__mock/records/`])
    expect(stdout).not.toMatch(/no --records/)
    expect(stdout).toMatch(/^check:api: 10 passed, 0 failed, 7 skipped$/m)
    expect(code).toBe(0)
  }, ceiling(120_000))

  it('says which server it cannot reach', async () => {
    const closedPort = await freePort(HOST)
    const unreachable = `http://${HOST}:${closedPort}`
    const { code, stdout, stderr } = await runCheckApi(['--api', unreachable, '--passport', unreachable])

    expect(stderr).toContain(`cannot reach ${unreachable}: ECONNREFUSED`)
    expect(stdout).not.toMatch(/PASS|FAIL/)
    expect(code).toBe(2)
  }, ceiling(120_000))
})
