// Opens the three.js studio page (scripts/assets/render/) in the Debian Chromium the project
// already uses for its tests, with WebGL in software (SwiftShader), and returns frames as PNG
// buffers. Only `node scripts/assets/render.mjs` uses this: the normal build reads the committed
// masters (decision 031).

import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
/** The only files the page may load. */
const SERVED = ['/scripts/assets/render/', '/scripts/assets/lib/geometry.mjs', '/node_modules/three/']
const TYPES = { '.html': 'text/html', '.mjs': 'text/javascript', '.js': 'text/javascript' }

function serve() {
  const server = createServer(async (req, res) => {
    const url = decodeURIComponent(new URL(req.url, 'http://x').pathname)
    const file = path.join(root, url)
    if (url === '/favicon.ico') return res.writeHead(204).end()
    if (!SERVED.some((p) => url.startsWith(p)) || !file.startsWith(root)) return res.writeHead(404).end()
    try {
      const body = await readFile(file)
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

export async function openStudio({ antialias = true } = {}) {
  const server = await serve()
  const browser = await chromium.launch({
    executablePath: path.join(root, 'scripts/chromium.sh'),
    args: ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  })
  const page = await browser.newPage()
  const errors = []
  page.on('pageerror', (err) => errors.push(err))
  page.on('console', (msg) => msg.type() === 'error' && errors.push(new Error(msg.text())))
  await page.goto(`http://127.0.0.1:${server.address().port}/scripts/assets/render/index.html${antialias ? '' : '?aa=0'}`)
  await page.waitForFunction(() => window.rendererReady === true || undefined, null, { timeout: 120_000 }).catch((err) => {
    throw errors[0] ?? err
  })
  const check = () => {
    if (errors.length) throw errors[0]
  }
  return {
    /** Build one car; returns the WebGL renderer's name (SwiftShader when in software). */
    async setup(model, colorHex, colorName, opts) {
      const name = await page.evaluate(([m, c, n, o]) => window.setupCar(m, c, n, o), [model, colorHex, colorName, opts])
      check()
      return name
    },
    async interior(model, trim, size) {
      await page.evaluate(([m, t]) => window.setupInterior(m, t), [model, trim])
      const url = await page.evaluate((o) => window.interiorShot(o), size)
      check()
      return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')
    },
    /** One PNG frame (see window.shot in render/studio.mjs for the options). */
    async shot(opts) {
      const url = await page.evaluate((o) => window.shot(o), opts)
      check()
      return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')
    },
    async close() {
      await browser.close()
      server.close()
    },
  }
}
