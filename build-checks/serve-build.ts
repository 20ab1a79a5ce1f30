import { spawn } from 'node:child_process'
import { once } from 'node:events'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where scripts/serve.mjs serves the build under test, e.g. http://127.0.0.1:40123. */
    origin: string
  }
}

/** Serves the build (E2E_DIST, or dist/) with scripts/serve.mjs, as Playwright's web server does, on E2E_PORT or a free port. */
export default async function serveBuild(project: TestProject) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', process.env.E2E_DIST ?? 'dist', '--port', process.env.E2E_PORT ?? '0'], { stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  const origin = await new Promise<string>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk
      const address = /at (http:\/\/[^/\s]+)\//.exec(output)?.[1]
      if (address) resolve(address)
    })
    server.on('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code}: ${output}`)))
  })
  project.provide('origin', origin)
  return async () => {
    server.kill('SIGTERM')
    await once(server, 'exit')
  }
}
