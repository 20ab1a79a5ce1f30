import { createServer } from 'vite'

/**
 * Loads a TypeScript module of the project (aliases, env) through Vite, as the mock API server
 * loads the msw handlers. Call close() when done.
 * @param {string} file path from the repository root, e.g. '/scripts/contract/generate.ts'
 */
export async function loadTypeScript(file) {
  const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'warn' })
  try {
    return { module: await vite.ssrLoadModule(file), close: () => vite.close() }
  } catch (error) {
    await vite.close()
    throw error
  }
}
