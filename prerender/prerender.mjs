#!/usr/bin/env node
// Renders every route of the site to static HTML with React's server renderer (through the SSR
// bundle of src/entry-server.tsx) and writes dist/<route>/index.html, dist/404.html, sitemap.xml,
// robots.txt and _headers. See docs/decisions/001-prerender-with-react-server-renderer.md.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'
import { availableParallelism } from 'node:os'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { buildHeadersFile } from '../scripts/lib/headers.mjs'
import {
  bootLoaderScript,
  chunksForSources,
  countTitles,
  escapeAttribute,
  inlineScriptHashes,
  insertAtHeadEnd,
  insertAtHeadStart,
  localeScript,
  minifyRouterState,
  robotsTxt,
  routeFilesFromRouteTree,
  sitemapFiles,
  stylesheetsForSources,
  takeRouterState,
} from './html.mjs'
import { buildInlineScripts } from './inline-scripts.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const distDir = resolve(option('--dist', 'dist'))

const ssrDir = resolve(option('--ssr', 'dist-ssr'))
const started = performance.now()

const viteManifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'))
const entry = viteManifest['src/main.tsx']
if (!entry) throw new Error('Vite manifest has no src/main.tsx entry')
const routeFiles = routeFilesFromRouteTree(readFileSync('src/routeTree.gen.ts', 'utf8'))
// Compiled once, by the main thread; the rendering threads get the text.
const inlineScripts = isMainThread ? await buildInlineScripts() : workerData.inlineScripts

const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)
const { env } = server
await server.startPrerenderMocks()

const newsIds = await server.fetchNewsIds()
const routes = server.listPrerenderRoutes({ newsIds })
// One build time for every thread (the pages' initial state, the sitemap's lastmod).
const buildDate = isMainThread ? new Date().toISOString() : workerData.buildDate
// A large site's pages render in worker threads (this same module, given a share of the routes),
// one per core up to two: rendering is CPU-bound and every page is independent. Each thread loads
// the server bundle and its mocks (about a second), so a small site renders on the main thread.
// The main thread renders the not-found pages and writes what lists every page (sitemap,
// robots.txt, _headers).
const PARALLEL_FROM_ROUTES = 200
const renderers = Number(option('--workers', routes.length >= PARALLEL_FROM_ROUTES ? Math.min(2, availableParallelism()) : 1))
if (!Number.isSafeInteger(renderers) || renderers < 1) throw new Error('--workers takes a positive whole number')

// The analytics provider's script, requested only after consent, must be allowed by both CSPs.
const analyticsOrigins = env.VITE_ANALYTICS_SCRIPT_URL ? [new URL(env.VITE_ANALYTICS_SCRIPT_URL).origin] : []

const entryPreloads = chunksForSources(viteManifest, ['src/main.tsx']).filter((file) => file !== entry.file)
// The libraries chunk (vite.config.ts) runs before the entry, in a task of its own (src/boot/boot-loader.ts).
const frameworkChunk = (entry.imports ?? []).map((key) => viteManifest[key]).find((chunk) => chunk?.name === 'framework')

// The CSP header allows these inline scripts by hash (with 'self' and no 'unsafe-inline'): the same
// few on every page, so one header fits all; each page's <meta> policy lists its own.
const inlineHashesOfAllPages = new Set()
const MAX_SHARED_INLINE_SCRIPTS = 8
const writtenStates = new Set()

