// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { http, passthrough } from 'msw'
import { allOperations } from '@/contract'
import type { ApiOperation } from '@/contract/operation'
import { SEEDED_ACCOUNT } from '@mocks/db'
import { operationExamples } from '@mocks/examples'
import { server } from '@mocks/node'
import { createAnswerValidator } from './contract/openapi-answers'
import { freePort } from './lib/ports.mjs'
import { ceiling } from './lib/ceiling.mjs'

// The HTTP mock API (`npm run mock-api`) as a browser or any HTTP client meets it: a real server
// process on a free port. Every malformed request gets a documented envelope (validated against
// docs/api/openapi.json with ajv: status, Content-Type, body) worded for a visitor, with CORS; and
// two clients are two visitors.

const HOST = '127.0.0.1'
const ORIGIN = 'http://127.0.0.1:4173'
const USER_CLIENT = 'chery-ng-web'
// zod's own wording: never an answer to a visitor (the same pattern as src/contract-messages.test.ts).
const ZOD_WORDING = /^(?:Invalid input|Invalid option|Invalid (?:string|number|type)|Too small|Too big|Unrecognized key|expected )|received (?:undefined|NaN|null|string|number|boolean|object|array)/

let child: ChildProcess | undefined
let baseUrl = ''

beforeAll(async () => {
  const port = await freePort(HOST)
  baseUrl = `http://${HOST}:${port}`
  child = spawn(process.execPath, ['scripts/mock-api.mjs', '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Mock API at')) resolve()
    })
    child?.once('exit', (code) => reject(new Error(`the mock API exited (${code}) before it listened: ${output}`)))
  })
}, ceiling(60_000))

afterAll(() => {
  child?.kill()
})

// The unit tests' msw answers the API hosts in this process: these requests go to the real server.
beforeEach(() => server.use(http.all(`${baseUrl}/*`, () => passthrough())))

// --- The contract's answers, with a validator nobody here wrote (ajv over docs/api/openapi.json) --

const documentedProblem = createAnswerValidator()

// --- Malformed requests ----------------------------------------------------------------------

/** `readable`: a body whose fields may all be valid, so any documented envelope is a right answer; otherwise it must be refused. */
type Malformed = { name: string; contentType?: string; body: string; readable?: true }

