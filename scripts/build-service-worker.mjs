#!/usr/bin/env node
// The service worker of a production build with the mocks off, written to DIR/sw.js after the
// prerender (scripts/build.mjs; decisions 033, 037): src/service-worker/sw.ts bundled, with each
// language's offline page and the files it loads (Workbox's manifest of them, read from the
// prerendered HTML); the worker keeps one when a page of its language asks.
// With VITE_SERVICE_WORKER=off the build publishes the kill switch there instead
// (src/service-worker/kill-switch.ts). A mock build has msw's worker and gets neither.
//
//   node scripts/build-service-worker.mjs --dist DIR --ssr SSR_DIR
//   node scripts/build-service-worker.mjs --dist DIR --kill-switch   only the kill switch, over a built
//                                                                    site's sw.js (docs/deploy.md)
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'rolldown'

/** The offline page of each language. */
const OFFLINE_PAGES = ['offline/index.html', 'zh-CN/offline/index.html']
/**
 * What keeping one offline page may put in the worker's cache, uncompressed (docs/measurements.md):
 * the page and the app shell it loads. What the visit already loaded comes from the HTTP cache, not
 * the network.
 */
export const OFFLINE_PAGE_BUDGET_KB = 490

/** Every hashed file a prerendered page loads (stylesheets, the loader's scripts, its state): paths under dist/. */
export function assetsOfPage(html) {
  return [...new Set([...html.matchAll(/\/(assets\/[\w.-]+\.(?:js|css))\b/g)].map((match) => match[1]))]
}

/** A file's address on the site: a page by its folder, a file by its path. */
export function siteUrlOf(file) {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`
}

/**
 * What the worker keeps for an offline page: its files' addresses, the page last (a page kept has
 * all its files), and the cache of this deploy's offline pages, named after their revisions.
 */
export function offlinePagesOf(manifests) {
  const pages = Object.fromEntries(manifests.map(({ page, entries }) => [siteUrlOf(page), [...entries.filter((entry) => entry.url !== page), ...entries.filter((entry) => entry.url === page)].map((entry) => siteUrlOf(entry.url))]))
  const revisions = manifests.flatMap(({ entries }) => entries.map((entry) => `${entry.url} ${entry.revision ?? ''}`)).sort()
  return { pages, cacheName: `offline-${createHash('sha256').update(revisions.join('\n')).digest('hex').slice(0, 12)}` }
}

async function bundle(source, outFile, define) {
  await build({
    input: source,
    platform: 'browser',
    transform: { define: { 'process.env.NODE_ENV': '"production"', ...define } },
    output: { file: outFile, format: 'iife', minify: true },
    logLevel: 'warn',
  })
}

async function main() {
  const { values } = parseArgs({ options: { dist: { type: 'string' }, ssr: { type: 'string' }, 'kill-switch': { type: 'boolean', default: false } } })
  if (!values.dist || (!values.ssr && !values['kill-switch'])) throw new Error('Usage: node scripts/build-service-worker.mjs --dist DIR (--ssr SSR_DIR | --kill-switch)')
  const dist = resolve(values.dist)
  const swDest = join(dist, 'sw.js')
  const env = values.ssr ? (await import(pathToFileURL(join(resolve(values.ssr), 'entry-server.js')).href)).env : undefined
  // A mock build has msw's worker at the site's scope: neither of these.
  if (env && env.VITE_API_MOCKING !== 'off') return
  if (values['kill-switch'] || env.VITE_SERVICE_WORKER === 'off') {
    await bundle('src/service-worker/kill-switch.ts', swDest)
    console.log(`Service worker: off (${values.dist}/sw.js is the kill switch)`)
    return
  }
  // Imported here: a mock build, which returns above, would spend 0.6 s loading it.
  const { getManifest } = await import('workbox-build')
  const manifests = []
  for (const page of OFFLINE_PAGES) {
    const { manifestEntries, count, size, warnings } = await getManifest({
      globDirectory: dist,
      globPatterns: [page, ...assetsOfPage(readFileSync(join(dist, page), 'utf8'))],
      // Hashed names carry their revision (the worker fetches them with the HTTP cache: what the visit loaded costs nothing again).
      dontCacheBustURLsMatching: /^assets\//,
    })
    if (warnings.length > 0) throw new Error(`Workbox: ${warnings.join('; ')}`)
    const kb = size / 1024
    if (kb > OFFLINE_PAGE_BUDGET_KB) throw new Error(`${page} and its files are ${kb.toFixed(1)} KB, over the budget of ${OFFLINE_PAGE_BUDGET_KB} KB (scripts/build-service-worker.mjs)`)
    console.log(`Service worker: ${page}, ${count} files, ${kb.toFixed(1)} KB (budget ${OFFLINE_PAGE_BUDGET_KB} KB)`)
    manifests.push({ page, entries: manifestEntries ?? [] })
  }
  const { pages, cacheName } = offlinePagesOf(manifests)
  await bundle('src/service-worker/sw.ts', swDest, {
    NEVER_CACHED: JSON.stringify([env.VITE_API_BASE_URL, env.VITE_PASSPORT_BASE_URL]),
    OFFLINE_PAGES: JSON.stringify(pages),
    OFFLINE_CACHE: JSON.stringify(cacheName),
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
