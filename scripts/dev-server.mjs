#!/usr/bin/env node
// `npm run dev`: Vite's dev server in middleware mode with server rendering on every request,
// so development sees the same HTML and hydration as the prerendered site. Mocks answer every
// API call (msw in this process for server rendering, the msw worker in the browser).
import { createServer as createHttpServer } from 'node:http'
import { createServer as createViteServer } from 'vite'
import { memoiseUntilRejected } from './lib/memoise-until-rejected.mjs'

const port = Number(process.env.PORT ?? 5173)
const host = process.env.HOST ?? '127.0.0.1'

const httpServer = createHttpServer((req, res) => {
  vite.middlewares(req, res, () => void renderPage(req, res))
})
// Hot reload goes through this server's own port rather than Vite's separate default (24678), which
// a second dev server on the machine would find taken.
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: 'custom' })

// The first requests arrive together, and msw refuses a second listen() (a 500 "cannot configure an
// already enabled network"), so every request waits for the one start.
const startMocksOnce = memoiseUntilRejected((server) => server.startPrerenderMocks())

async function renderPage(req, res) {
  const url = req.url ?? '/'
  try {
    const pathname = new URL(url, 'http://localhost').pathname
    if (!pathname.endsWith('/') && !/\.[a-z0-9]+$/i.test(pathname)) {
      res.writeHead(301, { Location: pathname + '/' + (url.includes('?') ? url.slice(url.indexOf('?')) : '') }).end()
      return
    }
    const server = await vite.ssrLoadModule('/src/entry-server.tsx')
    await startMocksOnce(server)
    const initialState = server.createInitialState({ subRuntime: 'dev' })
    const rendered = await server.render(url, initialState)
    const viteHead = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>')
    const headTags =
      viteHead.slice(viteHead.indexOf('<head>') + 6, viteHead.indexOf('</head>')) +
      `<script type="module" src="/src/main.tsx"></script>` +
      `<script type="application/json" id="__INITIAL_STATE__">${server.serializeForScript(initialState)}</script>` +
      rendered.namespacesElement
    const html = rendered.html.replace('</head>', `${headTags}</head>`)
    res.writeHead(rendered.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html)
  } catch (error) {
    vite.ssrFixStacktrace(error)
    console.error(error)
    res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error?.stack ?? error))
  }
}

httpServer.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} on ${host} is already in use: set PORT to another one (PORT=5174 npm run dev).` : error)
  process.exit(1)
})
httpServer.listen(port, host, () => {
  const address = httpServer.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  console.log(`Dev server (server-rendered, mocks on) at http://${host}:${actualPort}/`)
})
