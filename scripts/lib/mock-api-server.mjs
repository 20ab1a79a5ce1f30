// The msw handlers of mocks/ as a real HTTP API, for a build made against an API (VITE_API_MOCKING=off)
// without the distributor's servers: the e2e suite's "api-build" project, or a developer checking a
// production build locally. Answers every host named by VITE_API_BASE_URL and VITE_PASSPORT_BASE_URL
// that points at this server, with CORS for the browser (credentials included, as the passport needs).
import { createServer } from 'node:http'
import { getResponse } from 'msw'
import { createServer as createViteServer } from 'vite'

/** `GET /__mock/records/<kind>/`: a tester's or the e2e suite's read-only view of the stored submissions. */
const RECORDS_PATH = /^\/__mock\/records\/(testDrive|workOrder|survey|dealerApplication)\/$/

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

  const server = createServer(async (req, res) => {
    try {
      const origin = req.headers.origin
      const cors = origin
        ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' }
        : {}
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
      const response = await getResponse(handlers, await toFetchRequest(req))
      if (!response) {
        res.writeHead(404, { ...cors, 'Content-Type': 'text/plain' }).end(`No mock answers ${req.method} ${req.url}`)
        return
      }
      res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors })
      res.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      console.error(error)
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error))
    }
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return {
    url: `http://${host}:${port}`,
    close: async () => {
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
