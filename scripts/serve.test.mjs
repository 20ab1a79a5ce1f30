// @vitest-environment node
import { execFile } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { ceiling } from './lib/ceiling.mjs'

describe('npm start / npm run serve (scripts/serve.mjs)', () => {
  it('stops with a message naming PORT when its port is taken', async () => {
    const site = mkdtempSync(join(tmpdir(), 'serve-test-'))
    writeFileSync(join(site, 'index.html'), '<!doctype html>')
    const holder = createServer().listen(0, '127.0.0.1')
    await once(holder, 'listening')
    const { port } = /** @type {import('node:net').AddressInfo} */ (holder.address())
    try {
      const outcome = await promisify(execFile)(process.execPath, ['scripts/serve.mjs', '--dir', site], { env: { ...process.env, PORT: String(port) } }).catch(
        (/** @type {{ code: number, stderr: string }} */ error) => error,
      )
      expect(outcome.code).toBe(1)
      expect(outcome.stderr).toBe(`Port ${port} on 127.0.0.1 is already in use. Choose another with PORT (PORT=4180 npm start) or --port.\n`)
    } finally {
      holder.close()
    }
  }, ceiling(30_000))
})
