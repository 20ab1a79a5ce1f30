#!/usr/bin/env node
// How the prerender scales with the number of news items: builds the site (mocks on) with N
// generated news items into dist-bench/ and prints one line,
//   prerender: P pages in T s (X ms/page), peak RSS M MB, largest news page K KB
//   render time per language on N threads: en-US X ms/page (P pages), zh-CN …
// Usage: npm run bench:prerender -- --news 10000
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const args = process.argv.slice(2)
const news = Number(args.includes('--news') ? args[args.indexOf('--news') + 1] : 1000)
if (!Number.isSafeInteger(news) || news < 1) throw new Error('--news takes a positive whole number of news items')
const outDir = 'dist-bench'

execFileSync(process.execPath, ['scripts/build.mjs', '--out', outDir, '--quiet'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, VITE_API_MOCKING: 'on', VITE_MOCK_NEWS_COUNT: String(news) },
})

const { pages, elapsedMs, peakRssMb, renderers, timeByLocale } = JSON.parse(readFileSync(join(`${outDir}-ssr`, 'prerender-stats.json'), 'utf8'))
const newsDir = join(outDir, 'news', 'detail')
const largestNewsPage = Math.max(...readdirSync(newsDir).map((id) => statSync(join(newsDir, id, 'index.html')).size))
console.log(
  `prerender: ${pages} pages in ${(elapsedMs / 1000).toFixed(1)} s (${(elapsedMs / pages).toFixed(1)} ms/page), ` +
    `peak RSS ${peakRssMb} MB, largest news page ${(largestNewsPage / 1024).toFixed(1)} KB`,
)
// Per language: the render time of its pages (summed over the threads) per page.
const perLocale = Object.entries(timeByLocale).map(([locale, { pages: localePages, ms }]) => `${locale} ${(ms / localePages).toFixed(1)} ms/page (${localePages} pages)`)
console.log(`render time per language on ${renderers} thread${renderers === 1 ? '' : 's'}: ${perLocale.join(', ')}`)
