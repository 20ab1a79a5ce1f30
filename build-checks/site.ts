import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { inject } from 'vitest'

/** The build under test. */
export const distDir = process.env.E2E_DIST ?? 'dist'

/** A path of the site as the static server answers it (build-checks/serve-build.ts). */
export const get = (path: string) => fetch(`${inject('origin')}${path}`)

export const textOf = async (path: string) => (await get(path)).text()

export const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'))

export type SchemaNode = { '@type': string; [property: string]: unknown }

/** Every schema.org node of a prerendered page (the JSON-LD is in the HTML, for crawlers). */
export async function nodesOf(path: string): Promise<SchemaNode[]> {
  const html = await textOf(path)
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as SchemaNode & { '@graph'?: SchemaNode[] })
  return blocks.flatMap((block) => block['@graph'] ?? [block])
}

/** Every .html file under dist/, relative and with forward slashes. */
export function builtPages(dir = distDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : builtPages(path)
    return entry.name.endsWith('.html') ? [relative(distDir, path).split(sep).join('/')] : []
  })
}
