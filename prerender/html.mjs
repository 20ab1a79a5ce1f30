// Pure helpers of the prerender step, on a page's HTML and its scripts (unit-tested in html.test.ts).
import { createHash } from 'node:crypto'
import { minifySync } from 'rolldown/utils'

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/** sha256 CSP sources for every inline script the browser would execute (JSON data blocks excluded). */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (executesInline(attributes)) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

function executesInline(attributes) {
  if (/\bsrc\s*=/.test(attributes)) return false
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
}

/**
 * The router's dehydrated state (TanStack's stream scripts, from the first `data-tsr-stream-part`
 * script on) differs on every page, so no fixed list of hashes in the CSP header could allow it
 * inline. It becomes a file that the boot loader runs before the entry (`state`); what stays inline
 * is the same on every page. Returns the page without those scripts and their source, in order.
 * @returns {{ html: string, source: string | undefined }}
 */
export function takeRouterState(html) {
  const start = html.search(/<script\b[^>]*\bdata-tsr-stream-part\b/i)
  if (start === -1) return { html, source: undefined }
  const sources = []
  const rest = html.slice(start).replace(INLINE_SCRIPT, (whole, attributes, body) => {
    if (!executesInline(attributes)) return whole
    sources.push(body)
    return ''
  })
  // A newline first: a script may end in a line comment.
  return { html: html.slice(0, start) + rest, source: sources.join('\n;') }
}

/**
 * The router's state as its file: minified, since TanStack writes its stream helpers readable
 * (indented, with long names), ≈ 270 bytes of gzip more in every page's first load.
 * @param {string} source
 */
export function minifyRouterState(source) {
  const { code, errors } = minifySync('router-state.js', source, { compress: true, mangle: true })
  if (errors.length > 0) throw new Error(`The router's state does not minify: ${errors.map((error) => error.message).join('; ')}`)
  return code
}

/**
 * The inline script that loads a page's entry and preloads its chunks: `source` is the compiled boot
 * loader (src/boot/boot-loader.ts, prerender/inline-scripts.mjs), the same on every page (one CSP
 * hash); the page's files go in its data attributes: `islands` are the chunks of the islands the page
 * rendered, preloaded one per task once the entry has started (not in a burst when the modules that
 * define them run, issue 38).
 */
export function bootLoaderScript(source, { entry, preloads, islands = [], first, state }) {
  const firstAttribute = first ? ` data-first="${escapeAttribute(first)}"` : ''
  const stateAttribute = state ? ` data-state="${escapeAttribute(state)}"` : ''
  const islandsAttribute = islands.length > 0 ? ` data-islands="${escapeAttribute(islands.join(' '))}"` : ''
  return `<script data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preloads.join(' '))}"${islandsAttribute}${firstAttribute}${stateAttribute}>${source}</script>`
}

/** The inline script of the remembered language: `source` is the compiled src/boot/locale-redirect.ts. */
export function localeScript(source) {
  return `<script>${source}</script>`
}

/** The script files a page's HTML loads, from its boot loader (or, in older builds, its tags). */
export function scriptFilesOf(html) {
  const files = []
  const loader = /<script data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html)
  if (loader) files.push(loader[1], ...loader[2].split(' ').filter(Boolean))
  for (const match of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)) files.push(match[1])
  return [...new Set(files)]
}

export function escapeAttribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Inserts `tags` at the start of <head> (after the charset declaration, which must come first). */
export function insertAtHeadStart(html, tags) {
  const charset = /<meta charSet="utf-8"\/?>|<meta charset="utf-8"\s*\/?>/i.exec(html)
  if (charset) {
    const at = charset.index + charset[0].length
    return html.slice(0, at) + tags + html.slice(at)
  }
  return html.replace(/<head>/i, (head) => head + tags)
}

export function insertAtHeadEnd(html, tags) {
  const at = html.search(/<\/head>/i)
  if (at === -1) throw new Error('Rendered HTML has no </head>')
  return html.slice(0, at) + tags + html.slice(at)
}

