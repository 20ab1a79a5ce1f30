#!/usr/bin/env node
// Serve the built site (dist/) the way the CDN does. Used by `npm start` and Playwright.
//
//   node scripts/serve.mjs [--dir dist] [--port 4173] [--host 127.0.0.1]
//
// PORT and HOST environment variables are read when the flags are absent.

import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createStaticServer } from './lib/static-server.mjs'

const USAGE = `Usage: node scripts/serve.mjs [--dir dist] [--port N] [--host 127.0.0.1]

  --dir   folder to serve (default: dist)
  --port  port to listen on (default: $PORT or 4173; 0 picks a free port)
  --host  interface to bind (default: $HOST or 127.0.0.1)
`

let options
try {
  options = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string' },
      host: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values
} catch (error) {
  process.stderr.write(`${error.message}\n\n${USAGE}`)
  process.exit(2)
}

if (options.help) {
  process.stdout.write(USAGE)
  process.exit(0)
}

const root = path.resolve(options.dir)
const portText = options.port ?? process.env.PORT ?? '4173'
const port = Number(portText)
const host = options.host ?? process.env.HOST ?? '127.0.0.1'

if (!/^\d+$/.test(portText) || port > 65535) {
  process.stderr.write(`Invalid port: ${portText}\n`)
  process.exit(2)
}
if (!fs.existsSync(path.join(root, 'index.html'))) {
  process.stderr.write(`No index.html in ${root}. Build the site first: npm run build\n`)
  process.exit(1)
}

const server = createStaticServer({ root })

server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  process.stderr.write(
    error.code === 'EADDRINUSE'
      ? `Port ${port} on ${host} is already in use. Choose another with PORT (PORT=4180 npm start) or --port.\n`
      : `Server error: ${error.message}\n`,
  )
  process.exit(1)
})

server.listen(port, host, () => {
  const address = server.address()
  const shownHost = host.includes(':') ? `[${host}]` : host
  const actualPort = typeof address === 'object' && address ? address.port : port
  const shownDir = path.relative(process.cwd(), root)
  process.stdout.write(`Serving ${shownDir.startsWith('..') ? root : shownDir || '.'} at http://${shownHost}:${actualPort}/\n`)
})

let closing = false
const shutdown = (signal) => {
  if (closing) return
  closing = true
  process.stdout.write(`${signal}: closing server\n`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  // Give in-flight responses a moment, then drop whatever is left.
  setTimeout(() => {
    server.closeAllConnections()
    process.exit(0)
  }, 3000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
