#!/usr/bin/env node
// Serve a built site with real nginx (Debian's package), configured from the site's own header rules
// (scripts/lib/nginx-config.mjs): the e2e `nginx` project runs the serving checks against it.
//
//   node scripts/nginx.mjs [--dir dist] [--port 4177] [--locale-redirect]
//                                                         run nginx in the foreground
//   node scripts/nginx.mjs --update-docs [--dir dist]     rewrite docs/deploy.md's examples (with
//                                                         that build's inline-script hashes)
//   node scripts/nginx.mjs --print [--dir dist] [--root /srv/chery/dist] [--no-brotli] [--locale-redirect]
//                                                         print the configuration for a deployment
//                                                         (types, maps and the server block: inside
//                                                         http { }), from dist/_headers
//
// --locale-redirect: a page asked for in the other language than the `locale` cookie names answers
// 302 to its address in that language (docs/deploy.md, "Languages").
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { docsExample, docsLocaleExample, scriptHashesOf, siteServerConfig, standaloneConfig, withDocsExample } from './lib/nginx-config.mjs'

const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: process.env.PORT ?? '4177' },
    root: { type: 'string', default: '/srv/chery/dist' },
    print: { type: 'boolean', default: false },
    'no-brotli': { type: 'boolean', default: false },
    'locale-redirect': { type: 'boolean', default: false },
    'update-docs': { type: 'boolean', default: false },
  },
})

const root = path.resolve(options.dir)
const headersFile = path.join(root, '_headers')
if (!existsSync(headersFile)) {
  console.error(`No ${headersFile}: build the site first (npm run build).`)
  process.exit(2)
}
const headersText = readFileSync(headersFile, 'utf8')
// Folders with a not-found page of their own: the languages other than the default (zh-CN/404.html).
const localeFolders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, '404.html')))
  .map((entry) => entry.name)
if (options['locale-redirect'] && localeFolders.length !== 1) {
  console.error(`--locale-redirect needs exactly one language folder with a 404.html in ${root}, not ${localeFolders.length}.`)
  process.exit(2)
}
const localeRedirect = options['locale-redirect'] && localeFolders[0]

if (options['update-docs']) {
  const docs = 'docs/deploy.md'
  const markdown = withDocsExample(readFileSync(docs, 'utf8'), docsExample(scriptHashesOf(headersText)))
  writeFileSync(docs, withDocsExample(markdown, docsLocaleExample(), 'nginx-locale'))
  console.log(`${docs}: nginx examples updated (inline-script hashes of ${headersFile})`)
  process.exit(0)
}

if (options.print) {
  process.stdout.write(siteServerConfig({ headersText, root: options.root, brotli: !options['no-brotli'], localeFolders, localeRedirect }))
  process.exit(0)
}

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate))
if (!nginx) {
  console.error('No nginx: apt-get install -y nginx-light libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static (.ci/run does).')
  process.exit(2)
}
const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so')

const prefix = mkdtempSync(path.join(tmpdir(), 'chery-nginx-'))
for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir))
const configFile = path.join(prefix, 'nginx.conf')
writeFileSync(configFile, standaloneConfig({ headersText, root, port: Number(options.port), prefix, brotli, localeFolders, localeRedirect }))

const test = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', configFile], { encoding: 'utf8' })
if (test.status !== 0) {
  console.error(`nginx refused the generated configuration (${configFile}):\n${test.stderr}`)
  process.exit(1)
}

const child = spawn(nginx, ['-p', prefix, '-c', configFile], { stdio: 'inherit' })
console.log(`nginx ${brotli ? 'with brotli ' : ''}${localeRedirect ? 'and the locale redirect ' : ''}serving ${root} on http://127.0.0.1:${options.port}/`)
const stop = () => child.kill('SIGQUIT')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
child.on('exit', (code, signal) => {
  rmSync(prefix, { recursive: true, force: true })
  process.exit(signal === 'SIGQUIT' || signal === 'SIGTERM' ? 0 : (code ?? 1))
})
