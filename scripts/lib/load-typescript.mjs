import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Loads a TypeScript module of the project through Vite's SSR loader, with the project's path
 * aliases but none of its plugins (quicker to start than the full config, which the mock API
 * server needs for its env). For modules that do not read the build env (`@/config/env`).
 * Call close() when done.
 * @param {string} file path from the repository root, e.g. '/scripts/contract/generate.ts'
 */
export async function loadTypeScript(file) {
  const vite = await createServer({
    configFile: false,
    root,
    resolve: { alias: { '@': `${root}src`, '@mocks': `${root}mocks` } },
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    appType: 'custom',
    logLevel: 'warn',
  })
  try {
    return { module: await vite.ssrLoadModule(file), close: () => vite.close() }
  } catch (error) {
    await vite.close()
    throw error
  }
}
