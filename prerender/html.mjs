// Pure HTML helpers of the prerender step (unit-tested in html.test.ts).
import { createHash } from 'node:crypto'

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

// The page's scripts start from this inline loader (the same text on every page, so one CSP hash;
// the files are in its data attributes). The router's state (`data-state`, see takeRouterState) runs
// as a classic script, started with the preloads, and the entry waits for it.
// - Normally they start after the load event (the page's pictures and styles are in) once something
//   has been painted, or at the first touch: the first paint never shares the link or the CPU with
//   them. (Waiting for a paint entry, not a frame: a test's paused clock holds requestAnimationFrame.) Starting at the first
//   largest-contentful-paint entry was not enough: that entry is often the heading, painted just
//   before the picture that becomes the final LCP, and the scripts then delayed that picture.
// - With the browser's Save-Data signal or the site's Lite switch (the `lite=1` cookie) a page first
//   costs only its HTML, styles and pictures: links work as plain links, and the scripts start when
//   the visitor first touches or focuses something that needs them (a button, a field, the viewer).
// A click on such a thing before the page has hydrated is held (no native form submission) and
// replayed once React owns its target (src/lib/held-click.ts), so an early tap is not lost.
// A script-inserted module runs as soon as it arrives, so the entry is added once the document has
// been parsed (what a static module script's deferred order gave); its chunks are preloaded at once.
// A form counts whole. Its fields work before the scripts (what is typed is kept: src/lib/early-input.ts),
// but it is never submitted natively: a submit that React does not own yet (no props on the form) is held back.
const INTERACTIVE = 'form,button,input,select,textarea,label,summary,[role=button],[role=slider],[role=tab],[tabindex]:not([tabindex="-1"])'
const BOOT_LOADER = [
  '(function(){',
  'var d=document,b=d.currentScript,h=d.head,w=window,n=navigator.connection,f=b.dataset.preload.split(" ").filter(Boolean),e=b.dataset.entry,z=b.dataset.first,k=b.dataset.state;',
  // One step per task (a message: not throttled, not held by a paused test clock). Starting a
  // module's download costs the main thread about a millisecond, more on a busy phone.
  'function later(k){var c=new MessageChannel();c.port1.onmessage=k;c.port2.postMessage(0)}',
  'function add(u,m){var l=d.createElement(m?"script":"link");if(m){if(m<2)l.type="module";l.src=u}else{l.rel="modulepreload";l.href=u}h.appendChild(l);return l}',
  'function go(){if(go.done)return;go.done=1;var q=f.concat(e);',
  'if(k){k=add(k,2);k.onload=k.onerror=function(){k=0;if(go.r)run()}}',
  '(function next(){var u=q.shift();if(u){add(u);later(next)}else if(d.readyState=="loading")d.addEventListener("DOMContentLoaded",run);else run()})()}',
  // The libraries (data-first) run in a task of their own, then the entry: one long task split in two.
  'function run(){go.r=1;if(k)return;if(!z)return add(e,1);var s=add(z,1);s.onload=s.onerror=function(){later(function(){add(e,1)})}}',
  `function wanted(v){var t=v.target;return t&&t.closest&&!t.closest("a[href]")&&t.closest('${INTERACTIVE}')}`,
  '["pointerdown","touchstart","focusin"].forEach(function(t){addEventListener(t,function(v){if(wanted(v))go()},{capture:true,passive:true})});',
  'addEventListener("click",function(v){var t=wanted(v);if(t&&d.documentElement.dataset.hydrated!="true"){v.preventDefault();w.__heldClick=t;go()}},true);',
  'addEventListener("submit",function(v){if(!Object.keys(v.target).some(function(k){return k.indexOf("__reactProps$")==0})){v.preventDefault();go()}},true);',
  'if((n&&n.saveData)||/(^|;\\s*)lite=1(;|$)/.test(d.cookie))return;',
  // After the load event and a first paint (a fast link can fire load before anything was painted).
  // The observer is buffered: the paint may have come before the load event, and a test clock hides
  // the performance timeline from getEntriesByType. A hidden page paints nothing: it starts at once.
  'function painted(){var p=w.PerformanceObserver;if(!p||(p.supportedEntryTypes||[]).indexOf("paint")<0||d.visibilityState=="hidden")return go();new p(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true})}',
  'addEventListener("load",painted);',
  '})()',
].join('')

/** The inline script that loads a page's entry and preloads its chunks (see BOOT_LOADER). */
export function bootLoaderScript({ entry, preloads, first, state }) {
  const firstAttribute = first ? ` data-first="${escapeAttribute(first)}"` : ''
  const stateAttribute = state ? ` data-state="${escapeAttribute(state)}"` : ''
  return `<script data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preloads.join(' '))}"${firstAttribute}${stateAttribute}>${BOOT_LOADER}</script>`
}

// The visitor's remembered language (SPEC §9's `locale` cookie: zh-CN is Chinese, any other value
// English), where the edge did not already redirect by it (docs/deploy.md). It runs first in <head>,
// before anything is painted: on the other language's address it hides the document and replaces
// the address, so no English flashes before the Chinese page (and the page in the wrong language
// stays out of the history). A click on a language switch (a[data-locale-switch]) records the choice
// whether or not the page's scripts have started (Lite mode, a slow link): without it the next page
// would send the visitor back. Without scripts at all nothing redirects and the switch is a plain link.
// It also marks whether the analytics question is still open (below).
const LOCALE_SCRIPT = [
  '(function(){',
  'var d=document,l=location,p=l.pathname,m=/(?:^|;\\s*)locale=([^;]*)/.exec(d.cookie),c=m&&decodeURIComponent(m[1]),z=p=="/zh-CN"||p.indexOf("/zh-CN/")==0,t;',
  'if(c=="zh-CN"&&!z)t="/zh-CN"+p;else if(c&&c!="zh-CN"&&z)t=p.slice(6)||"/";',
  'if(t){d.documentElement.hidden=true;l.replace(t+l.search+l.hash)}',
  // The analytics question is open (no answer in its cookie, src/lib/consent.ts): the prerendered
  // banner shows with the first paint (src/features/consent/ConsentPrompt.tsx).
  'if(!/(?:^|;\\s*)analytics_consent=(?:granted|denied)(?:;|$)/.test(d.cookie))d.documentElement.setAttribute("data-consent-ask","");',
  'd.addEventListener("click",function(v){var a=v.target&&v.target.closest&&v.target.closest("a[data-locale-switch]");',
  'if(a)d.cookie="locale="+a.getAttribute("hreflang")+";path=/;max-age=31536000;samesite=lax"+(l.protocol=="https:"?";secure":"")},true)',
  '})()',
].join('')

/** The inline script of the remembered language (see LOCALE_SCRIPT); the same text on every page. */
export function localeScript() {
  return `<script>${LOCALE_SCRIPT}</script>`
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
