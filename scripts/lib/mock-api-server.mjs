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
import { createServer as createViteServer } from 'vite'

/** `GET /__mock/records/<kind>/`: a tester's or the e2e suite's read-only view of the stored submissions. */
const RECORDS_PATH = /^\/__mock\/records\/(testDrive|workOrder|survey|dealerApplication)\/$/

/** The session cookie's name: the contract's placeholder (docs/api, securitySchemes.passportSession). */
export const SESSION_COOKIE = 'session'

/** @param {string | undefined} header @param {string} name */
function cookieValue(header, name) {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=')
    if (separator > 0 && pair.slice(0, separator).trim() === name) return decodeURIComponent(pair.slice(separator + 1).trim())
  }
  return undefined
}

/**
 * @param {{ port: number, host?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startMockApiServer({ port, host = '127.0.0.1' }) {
  // Vite only loads the TypeScript handlers (with the project's aliases and env); it serves nothing.
  const vite = await createViteServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'warn' })
  const { handlers } = await vite.ssrLoadModule('/mocks/handlers/index.ts')
  // The same module instance the handlers store into (one module graph).
  const { mockDb } = await vite.ssrLoadModule('/mocks/db.ts')

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

  const server = createServer(async (req, res) => {
    const origin = req.headers.origin
    const cors = origin ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' } : {}
    try {
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
      const records = req.method === 'GET' ? RECORDS_PATH.exec(new URL(req.url ?? '/', 'http://localhost').pathname) : null
      if (records) {
        const kind = records[1]
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ records: mockDb.list(kind), refused: mockDb.refused(kind) }))
        return
      }
      const request = await toFetchRequest(req)
      const { response, setCookie } = await withSession(req, () => getResponse(handlers, request))
      if (!response) {
        res.writeHead(404, { ...cors, 'Content-Type': 'text/plain' }).end(`No mock answers ${req.method} ${req.url}`)
        return
      }
      res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors, ...(setCookie ? { 'Set-Cookie': setCookie } : {}) })
      res.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      // A fault of the mock itself, not of the request (the handlers answer every malformed body with
      // an envelope 400, scripts/lib/mock-api-server.test.mjs): a transport failure as the contract
      // describes it, JSON with CORS so the page can read it, and the cause in the mock's log.
      console.error(error)
      if (res.headersSent) {
        res.destroy()
        return
      }
      res.writeHead(500, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Internal Server Error' }))
    }
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
      await vite.close()
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
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host}`), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  })
}
