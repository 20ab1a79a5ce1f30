#!/usr/bin/env node
// Client build → SSR build → prerender every route into dist/. `--mode development` builds a
// development-mode site into dist-dev/ (React's dev build, used to test hydration warnings);
// `--out DIR` writes elsewhere. `--quiet` (the test scripts) keeps Vite to its warnings and errors,
// without the per-chunk tables.
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { describeBrokenLinks, findBrokenLinks, siteOriginOf } from './lib/link-check.mjs'

const args = process.argv.slice(2)
const mode = args.includes('--mode') ? args[args.indexOf('--mode') + 1] : 'production'
const outDir = args.includes('--out') ? args[args.indexOf('--out') + 1] : mode === 'production' ? 'dist' : `dist-${mode === 'development' ? 'dev' : mode}`
const ssrOutDir = `${outDir}-ssr`
const viteLogLevel = args.includes('--quiet') ? ['--logLevel', 'warn'] : []
const timings = {}

function step(name, command, commandArgs, env = {}) {
  const started = performance.now()
  execFileSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } })
  timings[name] = Math.round(performance.now() - started)
}

rmSync(outDir, { recursive: true, force: true })
rmSync(ssrOutDir, { recursive: true, force: true })

if (existsSync('scripts/assets/generate.mjs')) step('assets', process.execPath, ['scripts/assets/generate.mjs'])
const nodeEnv = mode === 'production' ? 'production' : 'development'
step('client', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', mode, '--outDir', outDir, ...viteLogLevel], { NODE_ENV: nodeEnv })
step('ssr', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', mode, '--ssr', 'src/entry-server.tsx', '--outDir', ssrOutDir, ...viteLogLevel], {
  NODE_ENV: nodeEnv,
})
step('prerender', process.execPath, ['prerender/prerender.mjs', '--dist', outDir, '--ssr', ssrOutDir], { NODE_ENV: nodeEnv })
// After the prerender: the offline pages' file lists the worker carries are read from the prerendered HTML.
step('service worker', process.execPath, ['scripts/build-service-worker.mjs', '--dist', outDir, '--ssr', ssrOutDir])

const linksStarted = performance.now()
const broken = await findBrokenLinks(outDir, { siteOrigin: await siteOriginOf(outDir) })
if (broken.length > 0) {
  console.error(`\n✖ Link check: ${describeBrokenLinks(broken)}`)
  process.exit(1)
}
timings.links = Math.round(performance.now() - linksStarted)

const total = Object.values(timings).reduce((sum, value) => sum + value, 0)
console.log(`\nBuild (${mode}) finished in ${(total / 1000).toFixed(1)} s: ${Object.entries(timings).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')}`)
