// @vitest-environment node
import { createServer } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { findFreePortBlock, isPortFree } from './lib/ports.mjs'
import { ceiling } from './lib/ceiling.mjs'
import { DEFAULT_E2E_PORT, E2E_PORT_ROLES, chooseE2ePort } from './test-e2e.mjs'

const count = E2E_PORT_ROLES.length

/** @type {import('node:net').Server[]} */
const held = []

/** Listens on `port` (0: any) for the rest of the test; resolves to the port, or to null when another process already holds it. */
async function hold(port) {
  const server = createServer()
  /** @type {'listening' | NodeJS.ErrnoException} */
  const outcome = await new Promise((resolve) => {
    server.once('error', resolve)
    server.listen(port, '127.0.0.1', () => resolve('listening'))
  })
  if (outcome !== 'listening') {
    if (outcome.code === 'EADDRINUSE') return null
    throw outcome
  }
  held.push(server)
  return /** @type {import('node:net').AddressInfo} */ (server.address()).port
}

/**
 * A block of free ports below the range the system picks client ports from (32768 and up on Linux):
 * the connections of a test run beside this one never take a port of it while a test uses it.
 */
const freeBlockBelowClientPorts = () => findFreePortBlock({ from: 20000 + Math.floor(Math.random() * 10000), count })

afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

describe('e2e port choice (scripts/test-e2e.mjs)', () => {
  it('moves past the default block when something listens there, to a block of free ports', async () => {
    // Held by this test, or already by another process: taken either way.
    for (let port = DEFAULT_E2E_PORT; port < DEFAULT_E2E_PORT + count; port += 1) await hold(port)
    const start = await chooseE2ePort({})
    expect(start).toBeGreaterThan(DEFAULT_E2E_PORT + count - 1)
    for (let port = start; port < start + count; port += 1) expect(await isPortFree(port), `port ${port}`).toBe(true)
  })

  it('uses E2E_PORT as given when its ports are free', async () => {
    const start = await freeBlockBelowClientPorts()
    expect(await chooseE2ePort({ E2E_PORT: String(start) })).toBe(start)
  })

  it('stops at once when a port of E2E_PORT is taken, naming the port and the variable', async () => {
    const start = await freeBlockBelowClientPorts()
    const taken = /** @type {number} */ (await hold(start + 2))
    await expect(chooseE2ePort({ E2E_PORT: String(start) })).rejects.toThrow(
      new RegExp(`^Port ${taken} \\(mock API, E2E_PORT\\+2\\) is already in use\\. E2E_PORT=${start} needs .*set E2E_PORT`),
    )
  })

  it('rejects an E2E_PORT that is not a port', async () => {
    await expect(chooseE2ePort({ E2E_PORT: 'abc' })).rejects.toThrow(/E2E_PORT=abc is not a port/)
  })

  it('searches past a taken port to the next free block', async () => {
    const taken = /** @type {number} */ (await hold(0))
    expect(await findFreePortBlock({ from: taken - 1, count: 2 })).toBeGreaterThan(taken)
  })
})

describe('playwright.config.ts', () => {
  it('never reuses a server it did not start', async () => {
    const { default: config } = await import('../playwright.config.ts')
    const servers = [config.webServer].flat()
    expect(servers.length).toBeGreaterThan(0)
    for (const server of servers) expect(server?.reuseExistingServer, server?.command).toBe(false)
  }, ceiling(30_000)) // loading @playwright/test is slow on a busy machine
})
