// @vitest-environment node
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { bypass } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** A port nobody listens on right now (the OS picks it). */
async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address())
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let devServer
let origin = ''
let output = ''

beforeAll(async () => {
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  devServer = spawn(process.execPath, ['scripts/dev-server.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] })
  devServer.stdout?.on('data', (chunk) => (output += chunk))
  devServer.stderr?.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 60_000
  while (!output.includes(origin)) {
    if (devServer.exitCode !== null || Date.now() > deadline) throw new Error(`The dev server did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}, 70_000)

afterAll(async () => {
  if (!devServer || devServer.exitCode !== null) return
  devServer.kill('SIGTERM')
  await once(devServer, 'exit')
})

describe('npm run dev (scripts/dev-server.mjs)', () => {
  it('answers simultaneous first requests with 200 (the mocks start once)', async () => {
    const paths = ['/', '/models/tiggo-9/', '/about/', '/test-drive/']
    // bypass: otherwise the unit tests' own msw server (src/test/setup.ts) would answer these requests.
    const responses = await Promise.all(paths.map((path) => fetch(bypass(origin + path))))
    const statuses = Object.fromEntries(paths.map((path, index) => [path, responses[index]?.status]))
    const failures = await Promise.all(responses.filter((response) => response.status !== 200).map((response) => response.clone().text()))
    expect(statuses, failures.join('\n').slice(0, 2000)).toEqual(Object.fromEntries(paths.map((path) => [path, 200])))
    expect(await responses[1]?.text()).toContain('Tiggo 9')
  }, 90_000)
})
