import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createServer, transformWithOxc } from 'vite'

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

/**
 * Imports one TypeScript file that imports nothing but types, its types stripped: no server to start,
 * so cheap enough for every build (the image pipeline reads the model catalogue so). A file with
 * imports of its own needs loadTypeScript.
 * @param {URL} url
 */
export async function importTypeScriptFile(url) {
  const { code } = await transformWithOxc(readFileSync(url, 'utf8'), url.pathname, { lang: 'ts' })
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
}
