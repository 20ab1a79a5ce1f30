#!/usr/bin/env node
// The service worker of a production build with the mocks off, written to DIR/sw.js after the
// prerender (scripts/build.mjs; decision 033): src/service-worker/sw.ts bundled, with Workbox's
// precache list of the offline pages and the files they load, read from the prerendered HTML.
// With VITE_SERVICE_WORKER=off the build publishes the kill switch there instead
// (src/service-worker/kill-switch.ts). A mock build has msw's worker and gets neither.
//
//   node scripts/build-service-worker.mjs --dist DIR --ssr SSR_DIR
//   node scripts/build-service-worker.mjs --dist DIR --kill-switch   only the kill switch, over a built
//                                                                    site's sw.js (docs/deploy.md)
import { readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'rolldown'
import { injectManifest } from 'workbox-build'

/** The offline pages the worker installs with itself: the page of each language. */
const OFFLINE_PAGES = ['offline/index.html', 'zh-CN/offline/index.html']
/**
 * What installing the worker may put in its cache, uncompressed (docs/measurements.md): the two
 * offline pages and the app shell they load. What a first visit already loaded comes from the HTTP
 * cache, not the network.
 */
export const PRECACHE_BUDGET_KB = 520

/** Every hashed file a prerendered page loads (stylesheets, the loader's scripts, its state): paths under dist/. */
export function assetsOfPage(html) {
  return [...new Set([...html.matchAll(/\/(assets\/[\w.-]+\.(?:js|css))\b/g)].map((match) => match[1]))]
}

/** A precache entry's address on the site: a page by its folder, a file by its path. */
export function siteUrlOf(file) {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`
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
  const bundled = join(resolve(values.ssr), 'sw.js')
  await bundle('src/service-worker/sw.ts', bundled, { NEVER_CACHED: JSON.stringify([env.VITE_API_BASE_URL, env.VITE_PASSPORT_BASE_URL]) })
  const files = new Set(OFFLINE_PAGES)
  for (const page of OFFLINE_PAGES) for (const asset of assetsOfPage(readFileSync(join(dist, page), 'utf8'))) files.add(asset)
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest,
    globDirectory: dist,
    globPatterns: [...files],
    // Hashed names carry their revision: fetched with the HTTP cache (a first visit's files cost nothing again).
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [(entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: siteUrlOf(entry.url) })), warnings: [] })],
  })
  rmSync(bundled)
  if (warnings.length > 0) throw new Error(`Workbox: ${warnings.join('; ')}`)
  const kb = size / 1024
  if (kb > PRECACHE_BUDGET_KB) throw new Error(`The service worker's precache is ${kb.toFixed(1)} KB, over its budget of ${PRECACHE_BUDGET_KB} KB (scripts/build-service-worker.mjs)`)
  console.log(`Service worker: ${count} files precached, ${kb.toFixed(1)} KB (budget ${PRECACHE_BUDGET_KB} KB)`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
