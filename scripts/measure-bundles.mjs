#!/usr/bin/env node
// First-load JavaScript per prerendered page: the entry script and every module it preloads,
// gzip and brotli sizes (as a CDN would send them). `--check` fails when a page is over budget.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'
import { scriptFilesOf } from '../prerender/html.mjs'

const distDir = process.argv.includes('--dist') ? process.argv[process.argv.indexOf('--dist') + 1] : 'dist'
const check = process.argv.includes('--check')

// Budgets in KB of gzip (issues #2–#5). Raised on 2026-11-26 from 140 / 150 / 170 to what both
// languages, the supersede rule, Lagos times, early input and the compare page measure (+ ~1 KB):
// issue 23 item 5 asks for the old figures back (docs/measurements.md). Test drive and contact went
// from 176 to 177 on 2026-11-26 evening: Chinese form messages, the news index's two routes in the
// shared route tree and the Chinese Lagos-time strings put the Chinese pages 0.5 KB over.
// The same budgets for the Chinese pages (/zh-CN/…, issue 23).
const BUDGETS = [
  // Issue 23: home 140, a model page 150, the test drive 170 (the booking forms' code now follows
  // the page's, decision 018, so every form page is held to 150).
  { match: /^(\/zh-CN)?\/$/, kb: 140 },
  { match: /^(\/zh-CN)?\/models\//, kb: 150 },
  { match: /^(\/zh-CN)?\/(test-drive|survey|contact)\//, kb: 150 },
  // The news index (issue 24 item 11): no more than the article pages weigh.
  { match: /^(\/zh-CN)?\/news\/(page\/\d+\/)?$/, kb: 155 },
]

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
let failed = false
for (const file of htmlFiles(distDir).sort()) {
  const html = readFileSync(file, 'utf8')
  const page = '/' + relative(distDir, file).replace(/index\.html$/, '').replace(/\\/g, '/')
  const scripts = new Set(scriptFilesOf(html).map((file) => file.replace(/^\//, '')))
  const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1])
  const total = [...scripts].reduce((sum, script) => ({ gzip: sum.gzip + sizes(script).gzip, brotli: sum.brotli + sizes(script).brotli, raw: sum.raw + sizes(script).raw }), { gzip: 0, brotli: 0, raw: 0 })
  const cssGzip = css.reduce((sum, sheet) => sum + sizes(sheet).gzip, 0)
  const htmlGzip = gzipSync(html, { level: 9 }).length
  const budget = BUDGETS.find((entry) => entry.match.test(page))
  const over = budget && total.gzip / 1024 > budget.kb
  if (over) failed = true
  rows.push({ page, files: scripts.size, raw: kb(total.raw), gzip: kb(total.gzip), brotli: kb(total.brotli), css: kb(cssGzip), html: kb(htmlGzip), budget: budget ? `${budget.kb}${over ? ' OVER' : ''}` : '' })
}

console.log('First-load JS per page (KB; gzip and brotli as sent; CSS and HTML gzip)')
console.log('| page | JS files | JS raw | JS gzip | JS brotli | CSS gzip | HTML gzip | budget (gzip) |')
console.log('|---|---|---|---|---|---|---|---|')
for (const row of rows) console.log(`| ${row.page} | ${row.files} | ${row.raw} | ${row.gzip} | ${row.brotli} | ${row.css} | ${row.html} | ${row.budget} |`)
if (check && failed) {
  console.error('\nA page is over its first-load JS budget.')
  process.exit(1)
}
