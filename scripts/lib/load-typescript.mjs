import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'rolldown'
import { loadEnv, transformWithOxc } from 'vite'

const root = fileURLToPath(new URL('../..', import.meta.url))
const bundles = `${root}node_modules/.cache/typescript-modules/`
const ENTRY = '\0typescript-modules'
const ENV_MODULE = `${root}src/config/env.ts`

/**
 * Imports TypeScript modules of the project as one module graph (a module two of them import is one
 * instance: the mock API's handlers and its store), bundled by Rolldown with the project's path
 * aliases; packages stay imports of node_modules. `@/config/env` is the development mode's env,
 * parsed by src/config/env-schema.ts from the VITE_* variables as they are at the call, as Vite's
 * dev server would give it. (Loading them through a Vite server took 5 CPU-s; the bundle, 0.1.)
 * @param {...string} files paths from the repository root, e.g. '/scripts/contract/generate.ts'
 * @returns {Promise<any[]>} each file's exports, in order
 */
export async function loadTypeScript(...files) {
  const env = loadEnv('development', root, 'VITE_')
  const importMetaEnv = { ...env, MODE: 'development', DEV: true, PROD: false, SSR: true, BASE_URL: '/' }
  const { output } = await build({
    cwd: root,
    input: ENTRY,
    platform: 'node',
    external: (id) => !/^(\.|\/|@\/|@mocks\/|\0)/.test(id),
    resolve: { alias: { '@': `${root}src`, '@mocks': `${root}mocks` } },
    transform: { define: { 'import.meta.env': JSON.stringify(importMetaEnv) } },
    output: { format: 'esm', codeSplitting: false },
    write: false,
    plugins: [
      {
        name: 'typescript-modules',
        resolveId: (id) => (id === ENTRY ? ENTRY : undefined),
        load(id) {
          if (id === ENTRY) return files.map((file, index) => `export * as m${index} from ${JSON.stringify(root + file.slice(1))}`).join('\n')
          if (id === ENV_MODULE) return `import { parseEnv } from './env-schema.ts'\nexport const env = parseEnv(${JSON.stringify(env)})`
          return undefined
        },
        // A module reading a file beside it keeps its own address, not the bundle's.
        transform: (code, id) => (code.includes('import.meta.url') ? code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href)) : undefined),
      },
    ],
  })
  // Imported from a file inside the project, so that its packages resolve; deleted once imported.
  mkdirSync(bundles, { recursive: true })
  const file = `${bundles}${randomUUID()}.mjs`
  writeFileSync(file, output[0].code)
  let namespace
  try {
    namespace = await import(pathToFileURL(file).href)
  } finally {
    rmSync(file)
  }
  return files.map((_, index) => namespace[`m${index}`])
}

/**
 * Imports one TypeScript file that imports nothing but types, its types stripped: no bundle to write,
 * so cheap enough for every build (the image pipeline reads the model catalogue so). A file with
 * imports of its own needs loadTypeScript.
 * @param {URL} url
 */
export async function importTypeScriptFile(url) {
  const { code } = await transformWithOxc(readFileSync(url, 'utf8'), url.pathname, { lang: 'ts' })
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
}
