// Free ports for the e2e servers, checked the way they will listen (127.0.0.1), so a run never
// lands on a port another process holds (and Playwright never tests someone else's server).
import { createServer } from 'node:net'

/** True when nothing listens on `port` at `host` (the check binds it for a moment). */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(false) : reject(error),
    )
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)))
  })
}

/**
 * The first block of `count` consecutive free ports at or above `from` (a busy port moves the
 * search past it).
 */
export async function findFreePortBlock({ from, count, host = '127.0.0.1', upTo = 65535 }) {
  let start = from
  search: while (start + count - 1 <= upTo) {
    for (let offset = 0; offset < count; offset += 1) {
      if (!(await isPortFree(start + offset, host))) {
        start += offset + 1
        continue search
      }
    }
    return start
  }
  throw new Error(`No ${count} consecutive free ports between ${from} and ${upTo} on ${host}`)
}

/** The ports of `start`'s block that something already listens on. */
export async function busyPorts(start, count, host = '127.0.0.1') {
  const ports = Array.from({ length: count }, (_, offset) => start + offset)
  const free = await Promise.all(ports.map((port) => isPortFree(port, host)))
  return ports.filter((_, index) => !free[index])
}

/**
 * A port the system picks as free at `host`, released again before this resolves: for a server
 * another process starts (it may, rarely, be taken in between), or an address where nothing listens.
 */
export async function freePort(host = '127.0.0.1') {
  const probe = createServer()
  await new Promise((resolve, reject) => {
    probe.once('error', reject)
    probe.listen(0, host, resolve)
  })
  const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address())
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Starts `server` (node:net or node:http) on a port the system picks at `host`; resolves its URL. */
export async function listenOnFreePort(server, host = '127.0.0.1') {
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, resolve)
  })
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
  return `http://${host}:${port}`
}
