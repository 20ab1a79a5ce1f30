// The msw handlers of mocks/ as a real HTTP API, for a build made against an API (VITE_API_MOCKING=off)
// without the distributor's servers: the e2e suite's "api-build" project, or a developer checking a
// production build locally. Answers every host named by VITE_API_BASE_URL and VITE_PASSPORT_BASE_URL
// that points at this server, with CORS for the browser (credentials included, as the passport needs).
//
// Sessions are per client, as the contract says: login and register set a session cookie, and a
// request is signed in only when it sends one back. Two browsers, or two HTTP clients, are two
// visitors. (The msw handlers read the session from mockDb; this server gives mockDb a store that
// answers the session of the request being answered, through AsyncLocalStorage.)
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { getResponse } from 'msw'
import { loadTypeScript } from './load-typescript.mjs'

/** `GET /__mock/records/<kind>/`: a tester's, check:api's or the e2e suite's read-only view of the stored submissions. */
const RECORDS_PATH = /^\/__mock\/records\/(testDrive|workOrder|survey|dealerApplication)\/$/
const RECORDS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** A Host header as RFC 9110 allows it: a name or an IP literal, and an optional port. */
const VALID_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/** The session cookie's name: the contract's placeholder (docs/api, securitySchemes.passportSession). */
export const SESSION_COOKIE = 'session'

/** @param {string | undefined} header @param {string} name */
function cookieValue(header, name) {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=')
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      const value = pair.slice(separator + 1).trim()
      // A broken escape is no session of ours: kept as sent, it matches none.
      return isDecodable(value) ? decodeURIComponent(value) : value
    }
  }
  return undefined
}