function documentFor(rendered) {
  const routeSources = rendered.routeIds.map((id) => routeFiles[id]).filter(Boolean).map((file) => `src/routes/${file}`)
  const routeChunks = chunksForSources(viteManifest, routeSources).filter((file) => file !== entry.file && !entryPreloads.includes(file))
  // The islands' stylesheets are in the page from the first paint; their scripts load after the page's (island.tsx).
  for (const sourceModule of rendered.islandModules) {
    if (!viteManifest[sourceModule]) throw new Error(`An island loads ${sourceModule}, but the build has no such module`)
  }
  // A page loads its strings in its language before it hydrates (src/main.tsx, src/lib/i18n.ts).
  const localeChunks = chunksForSources(viteManifest, rendered.namespaces.map((namespace) => `src/locales/${rendered.locale}/${namespace}.json`)).filter((file) => file !== entry.file && !entryPreloads.includes(file))
  const pageChunks = new Set([entry.file, ...entryPreloads, ...localeChunks, ...routeChunks])
  // An island that loads when it comes near is not preloaded: its chunks may still be another island's.
  const islandChunks = chunksForSources(viteManifest, rendered.islandModules.filter((module) => !rendered.islandModulesLoadedWhenNear.includes(module))).filter((file) => !pageChunks.has(file))
  const stylesheets = stylesheetsForSources(viteManifest, ['src/main.tsx', ...routeSources, ...rendered.islandModules])
  const initialState = server.createInitialState({ curDate: buildDate, runtime: 'server', subRuntime: 'prerender', locale: rendered.locale })
  const headEnd = [
    ...stylesheets.map((file) => `<link rel="stylesheet" href="/${escapeAttribute(file)}">`),
    `<script type="application/json" id="__INITIAL_STATE__">${server.serializeForScript(initialState)}</script>`,
    rendered.namespacesElement,
    ...(rendered.structuredData ? [`<script type="application/ld+json">${rendered.structuredData}</script>`] : []),
  ].join('')
  const { html: page, source: renderedState } = takeRouterState(rendered.html)
  let state
  if (renderedState !== undefined) {
    const routerState = minifyRouterState(renderedState)
    state = `assets/router-state-${createHash('sha256').update(routerState).digest('hex').slice(0, 16)}.js`
    // Named by its content: pages with the same state share one file.
    if (!writtenStates.has(state)) write(state, routerState)
    writtenStates.add(state)
  }
  let html = insertAtHeadEnd(page, headEnd)
  // First in <head>: a parser-inserted script waits for the stylesheets before it, and the loader
  // must not (it starts the scripts' downloads).
  const loader = bootLoaderScript(inlineScripts.bootLoader, {
    entry: `/${entry.file}`,
    preloads: [...entryPreloads, ...localeChunks, ...routeChunks].map((file) => `/${file}`),
    islands: islandChunks.map((file) => `/${file}`),
    first: frameworkChunk && `/${frameworkChunk.file}`,
    state: state && `/${state}`,
  })
  html = insertAtHeadStart(html, loader)
  // Before the loader: a visitor whose cookie names the other language leaves before anything loads.
  html = insertAtHeadStart(html, localeScript(inlineScripts.localeRedirect))
  const hashes = inlineScriptHashes(html)
  for (const hash of hashes) inlineHashesOfAllPages.add(hash)
  const scriptSources = ["'self'", ...analyticsOrigins, ...hashes].join(' ')
  html = insertAtHeadStart(html, `<meta http-equiv="Content-Security-Policy" content="script-src ${scriptSources}">`)
  if (countTitles(html) !== 1) throw new Error(`Expected exactly one <title>, found ${countTitles(html)}`)
  return html
}

// Files are written by libuv's threads while the next page renders; the prerender waits for them
// all before it reports.
const writes = new Set()
const madeDirectories = new Set()
function write(relativePath, contents) {
  const target = join(distDir, relativePath)
  const directory = dirname(target)
  if (!madeDirectories.has(directory)) {
    mkdirSync(directory, { recursive: true })
    madeDirectories.add(directory)
  }
  const writing = writeFile(target, contents).then(() => writes.delete(writing))
  writes.add(writing)
}

// Every page in each language: English at its path, Chinese under /zh-CN/ (src/lib/locale-path.ts).
const localized = (path, locale) => (locale === 'zh-CN' ? `/zh-CN${path}` : path)
// The sitemap's lastmod: a news article's own date; any other page the build's time (its content
// comes with the build: copy, models, site data), docs/decisions/013.
const buildLastmod = buildDate.replace(/\.\d{3}Z$/, 'Z')

/** Renders every `share`-th route from `first` on, in both languages; what the main thread needs back. */
async function renderRoutes(first, share) {
  const sitemapEntries = []
  const timeByLocale = Object.fromEntries(server.SUPPORTED_LOCALES.map((locale) => [locale, { pages: 0, ms: 0 }]))
  for (let index = first; index < routes.length; index += share) {
    const route = routes[index]
    for (const locale of server.SUPPORTED_LOCALES) {
      // Back to the event loop between pages: without it the mocked responses of earlier pages stay
      // reachable and the heap grows with every page.
      await new Promise((resolve) => setImmediate(resolve))
      const path = localized(route.path, locale)
      const pageStarted = performance.now()
      const rendered = await server.render(path)
      if (rendered.status !== 200) throw new Error(`Prerender of ${path} answered ${rendered.status}`)
      write(join(path, 'index.html'), documentFor(rendered))
      timeByLocale[locale].pages += 1
      timeByLocale[locale].ms += performance.now() - pageStarted
      if (route.indexable) sitemapEntries.push({ index, page: { path, lastmod: rendered.lastModified ?? buildLastmod } })
    }
  }
  await Promise.all(writes)
  return { sitemapEntries, inlineHashes: [...inlineHashesOfAllPages], timeByLocale }
}

