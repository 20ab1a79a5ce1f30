#!/usr/bin/env node
// The mock API as an HTTP server, to try a build made against an API (mocks off) on this machine.
//
//   node scripts/mock-api.mjs [--port 4175]              serve the API until stopped
//   node scripts/mock-api.mjs [--port 4175] --build DIR  build the site against it into DIR, then stop
//                                            [--quiet]  (the build without Vite's per-chunk tables)
//
// The built site calls http://127.0.0.1:<port> for both the site API and the passport, so serve the
// API on the same port when serving DIR (npm run serve -- --dir DIR).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { parseArgs } from 'node:util'
import { startMockApiServer } from './lib/mock-api-server.mjs'

const { values } = parseArgs({ options: { port: { type: 'string', default: '4175' }, build: { type: 'string' }, quiet: { type: 'boolean' } } })
const host = '127.0.0.1'
const apiUrl = `http://${host}:${values.port}`
// The handlers answer the hosts the env names (Vite's loadEnv prefers process.env).
process.env.VITE_API_BASE_URL = apiUrl
process.env.VITE_PASSPORT_BASE_URL = apiUrl

const api = await startMockApiServer({ port: Number(values.port), host })

if (values.build) {
  // Not a synchronous child: this process must keep answering the prerender's API calls.
  const build = spawn(process.execPath, ['scripts/build.mjs', '--out', values.build, ...(values.quiet ? ['--quiet'] : [])], {
    stdio: 'inherit',
    // A demonstration: the mocks off, the sample contact data of src/config/site.ts on (VITE_DEMO_CONTENT).
    env: { ...process.env, VITE_API_MOCKING: 'off', VITE_DEMO_CONTENT: 'on' },
  })
  const [exitCode] = await once(build, 'exit')
  await api.close()
  process.exitCode = exitCode ?? 1
} else {
  console.log(`Mock API at ${api.url}/ (site and passport calls)`)
}
