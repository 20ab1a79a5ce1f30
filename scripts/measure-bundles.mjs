#!/usr/bin/env node
// First-load JavaScript per prerendered page: the entry script and every module it preloads,
// gzip and brotli sizes (as a CDN would send them): what a page needs before it hydrates. What a
// visit costs in all (every byte until the network is idle, blocking time) is scripts/measure-visit.mjs,
// whose budgets `npm test` checks.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'
import { scriptFilesOf } from '../prerender/html.mjs'

const distDir = process.argv.includes('--dist') ? process.argv[process.argv.indexOf('--dist') + 1] : 'dist'

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path)
    return name === 'index.html' || name === '404.html' ? [path] : []
  })
}

const sizeCache = new Map()
function sizes(file) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(join(distDir, file))
    sizeCache.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    })
  }
  return sizeCache.get(file)
}

const kb = (bytes) => (bytes / 1024).toFixed(1)
const rows = []
for (const file of htmlFiles(distDir).sort()) {
  const html = readFileSync(file, 'utf8')
  const page = '/' + relative(distDir, file).replace(/index\.html$/, '').replace(/\\/g, '/')
  const scripts = new Set(scriptFilesOf(html).map((file) => file.replace(/^\//, '')))
  const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1])
  const total = [...scripts].reduce((sum, script) => ({ gzip: sum.gzip + sizes(script).gzip, brotli: sum.brotli + sizes(script).brotli, raw: sum.raw + sizes(script).raw }), { gzip: 0, brotli: 0, raw: 0 })
  const cssGzip = css.reduce((sum, sheet) => sum + sizes(sheet).gzip, 0)
  const htmlGzip = gzipSync(html, { level: 9 }).length
  rows.push({ page, files: scripts.size, raw: kb(total.raw), gzip: kb(total.gzip), brotli: kb(total.brotli), css: kb(cssGzip), html: kb(htmlGzip) })
}

console.log('First-load JS per page (KB; gzip and brotli as sent; CSS and HTML gzip)')
console.log('| page | JS files | JS raw | JS gzip | JS brotli | CSS gzip | HTML gzip |')
console.log('|---|---|---|---|---|---|---|')
for (const row of rows) console.log(`| ${row.page} | ${row.files} | ${row.raw} | ${row.gzip} | ${row.brotli} | ${row.css} | ${row.html} |`)
