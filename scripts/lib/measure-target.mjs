// Used by scripts/lighthouse.mjs: which pages to measure, and
// (with --dist) a static server for a built site on a free port, the way the CDN serves it.
import path from 'node:path'
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { createStaticServer } from './static-server.mjs'

/**
 * Parses `[--dist DIR | --base URL] [extra options] [path-or-url ...]` and returns the absolute URLs
 * to measure (default: the home page) plus a `close()` for the server it may have started.
 */
export async function measureTargets(argv, extraOptions = {}, usage = '') {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        dist: { type: 'string' },
        base: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        ...extraOptions,
      },
    })
  } catch (error) {
    process.stderr.write(`${error.message}\n\n${usage}`)
    process.exit(2)
  }
  const { values, positionals } = parsed
  if (values.help) {
    process.stdout.write(usage)
    process.exit(0)
  }

  let base = values.base ?? 'http://127.0.0.1:4173'
  let server
  if (values.dist) {
    const root = path.resolve(values.dist)
    if (!fs.existsSync(path.join(root, 'index.html'))) {
      process.stderr.write(`No index.html in ${root}. Build the site first (node scripts/build.mjs).\n`)
      process.exit(1)
    }
    server = createStaticServer({ root })
    await new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(0, '127.0.0.1', resolve)
    })
    base = `http://127.0.0.1:${server.address().port}`
  }

  const pages = positionals.length > 0 ? positionals : ['/']
  const urls = pages.map((page) => new URL(page, base).href)
  return {
    urls,
    values,
    close: () =>
      new Promise((resolve) => {
        if (!server) return resolve()
        server.closeAllConnections?.()
        server.close(() => resolve())
      }),
  }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