/** @param {string} text */
function isDecodable(text) {
  try {
    decodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

/**
 * The paths the API answers, each with its methods: the contract's operations (HEAD wherever GET,
 * OPTIONS everywhere for the CORS preflight) and the records view.
 * @param {ReadonlyArray<{ path: string, method: string }>} operations
 */
function routesOf(operations) {
  /** @type {Map<string, Set<string>>} */
  const routes = new Map()
  for (const { path, method } of operations) {
    const methods = routes.get(path) ?? new Set()
    const httpMethod = method === 'jsonp' ? 'GET' : method.toUpperCase()
    methods.add(httpMethod)
    if (httpMethod === 'GET') methods.add('HEAD')
    routes.set(path, methods)
  }
  for (const methods of routes.values()) methods.add('OPTIONS')
  return routes
}

/** Every method some path takes, for the Allow header of a request no path can take (CONNECT). */
const allMethods = (routes) => [...new Set([...routes.values()].flatMap((methods) => [...methods]))].join(', ')

/**
 * A plain HTTP refusal (RFC 9110) of a request that reaches no operation, or undefined: such a
 * request never gets to the handlers, whose envelopes are the answers of the contract's calls.
 * - 400: a missing, repeated or malformed Host, a target that is not a path, a broken % escape in the path
 * - 404: a path the API does not have (matched as sent: no dot segments, %2F or backslashes resolved)
 * - 405 with Allow: a path the API has, with a method it does not take
 * @param {import('node:http').IncomingMessage} req
 * @param {Map<string, Set<string>>} routes
 * @returns {{ status: number, text: string, headers?: Record<string, string> } | undefined}
 */
function refusalOf(req, routes) {
  const hosts = req.headersDistinct.host ?? []
  if (hosts.length !== 1 || !VALID_HOST.test(hosts[0] ?? '')) return { status: 400, text: 'Bad Request: one valid Host header is required' }
  // Origin form (/path?query), or the absolute form a proxy sends (http://host/path?query).
  const target = (req.url ?? '').replace(/^https?:\/\/[^/?#]*/i, '')
  if (!target.startsWith('/')) return { status: 400, text: 'Bad Request: the request target is not a path' }
  const path = target.split('?')[0] ?? ''
  if (!isDecodable(path)) return { status: 400, text: 'Bad Request: a broken percent-escape in the path' }
  const methods = routes.get(path) ?? (RECORDS_PATH.test(path) ? RECORDS_METHODS : undefined)
  if (!methods) return { status: 404, text: 'Not Found: the mock API has no such path' }
  if (!methods.has(req.method ?? '')) return { status: 405, text: `Method Not Allowed: ${path} takes ${[...methods].join(', ')}`, headers: { Allow: [...methods].join(', ') } }
  return undefined
}

/**
 * @param {{ port: number, host?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startMockApiServer({ port, host = '127.0.0.1' }) {
  // The store is the module instance the handlers store into (one module graph).
  const [{ handlers }, { mockDb }, { allOperations }] = await loadTypeScript('/mocks/handlers/index.ts', '/mocks/db.ts', '/src/contract/index.ts')

  /** Session token (the cookie's value) → signed-in account id. */
  const sessions = new Map()
  /** @type {AsyncLocalStorage<{ accountId: string | null }>} */
  const requestSession = new AsyncLocalStorage()
  mockDb.useSessionStore({
    get: () => requestSession.getStore()?.accountId ?? null,
    set: (accountId) => {
      const current = requestSession.getStore()
      if (current) current.accountId = accountId
    },
  })

  /** Runs `answer` signed in as the request's cookie says; the Set-Cookie header when the session changed. */
  async function withSession(req, answer) {
    const token = cookieValue(req.headers.cookie, SESSION_COOKIE)
    const before = (token && sessions.get(token)) || null
    const current = { accountId: before }
    const response = await requestSession.run(current, answer)
    if (current.accountId === before) return { response, setCookie: undefined }
    if (token) sessions.delete(token)
    if (!current.accountId) return { response, setCookie: `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` }
    // A new token at every sign-in (never the one the client came with).
    const newToken = randomUUID()
    sessions.set(newToken, current.accountId)
    return { response, setCookie: `${SESSION_COOKIE}=${newToken}; Path=/; HttpOnly; SameSite=Lax` }
  }

  const routes = routesOf(allOperations)

  const server = createServer(async (req, res) => {
    const origin = req.headers.origin
    const cors = origin ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' } : {}
    try {
      const refusal = refusalOf(req, routes)
      if (refusal) {
        res.writeHead(refusal.status, { ...cors, ...refusal.headers, 'Content-Type': 'text/plain; charset=utf-8' }).end(refusal.text)
        return
      }
      if (req.method === 'OPTIONS') {
        res
          .writeHead(204, {
            ...cors,
            'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
            'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
            'Access-Control-Max-Age': '600',
          })
          .end()
        return
      }
      // Read-only test hook: what the handlers stored of a kind, and the keys refused as superseded.
      const records = RECORDS_PATH.exec(new URL(req.url ?? '/', 'http://localhost').pathname)
      if (records) {
        const kind = records[1]
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ records: mockDb.list(kind), refused: mockDb.refused(kind) }))
        return
      }
      const request = await toFetchRequest(req)
      const { response, setCookie } = await withSession(req, () => getResponse(handlers, request))
      if (!response) {
        // A Host the API does not answer as (the handlers match VITE_API_BASE_URL and VITE_PASSPORT_BASE_URL).
        res.writeHead(404, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' }).end(`No mock answers ${req.method} ${req.url}`)
        return
      }
      res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors, ...(setCookie ? { 'Set-Cookie': setCookie } : {}) })
      res.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      // The client went away mid-body (a truncated upload): nobody to answer.
      if (req.errored) {
        res.destroy()
        return
      }
      // A fault of the mock itself, not of the request (the handlers answer every malformed body with
      // an envelope 400, and refusalOf every request no handler can take with a plain 4xx:
      // scripts/mock-api.node.test.ts): a transport failure as the contract describes it, JSON with
      // CORS so the page can read it, and the cause in the mock's log.
      console.error(error)
      if (res.headersSent) {
        res.destroy()
        return
      }
      res.writeHead(500, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Internal Server Error' }))
    }
  })
  // An idle connection stays open 30 s (Node's default: 5 s). A client in this process (check:api,
  // the prerender) reuses it until shortly before the time the server announces; on a starved machine
  // its request could reach a socket whose close was already due, and fail with ECONNRESET.
  server.keepAliveTimeout = 30_000
  // CONNECT (a tunnel) is no request of the API's: Node hands it here, not to the handler above.
  server.on('connect', (_req, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allMethods(routes)}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return {
    url: `http://${host}:${port}`,
    close: async () => {
      mockDb.useSessionStore(undefined)
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** @param {import('node:http').IncomingMessage} req */
async function toFetchRequest(req) {
  const chunks = []
  for await (const chunk of req) chunks.push(chunk)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  // HEAD is answered as GET (Node sends no body with it).
  const method = req.method === 'HEAD' ? 'GET' : req.method
  const hasBody = method !== 'GET'
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host}`), {
    method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  })
}
