#!/usr/bin/env node
// Checks a server against the API contract (src/contract, published in docs/api/): every call the
// site makes, with a valid and an invalid payload, its envelope, data and CORS answers.
//
//   npm run check:api                                        the project's mock API, on a free port
//   npm run check:api -- --api URL --passport URL            a real server, read-only
//   npm run check:api -- --api URL --passport URL --write    also the calls that store records
//        [--records URL]            the server's records view, to read back what the writes stored
//        [--phone P --password S]   an account for the calls that need a session
//        [--origin URL]             the site origin the servers must allow (default http://127.0.0.1:4173)
//        [--user-client ID]         the user-client header (default chery-ng-web)
//
// Exit code: 0 when every checked operation follows the contract, 1 on a mismatch, 2 when a server
// cannot be reached or the options are wrong.
import { parseArgs } from 'node:util'
import { loadTypeScript } from './lib/load-typescript.mjs'
import { freePort } from './lib/ports.mjs'
import { ceiling } from './lib/ceiling.mjs'

const USAGE = 'usage: npm run check:api [-- --api URL --passport URL [--write] [--records URL] [--phone P --password S] [--origin URL] [--user-client ID]]'

function fail(message) {
  console.error(message)
  process.exit(2)
}

let values
try {
  ;({ values } = parseArgs({
    options: {
      api: { type: 'string' },
      passport: { type: 'string' },
      origin: { type: 'string', default: 'http://127.0.0.1:4173' },
      write: { type: 'boolean', default: false },
      records: { type: 'string' },
      phone: { type: 'string' },
      password: { type: 'string' },
      'user-client': { type: 'string', default: 'chery-ng-web' },
    },
  }))
} catch (error) {
  fail(`${error.message}\n${USAGE}`)
}

if (Boolean(values.api) !== Boolean(values.passport)) fail(`give both --api and --passport (or neither, to check the mock API)\n${USAGE}`)
if (Boolean(values.phone) !== Boolean(values.password)) fail(`give both --phone and --password\n${USAGE}`)
if (values.records && !values.api) fail(`--records goes with --api and --passport (the mock's own records view is read anyway)\n${USAGE}`)
for (const name of ['api', 'passport', 'origin', 'records']) {
  if (values[name] && !URL.canParse(values[name])) fail(`--${name} is not a URL: ${values[name]}`)
}

/** Any HTTP answer (even a 404) proves the server is there. */
async function ensureReachable(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    await response.arrayBuffer()
  } catch (error) {
    const reason = error.cause?.code ?? error.cause?.message ?? error.message
    fail(`cannot reach ${url}: ${reason}`)
  }
}

const isMock = !values.api
let mockApi
let apiUrl = values.api
let passportUrl = values.passport
if (!isMock) {
  for (const url of new Set([apiUrl, passportUrl])) await ensureReachable(url)
  console.log(`Checking the site API at ${apiUrl} and the passport at ${passportUrl}${values.write ? ' (with --write)' : ' (read-only)'}`)
}
const [{ checkApi }] = await loadTypeScript('/scripts/contract/check-api.ts')
if (isMock) {
  const host = '127.0.0.1'
  const url = `http://${host}:${await freePort(host)}`
  // The handlers answer the hosts the env names (as scripts/mock-api.mjs does).
  process.env.VITE_API_BASE_URL = url
  process.env.VITE_PASSPORT_BASE_URL = url
  const { startMockApiServer } = await import('./lib/mock-api-server.mjs')
  mockApi = await startMockApiServer({ port: Number(new URL(url).port), host })
  apiUrl = url
  passportUrl = url
  console.log(`Checking the mock API at ${url}`)
}
let summary
try {
  summary = await checkApi({
    apiUrl,
    passportUrl,
    origin: new URL(values.origin).origin,
    write: isMock || values.write,
    credentials: values.phone ? { phone: values.phone, password: values.password } : undefined,
    isMock,
    userClient: values['user-client'],
    // The mock's records view (scripts/lib/mock-api-server.mjs).
    recordsUrl: isMock ? `${apiUrl}/__mock/records/` : values.records,
    // 10 s a call, longer inside `npm test`'s low-priority static checks (scripts/lib/ceiling.mjs).
    timeoutMs: ceiling(10_000),
    log: (line) => console.log(line),
  })
} finally {
  await mockApi?.close()
}
process.exitCode = summary.failed > 0 ? 1 : 0