if (!isMainThread) {
  parentPort.postMessage(await renderRoutes(workerData.first, workerData.share))
  await server.stopPrerenderMocks()
  process.exit(0)
}

const renderedShares =
  renderers === 1
    ? [await renderRoutes(0, 1)]
    : await Promise.all(
        Array.from(
          { length: renderers },
          (_, first) =>
            new Promise((resolveShare, rejectShare) => {
              const worker = new Worker(new URL(import.meta.url), { argv: args, workerData: { first, share: renderers, buildDate, inlineScripts } })
              worker.once('message', resolveShare)
              worker.once('error', rejectShare)
              // After its message this settles nothing; before it, the thread failed.
              worker.once('exit', (code) => rejectShare(new Error(`Prerender thread ${first} stopped (exit code ${code}) before it finished`)))
            }),
        ),
      )
// In the routes' order, whichever thread rendered them.
const sitemapPages = renderedShares
  .flatMap((share) => share.sitemapEntries)
  .sort((a, b) => a.index - b.index)
  .map((entry) => entry.page)
for (const share of renderedShares) for (const hash of share.inlineHashes) inlineHashesOfAllPages.add(hash)
// Each language's pages and the time their renders took (summed over the threads).
const timeByLocale = {}
for (const share of renderedShares) {
  for (const [locale, { pages, ms }] of Object.entries(share.timeByLocale)) {
    timeByLocale[locale] = { pages: (timeByLocale[locale]?.pages ?? 0) + pages, ms: Math.round((timeByLocale[locale]?.ms ?? 0) + ms) }
  }
}

// 404.html, and zh-CN/404.html for unknown paths under /zh-CN/ (docs/deploy.md).
for (const locale of server.SUPPORTED_LOCALES) {
  const notFound = await server.render(localized(server.NOT_FOUND_RENDER_PATH, locale))
  if (notFound.status !== 404) throw new Error(`The not-found page rendered with status ${notFound.status}`)
  write(localized('/404.html', locale).slice(1), documentFor(notFound))
}

const siteUrl = env.VITE_SITE_URL
for (const { file, xml } of sitemapFiles(siteUrl, sitemapPages)) write(file, xml)
// No Disallow for the noindex pages: a crawler that may not fetch a page never sees its noindex and
// can still list the bare URL; crawled, the page's own robots meta keeps it out of the index.
write('robots.txt', robotsTxt(siteUrl, []))
if (inlineHashesOfAllPages.size > MAX_SHARED_INLINE_SCRIPTS) {
  throw new Error(`The pages carry ${inlineHashesOfAllPages.size} different inline scripts: one that differs per page would make the CSP header grow with the site (move its data out, as takeRouterState does)`)
}
const origins = [env.VITE_API_BASE_URL, env.VITE_PASSPORT_BASE_URL].map((url) => new URL(url).origin)
const imageOrigins = env.VITE_IMAGES_BASE_URL ? [new URL(env.VITE_IMAGES_BASE_URL).origin] : []
const mocking = env.VITE_API_MOCKING === 'on'
write('_headers', buildHeadersFile({
    connectSrc: [...origins, ...analyticsOrigins],
    imgSrc: [...imageOrigins, ...analyticsOrigins, new URL(env.VITE_API_BASE_URL).origin],
    scriptSrc: analyticsOrigins,
    scriptHashes: [...inlineHashesOfAllPages],
    mockWorker: mocking,
    siteWorker: !mocking,
  }))
// Vite copies public/ whole; a site built against the real API never registers msw's worker.
if (!mocking) rmSync(join(distDir, 'mockServiceWorker.js'), { force: true })

await Promise.all(writes)
await server.stopPrerenderMocks()
const elapsedMs = Math.round(performance.now() - started)
const pages = (routes.length + 1) * server.SUPPORTED_LOCALES.length
console.log(`Prerendered ${pages} pages (${routes.length + 1} in each of ${server.SUPPORTED_LOCALES.length} languages) in ${elapsedMs} ms`)
// For scripts/bench-prerender.mjs; beside the SSR bundle, never in the site.
const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024)
writeFileSync(join(ssrDir, 'prerender-stats.json'), JSON.stringify({ pages, elapsedMs, peakRssMb, renderers, timeByLocale }))
