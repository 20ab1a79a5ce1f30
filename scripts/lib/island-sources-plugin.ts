import { relative } from 'node:path'
import type { Plugin } from 'vite'

/** Source modules are named as Vite's manifest names them: relative to the project root, with '/'. */
type IslandSourceResolver = (specifier: string) => Promise<string | undefined>

// `island(` as a call of the function itself (not `someone.island(` nor `myisland(`).
const ISLAND_CALL = /(?<![\w$.])island\(/g
const LOCAL_NAME = '__islandWithSource'
// The loader the island's module is read from: `() => import('./Module')`, then anything.
const DYNAMIC_IMPORT_LOADER = /\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)/y

/**
 * Rewrites each `island(…)` of a module at `file` (relative to the root) into
 * `islandWithSource({ definedAt, module })(…)`: where the island is defined, and the module its
 * loader imports when the loader is written `() => import('…')…`. The import of `islandWithSource`
 * goes at the start of the first line, so every line stays where it was.
 */
export async function nameIslands(code: string, file: string, resolve: IslandSourceResolver): Promise<string | undefined> {
  const calls = [...code.matchAll(ISLAND_CALL)]
  if (calls.length === 0) return undefined
  let rewritten = ''
  let copiedUpTo = 0
  for (const call of calls) {
    const argumentsStart = call.index + call[0].length
    DYNAMIC_IMPORT_LOADER.lastIndex = argumentsStart
    const specifier = DYNAMIC_IMPORT_LOADER.exec(code)?.[2]
    const source = {
      definedAt: `${file}:${code.slice(0, call.index).split('\n').length}`,
      module: specifier === undefined ? undefined : await resolve(specifier),
    }
    rewritten += `${code.slice(copiedUpTo, call.index)}${LOCAL_NAME}(${JSON.stringify(source)})(`
    copiedUpTo = argumentsStart
  }
  return `import { islandWithSource as ${LOCAL_NAME} } from '@/components/island'; ${rewritten}${code.slice(copiedUpTo)}`
}

/**
 * Names the islands of the server bundle (src/components/island.tsx): the prerender reads from the
 * module which stylesheets an island's page links, and the server render names an island
 * that suspended. Only the server's code is rewritten; the browser's stays as written (no bytes
 * added to a first load). Used by vite.config.ts (builds, dev server) and vitest.config.ts.
 */
export function islandSources(): Plugin {
  let root = process.cwd()
  return {
    name: 'island-sources',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    async transform(code, id, options) {
      if (!options?.ssr) return null
      const file = relative(root, id.split('?')[0] ?? id).split('\\').join('/')
      if (!file.startsWith('src/') || !/\.[jt]sx?$/.test(file) || file === 'src/components/island.tsx' || !code.includes('island(')) return null
      const rewritten = await nameIslands(code, file, async (specifier) => {
        const resolved = await this.resolve(specifier, id)
        return resolved ? relative(root, resolved.id.split('?')[0] ?? resolved.id).split('\\').join('/') : undefined
      })
      return rewritten === undefined ? null : { code: rewritten, map: null }
    },
  }
}
