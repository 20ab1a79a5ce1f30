// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { http, passthrough } from 'msw'
import { allOperations } from '@/contract'
import type { ApiOperation } from '@/contract/operation'
import { SEEDED_ACCOUNT } from '@mocks/db'
import { operationExamples } from '@mocks/examples'
import { server } from '@mocks/node'
import { createAnswerValidator } from './contract/openapi-answers'
import { freePort } from './lib/ports.mjs'

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
}, 60_000)

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