/** Each field's value of the valid example, in another type. */
function withWrongTypes(request: unknown): Record<string, unknown> {
  const wrong: Record<string, unknown> = {}
  for (const [field, value] of Object.entries((request ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') wrong[field] = 12345
    else if (typeof value === 'number') wrong[field] = 'abc'
    else if (typeof value === 'boolean') wrong[field] = 'yes'
    else if (Array.isArray(value)) wrong[field] = 'x'
    else wrong[field] = [value]
  }
  return wrong
}

/** The valid example with every text 1 MB long. */
function withLongTexts(request: unknown): Record<string, unknown> {
  const long = 'a'.repeat(1_000_000)
  return Object.fromEntries(Object.entries((request ?? {}) as Record<string, unknown>).map(([field, value]) => [field, typeof value === 'string' ? long : value]))
}

function malformedBodies(operation: ApiOperation, example: unknown): Malformed[] {
  const json = 'application/json'
  const form = 'application/x-www-form-urlencoded'
  return [
    { name: 'an empty JSON body', contentType: json, body: '' },
    { name: 'an empty form body', contentType: form, body: '' },
    { name: 'no body and no content type', body: '' },
    { name: 'JSON null', contentType: json, body: 'null' },
    { name: 'a JSON list', contentType: json, body: '[1,2]' },
    { name: 'a JSON number', contentType: json, body: '42' },
    { name: 'a JSON string', contentType: json, body: '"hello"' },
    { name: 'broken JSON', contentType: json, body: '{"firstName": "Ada",' },
    { name: 'the example as text/plain', contentType: 'text/plain', body: JSON.stringify(example ?? {}) },
    operation.bodyType === 'json'
      ? { name: 'form-encoded to a JSON call', contentType: form, body: 'modelId=tiggo-9&marketingConsent=yes&mileageKm=12' }
      : { name: 'the example as JSON to a form call', contentType: json, body: JSON.stringify(example ?? {}), readable: true },
    { name: 'a 1 MB JSON body (every text 1 MB long)', contentType: json, body: JSON.stringify(withLongTexts(example)), readable: true },
    { name: '1 MB of garbage as JSON', contentType: json, body: '{'.repeat(1_000_000) },
    { name: 'unknown fields only', contentType: json, body: JSON.stringify({ unknownField: 1, another: { deep: [true] } }) },
    { name: 'every field in a wrong type', contentType: json, body: JSON.stringify(withWrongTypes(example)) },
    { name: 'a broken form body', contentType: form, body: 'a[b]=1&%%%=&firstName[]=x&[]=' },
  ]
}

const examples = operationExamples({ now: new Date(), uuid: () => crypto.randomUUID(), newPhone: () => '+234 803 555 0149' })
const writing = allOperations.filter((operation) => operation.method !== 'get' && operation.method !== 'jsonp')
const cases = writing.flatMap((operation) =>
  malformedBodies(operation, examples[operation.name]?.request).map((malformed) => [`${operation.method.toUpperCase()} ${operation.path}: ${malformed.name}`, operation, malformed] as const),
)

async function send(operation: ApiOperation, init: { method?: string; contentType?: string; body?: string; query?: string; cookie?: string }) {
  const headers: Record<string, string> = { origin: ORIGIN, accept: 'application/json' }
  if (init.contentType) headers['content-type'] = init.contentType
  if (operation.service === 'passport') headers['user-client'] = USER_CLIENT
  if (init.cookie) headers.cookie = init.cookie
  return fetch(`${baseUrl}${operation.path}${init.query ?? ''}`, {
    method: init.method ?? operation.method.toUpperCase(),
    headers,
    body: init.body === undefined || init.body === '' ? (init.method === 'GET' ? undefined : init.body) : init.body,
  })
}

/** HTTP 200, CORS for the site, and an envelope the contract documents whose messages a visitor can read. */
async function expectEnvelope(operation: ApiOperation, response: Response, { invalid }: { invalid: boolean }) {
  expect(response.status).toBe(200)
  expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN)
  const text = await response.text()
  const method = operation.method === 'jsonp' ? 'get' : operation.method
  const problem = documentedProblem({ method, path: operation.path, status: response.status, headers: response.headers, text })
  expect(problem, `${operation.name}: ${text.slice(0, 300)}`).toBeUndefined()
  const envelope = JSON.parse(text) as { code: number; message: string; data: { errors?: Record<string, string> } | null }
  if (invalid) expect(envelope.code).toBe(400)
  if (envelope.code === 400) {
    const messages = [envelope.message, ...Object.values(envelope.data?.errors ?? {})]
    expect(messages.filter((message) => ZOD_WORDING.test(message) || message.trim() === '')).toEqual([])
  }
}

describe('the HTTP mock answers every malformed request with a documented envelope, worded for a visitor, with CORS', () => {
  it.each(cases)('%s', async (_name, operation, malformed) => {
    // A call without fields (logout) may answer success: its junk is ignored, as the contract allows.
    const takesFields = operation.request.safeParse(undefined).success === false
    await expectEnvelope(operation, await send(operation, malformed), { invalid: takesFields && !malformed.readable })
  })

  it.each(allOperations.filter((operation) => operation.method === 'get').map((operation) => [`GET ${operation.path}`, operation] as const))(
    '%s with a malformed query string',
    async (_name, operation) => {
      const response = await send(operation, { query: '?page=abc&pageSize=-1.5&locale=klingon&id=&x[y][z]=1' })
      await expectEnvelope(operation, response, { invalid: operation.path.startsWith('/api/news/') })
    },
  )
})

// --- HTTP-level oddities, sent as raw bytes (fetch and node:http would normalise or refuse them) --

type RawAnswer = { status: number; headers: Map<string, string>; body: string }

/** Sends `request` as it is on a new connection, closes the sending side, and reads the whole answer. */
function sendRaw(request: string): Promise<RawAnswer> {
  const { port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), HOST)
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    // The server may answer (431, 400) and close before it read everything: what it answered counts.
    socket.on('error', (error) => {
      if (chunks.length === 0) reject(error)
    })
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const headEnd = text.indexOf('\r\n\r\n')
      const [statusLine = '', ...headerLines] = text.slice(0, headEnd).split('\r\n')
      const headers = new Map(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
      let body = text.slice(headEnd + 4)
      if (headers.get('transfer-encoding') === 'chunked') body = unchunked(body)
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: Buffer.from(body, 'latin1').toString('utf8') })
    })
    socket.end(request, 'latin1')
  })
}

