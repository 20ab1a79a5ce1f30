import { readFileSync } from 'node:fs'

const distDir = process.env.E2E_DIST ?? 'dist'

function readManifest(): Record<string, { file: string }> {
  return JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>
}

/** The hashed file of a route's code-split component, from Vite's build manifest. */
export function routeChunk(routeFile: string): string {
  const entry = Object.entries(readManifest()).find(([key]) => key.startsWith(`src/routes/${routeFile}?`))
  if (!entry) throw new Error(`No chunk for ${routeFile} in the build manifest`)
  return entry[1].file
}

/** The hashed file of a source module built as a chunk of its own (a lazy component), from Vite's build manifest. */
export function sourceChunk(sourceFile: string): string {
  const file = readManifest()[sourceFile]?.file
  if (!file) throw new Error(`No chunk for ${sourceFile} in the build manifest`)
  return file
}