export function countTitles(html) {
  return (html.match(/<title[\s>]/gi) ?? []).length
}

/** Route id → source file (relative to src/routes/), read from the generated route tree's imports. */
export function routeFilesFromRouteTree(routeTreeSource) {
  const fileByImport = new Map()
  for (const [, name, file] of routeTreeSource.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)) {
    fileByImport.set(name, `${file}.tsx`)
  }
  const files = {}
  for (const [, name, id] of routeTreeSource.matchAll(/= (\w+)\.update\(\{\s*id: '([^']+)'/g)) {
    const file = fileByImport.get(name)
    if (file) files[id] = file
  }
  const root = [...fileByImport.entries()].find(([name]) => name === 'rootRouteImport')
  if (root) files.__root__ = root[1]
  return files
}

function collectChunks(viteManifest, sourcePrefixes) {
  const entries = new Map()
  const visit = (key) => {
    const entry = viteManifest[key]
    if (!entry || entries.has(entry.file)) return
    entries.set(entry.file, entry)
    for (const imported of entry.imports ?? []) visit(imported)
  }
  for (const key of Object.keys(viteManifest)) {
    if (sourcePrefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}?`))) visit(key)
  }
  return [...entries.values()]
}

/** The chunk files (and their static imports) that a list of source modules needs, from Vite's manifest. */
export function chunksForSources(viteManifest, sourcePrefixes) {
  return collectChunks(viteManifest, sourcePrefixes).map((entry) => entry.file)
}

/** The stylesheets of those chunks: linked in <head> so a page is styled before its script runs (no layout shift). */
export function stylesheetsForSources(viteManifest, sourcePrefixes) {
  return [...new Set(collectChunks(viteManifest, sourcePrefixes).flatMap((entry) => entry.css ?? []))]
}

/**
 * @param {Array<{ path: string, lastmod: string }>} pages each page's path and when it last changed (W3C date-time)
 */
export function sitemapXml(siteUrl, pages) {
  const urls = pages.map(({ path, lastmod }) => `  <url><loc>${escapeAttribute(new URL(path, siteUrl).href)}</loc><lastmod>${escapeAttribute(lastmod)}</lastmod></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${urls}\n</urlset>\n`
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
/** The sitemaps protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000

/** The latest of the pages' lastmod values (they may be in different time zones). */
const latest = (pages) => pages.reduce((last, page) => (Date.parse(page.lastmod) > Date.parse(last) ? page.lastmod : last), pages[0].lastmod)

/**
 * The sitemap files to write: `sitemap.xml` alone, or, past the protocol's 50,000 URLs, a sitemap
 * index at `sitemap.xml` pointing to `sitemap-1.xml`, `sitemap-2.xml`… (each with its latest lastmod).
 * @param {Array<{ path: string, lastmod: string }>} pages
 * @returns {Array<{ file: string, xml: string }>}
 */
export function sitemapFiles(siteUrl, pages, maxUrls = SITEMAP_MAX_URLS) {
  if (pages.length <= maxUrls) return [{ file: 'sitemap.xml', xml: sitemapXml(siteUrl, pages) }]
  const children = []
  for (let start = 0; start < pages.length; start += maxUrls) {
    const slice = pages.slice(start, start + maxUrls)
    children.push({ file: `sitemap-${children.length + 1}.xml`, xml: sitemapXml(siteUrl, slice), lastmod: latest(slice) })
  }
  const entries = children
    .map(({ file, lastmod }) => `  <sitemap><loc>${escapeAttribute(new URL(`/${file}`, siteUrl).href)}</loc><lastmod>${escapeAttribute(lastmod)}</lastmod></sitemap>`)
    .join('\n')
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}\n</sitemapindex>\n`
  return [{ file: 'sitemap.xml', xml: index }, ...children.map(({ file, xml }) => ({ file, xml }))]
}

export function robotsTxt(siteUrl, disallowedPaths) {
  return ['User-agent: *', 'Allow: /', ...disallowedPaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`, ''].join('\n')
}