function unchunked(body: string): string {
  let rest = body
  let joined = ''
  for (;;) {
    const lineEnd = rest.indexOf('\r\n')
    const size = Number.parseInt(rest.slice(0, lineEnd), 16)
    if (!(size > 0)) return joined
    joined += rest.slice(lineEnd + 2, lineEnd + 2 + size)
    rest = rest.slice(lineEnd + 2 + size + 2)
  }
}

/**
 * What each oddity must get: a plain refusal (`status`, and for 405 the `allow`ed methods) where no
 * operation is reached, or the documented envelope with its `code` where one is.
 */
type Oddity = { name: string; request: () => string; status: number | readonly number[]; allow?: readonly string[]; envelope?: { operation: ApiOperation; code: number } }

const operationAt = (path: string, method = 'get') => allOperations.find((operation) => operation.path === path && operation.method === method) as ApiOperation
const contractPaths = [...new Set(allOperations.map((operation) => operation.path))]
/** The methods the contract gives a path (HEAD with GET), and OPTIONS for the CORS preflight. */
function methodsOf(path: string): string[] {
  const methods = allOperations.filter((operation) => operation.path === path).map((operation) => (operation.method === 'jsonp' ? 'GET' : operation.method.toUpperCase()))
  return [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS']
}

const host = () => `Host: ${new URL(baseUrl).host}\r\n`
/** A request line, the Host, `headers` and an optional body with its Content-Length. */
const raw = (requestLine: string, { headers = '', body }: { headers?: string; body?: string } = {}) => () =>
  `${requestLine}\r\n${host()}Connection: close\r\n${headers}${body === undefined ? '' : `Content-Length: ${Buffer.byteLength(body)}\r\n`}\r\n${body ?? ''}`
const withHost = (hostLines: string) => () => `GET /api/test/ HTTP/1.1\r\n${hostLines}Connection: close\r\n\r\n`
const json = 'Content-Type: application/json\r\n'
const testDrive = operationAt('/api/test-drive/', 'post')
const exampleBody = JSON.stringify(examples['testDrive.book']?.request)

const oddities: Oddity[] = [
  // Methods: 405 with Allow on every path of the contract, 404 elsewhere; no TRACE echo.
  ...contractPaths.map((path) => ({ name: `TRACE ${path}`, request: raw(`TRACE ${path} HTTP/1.1`), status: 405, allow: methodsOf(path) })),
  { name: 'TRACE on the records view', request: raw('TRACE /__mock/records/testDrive/ HTTP/1.1'), status: 405, allow: ['GET', 'HEAD', 'OPTIONS'] },
  { name: 'TRACE on a path the API does not have', request: raw('TRACE /nowhere/ HTTP/1.1'), status: 404 },
  { name: 'PATCH on a GET path', request: raw('PATCH /api/test/ HTTP/1.1'), status: 405, allow: methodsOf('/api/test/') },
  { name: 'DELETE on a POST path', request: raw('DELETE /api/test-drive/ HTTP/1.1'), status: 405, allow: methodsOf('/api/test-drive/') },
  { name: 'CONNECT', request: raw(`CONNECT ${HOST}:443 HTTP/1.1`), status: 405 },
  { name: 'a method HTTP does not know', request: raw('BREW /api/test/ HTTP/1.1'), status: 400 },
  { name: 'a method in lower case', request: raw('get /api/test/ HTTP/1.1'), status: 400 },
  { name: 'HEAD of a GET path (answered as GET, without the body)', request: raw('HEAD /api/test/ HTTP/1.1'), status: 200 },
  // Paths: matched as sent, a broken escape refused.
  { name: 'a broken % escape in an API path', request: raw('GET /api/%E0%A4%A HTTP/1.1'), status: 400 },
  { name: 'a lone %', request: raw('GET /% HTTP/1.1'), status: 400 },
  { name: 'a broken % escape after a contract path', request: raw('GET /api/user/profile/%zz HTTP/1.1'), status: 400 },
  { name: 'a broken % escape in the query', request: raw('GET /api/news/?page=%E0%A4%A HTTP/1.1'), status: 200, envelope: { operation: operationAt('/api/news/'), code: 400 } },
  { name: 'a traversal to a contract path', request: raw('GET /api/news/../test/ HTTP/1.1'), status: 404 },
  { name: 'an encoded traversal', request: raw('GET /api/news/%2e%2e/test/ HTTP/1.1'), status: 404 },
  { name: 'an encoded slash', request: raw('GET /api%2Ftest/ HTTP/1.1'), status: 404 },
  { name: 'a backslash', request: raw('GET /api\\test/ HTTP/1.1'), status: 404 },
  { name: 'a doubled slash', request: raw('GET //api/test/ HTTP/1.1'), status: 404 },
  { name: 'a tab in the path', request: raw('GET /api/\ttest/ HTTP/1.1'), status: 400 },
  { name: 'a CR in the path', request: raw('GET /api/\rtest/ HTTP/1.1'), status: 400 },
  { name: 'the asterisk target', request: raw('OPTIONS * HTTP/1.1'), status: 400 },
  { name: 'the absolute form of a contract path (as a proxy sends it)', request: () => raw(`GET ${baseUrl}/api/test/ HTTP/1.1`)(), status: 200, envelope: { operation: operationAt('/api/test/'), code: 200 } },
  // Host: one, and well-formed.
  { name: 'a Host with a space', request: withHost('Host: exa mple\r\n'), status: 400 },
  { name: 'a Host with an unclosed IPv6 bracket', request: withHost('Host: [::1\r\n'), status: 400 },
  { name: 'a Host with user info', request: () => withHost(`Host: evil.example@${new URL(baseUrl).host}\r\n`)(), status: 400 },
  { name: 'two Host headers', request: () => withHost(`${host()}Host: evil.example\r\n`)(), status: 400 },
  { name: 'no Host (HTTP/1.0)', request: () => 'GET /api/test/ HTTP/1.0\r\n\r\n', status: 400 },
  { name: 'another site’s Host', request: withHost('Host: evil.example\r\n'), status: 404 },
  // Sizes: Node's limit on the request head (16 KB).
  { name: 'a 20 KB URL', request: raw(`GET /api/news/?q=${'a'.repeat(20_000)} HTTP/1.1`), status: [414, 431] },
  { name: 'a 20 KB header', request: raw('GET /api/test/ HTTP/1.1', { headers: `X-Long: ${'a'.repeat(20_000)}\r\n` }), status: 431 },
  // Bodies and their Content-Type.
  { name: 'a body that is not JSON', request: raw('POST /api/test-drive/ HTTP/1.1', { headers: json, body: 'hello' }), status: 200, envelope: { operation: testDrive, code: 400 } },
  { name: 'truncated JSON', request: raw('POST /api/test-drive/ HTTP/1.1', { headers: json, body: exampleBody.slice(0, 40) }), status: 200, envelope: { operation: testDrive, code: 400 } },
  { name: 'a body shorter than its Content-Length', request: () => `${raw('POST /api/test-drive/ HTTP/1.1', { headers: `${json}Content-Length: 5000\r\n` })()}${exampleBody}`, status: 400 },
  { name: 'a broken chunked body', request: () => `${raw('POST /api/test-drive/ HTTP/1.1', { headers: `${json}Transfer-Encoding: chunked\r\n` })()}zz\r\n`, status: 400 },
  { name: 'Content-Length and Transfer-Encoding', request: raw('POST /api/test-drive/ HTTP/1.1', { headers: `${json}Transfer-Encoding: chunked\r\n`, body: '2\r\n{}\r\n0\r\n\r\n' }), status: 400 },
  { name: 'the example as image/png', request: raw('POST /api/test-drive/ HTTP/1.1', { headers: 'Content-Type: image/png\r\n', body: exampleBody }), status: 200, envelope: { operation: testDrive, code: 400 } },
  { name: 'the example with no Content-Type', request: raw('POST /api/test-drive/ HTTP/1.1', { body: exampleBody }), status: 200, envelope: { operation: testDrive, code: 400 } },
  { name: 'the example as JSON in a charset that does not exist', request: raw('POST /api/test-drive/ HTTP/1.1', { headers: 'Content-Type: application/json; charset=klingon\r\n', body: '{}' }), status: 200, envelope: { operation: testDrive, code: 400 } },
  // Cookies.
  { name: 'a session cookie with a broken % escape', request: raw('GET /api/user/profile/ HTTP/1.1', { headers: `user-client: ${USER_CLIENT}\r\nCookie: session=%E0%A4%A\r\n` }), status: 200, envelope: { operation: operationAt('/api/user/profile/'), code: 401 } },
]

describe('the HTTP mock answers no HTTP-level oddity with a 5xx: a plain 4xx where no call is reached, else the documented envelope', () => {
  it.each(oddities.map((oddity) => [oddity.name, oddity] as const))('%s', async (_name, { request, status, allow, envelope }) => {
    const answer = await sendRaw(request())
    expect([status].flat()).toContain(answer.status)
    if (allow) expect(answer.headers.get('allow')?.split(', ').sort()).toEqual([...allow].sort())
    if (!envelope) return
    const method = envelope.operation.method === 'jsonp' ? 'get' : envelope.operation.method
    const headers = new Headers([...answer.headers].filter(([name]) => name !== ''))
    expect(documentedProblem({ method, path: envelope.operation.path, status: answer.status, headers, text: answer.body }), answer.body).toBeUndefined()
    expect((JSON.parse(answer.body) as { code: number }).code).toBe(envelope.code)
  })
})

it('keeps an idle connection open long enough for a client on a busy machine to reuse it (Keep-Alive: 30 s, not 5)', async () => {
  const answer = await fetch(`${baseUrl}/api/contact/`)
  await answer.arrayBuffer()
  expect(answer.headers.get('keep-alive')).toBe('timeout=30')
})

describe('sessions of the HTTP mock', () => {
  const byName = (name: string) => allOperations.find((operation) => operation.name === name) as ApiOperation
  const login = byName('passport.login')
  const getProfile = byName('passport.getProfile')
  const getClientStatus = byName('passport.getClientStatus')
  const logout = byName('passport.logout')
  const form = 'application/x-www-form-urlencoded'
  const credentials = new URLSearchParams({ phone: SEEDED_ACCOUNT.phone, password: SEEDED_ACCOUNT.password }).toString()
  const codeOf = async (response: Response) => ((await response.json()) as { code: number }).code

  it('are per client: a login sets a session cookie, and a client without it is a signed-out visitor', async () => {
    const signedIn = await send(login, { contentType: form, body: credentials })
    expect(await codeOf(signedIn)).toBe(200)
    const setCookie = signedIn.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^session=[^;]+;.*HttpOnly/)
    const cookie = setCookie.split(';')[0] ?? ''

    // Client A, with its cookie, is signed in; client B, without one, is not.
    expect(await codeOf(await send(getProfile, { cookie }))).toBe(200)
    expect(await codeOf(await send(getProfile, {}))).toBe(401)
    expect(await (await send(getClientStatus, {})).json()).toMatchObject({ data: { loggedIn: false } })
    expect(await codeOf(await send(getProfile, { cookie: 'session=not-a-session' }))).toBe(401)

    // Client B logs in too: two sessions, each its own cookie; B logging out leaves A signed in.
    const other = await send(login, { contentType: form, body: credentials })
    const otherCookie = (other.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect(otherCookie).not.toBe(cookie)
    const loggedOut = await send(logout, { cookie: otherCookie })
    expect(loggedOut.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/)
    expect(await codeOf(await send(getProfile, { cookie: otherCookie }))).toBe(401)
    expect(await codeOf(await send(getProfile, { cookie }))).toBe(200)
    expect(await (await send(getClientStatus, { cookie })).json()).toMatchObject({ data: { loggedIn: true } })
  })
})
