// nginx configuration generated from the site's one set of header rules (dist/_headers, written by
// buildHeadersFile in headers.mjs), so what nginx sends cannot drift from what Netlify, Cloudflare
// Pages and `npm start` send. docs/deploy.md shows the server block this writes; e2e runs the same
// serving checks against real nginx with it (scripts/nginx.mjs, the `nginx` Playwright project).
import { DEFAULT_CACHE_CONTROL, buildHeadersFile, parseHeadersFile, removeCspDirective } from './headers.mjs'

/** Types Debian's mime.types (nginx 1.22) lacks. */
const EXTRA_TYPES = {
  'application/manifest+json': ['webmanifest'],
  'text/calendar': ['ics'],
}

/** Text types compressed on the fly (gzip and, with the module, brotli). */
const COMPRESSED_TYPES = [
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/xml',
  'image/svg+xml',
  'text/plain',
  'application/manifest+json',
  'text/calendar',
]

function quote(value) {
  if (/["\\\n]/.test(value)) throw new Error(`nginx config: a header value nginx cannot quote as is: ${value}`)
  return `"${value}"`
}

const SLASH_REDIRECT = [
  '# No trailing slash: a page folder answers 301 to the slash address, keeping the query string.',
  'location ~ [^/]$ {',
  '    if (-f $request_filename/index.html) { return 301 $uri/$is_args$args; }',
  '    try_files $uri =404;',
  '}',
]

/**
 * `_headers` path patterns as one nginx regex over `$uri` (`*` any characters, `:name` one segment):
 * a path matches it when it matches any of them.
 */
export function patternToRegex(...patterns) {
  const regexes = patterns.map((pattern) => {
    let regex = ''
    for (const part of pattern.split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)) {
      if (part === '*') regex += '.*'
      else if (part.startsWith(':') && part.length > 1) regex += '[^/]+'
      else regex += part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    }
    return regex
  })
  return regexes.length === 1 ? `~^${regexes[0]}$` : `~^(?:${regexes.join('|')})$`
}

function variableName(header) {
  return `$site_${header.toLowerCase().replace(/[^a-z0-9]/g, '_')}`
}

/**
 * The `map` blocks (http level) and the `add_header` lines (server level) for a `_headers` text.
 * Headers of the `/*` block are sent with every answer; a header set by narrower blocks becomes a
 * map over `$uri` (the served file's path once try_files or error_page has chosen it, so `*.html`
 * also covers `/` and `/about/`). nginx does not join values the way Cloudflare does: a path that
 * two narrower blocks match gets the first block's value.
 */
export function headerDirectives(headersText, { plainHttp = false } = {}) {
  const rules = parseHeadersFile(headersText)
  const everywhere = []
  /** @type {Map<string, { name: string, entries: Array<{ patterns: string[], value: string }> }>} */
  const perPath = new Map()
  for (const rule of rules) {
    if (rule.detach.length > 0) throw new Error(`nginx config: "! ${rule.detach[0]}" in ${rule.pattern} has no nginx equivalent`)
    if (/^https?:/.test(rule.pattern)) continue
    for (const [name, rawValue] of rule.headers) {
      const value = plainHttp && name.toLowerCase() === 'content-security-policy' ? removeCspDirective(rawValue, 'upgrade-insecure-requests') : rawValue
      if (rule.pattern === '/*') {
        if (perPath.has(name.toLowerCase())) throw new Error(`nginx config: ${name} is set for /* and for narrower paths`)
        everywhere.push([name, value])
        continue
      }
      if (everywhere.some(([other]) => other.toLowerCase() === name.toLowerCase())) throw new Error(`nginx config: ${name} is set for /* and for ${rule.pattern}`)
      const key = name.toLowerCase()
      if (!perPath.has(key)) perPath.set(key, { name, entries: [] })
      // Neighbouring lines of a map with the same value are one line (the documents' paths): which
      // of two neighbours a path matches first changes nothing.
      const { entries } = perPath.get(key)
      const last = entries.at(-1)
      if (last?.value === value) last.patterns.push(rule.pattern)
      else entries.push({ patterns: [rule.pattern], value })
    }
  }
  if (!perPath.has('cache-control')) perPath.set('cache-control', { name: 'Cache-Control', entries: [] })

  const maps = [...perPath.entries()].map(([key, { entries }]) => {
    const fallback = key === 'cache-control' ? DEFAULT_CACHE_CONTROL : ''
    // nginx keeps a backslash before any character but \\, \", \' and t, r, n inside quotes; the
    // regexes escape only punctuation, so they are written as they are.
    const lines = entries.map(({ patterns, value }) => `    "${patternToRegex(...patterns)}" ${quote(value)};`)
    return `map $uri ${variableName(key)} {\n${lines.join('\n')}\n    default ${quote(fallback)};\n}`
  })
  const addHeaders = [
    ...[...perPath.values()].map(({ name }) => `add_header ${name} ${variableName(name)} always;`),
    ...everywhere.map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
  ]
  return { maps, addHeaders }
}

function indent(text, spaces) {
  const pad = ' '.repeat(spaces)
  return text
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n')
}

/** Server-level rules that run before any redirect, in this order. */
const REFUSED_PATHS = [
  '# A backslash or a control character, raw or encoded: no Location is ever built from one (a browser',
  '# reads /\\host as //host, and a raw CR or LF splits the header). An encoded slash: the file system',
  '# would find a page the router does not see at that address.',
  'if ($request_uri ~* "^[^?]*(\\x5c|%5c|[\\x00-\\x1f\\x7f]|%[01][0-9a-f]|%7f)") { return 400; }',
  'if ($request_uri ~* "^[^?]*%2f") { return 400; }',
  '# Empty segments (/models//tiggo-9/): 301 to the address without them, one leading slash.',
  'if ($request_uri ~ "^[^?]*//") { rewrite ^/+(.*)$ /$1 permanent; }',
]

/**
 * The locale cookie's redirect (docs/deploy.md, "Languages"): a page (an address ending in `/`)
 * asked for in the other language than the `locale` cookie names answers 302 to its address in that
 * one, query kept. `locale` is the other language's cookie value and folder (`zh-CN`); any other
 * value means English (SPEC §9), no cookie means no redirect. Runs after REFUSED_PATHS, and the
 * captured path starts with exactly one slash, so the Location is always a path on this site.
 */
export function localeRedirect(locale) {
  return {
    maps: [
      `# The language the locale cookie asks for: ${locale}, English for any other value, none without one.`,
      'map $cookie_locale $locale_wanted {',
      '    "" "";',
      `    "${locale}" "${locale}";`,
      '    default "en";',
      '}',
      '# A page in the other language than the cookie asks for: its address in that one ("" for none).',
      'map "$locale_wanted:$uri" $locale_redirect {',
      `    "~^${locale}:/${locale}(/|$)" "";`,
      `    "~^${locale}:(?<locale_page>/([^/].*/)?)$" "/${locale}$locale_page";`,
      `    "~^en:/${locale}(?<locale_page>/([^/].*/)?)$" "$locale_page";`,
      '    default "";',
      '}',
      '# Caches keep apart what a page answers to each cookie ($uri is the page\'s file by then).',
      'map $uri $locale_vary {',
      '    "~(/|\\.html)$" "Cookie";',
      '    default "";',
      '}',
    ].join('\n'),
    addHeader: 'add_header Vary $locale_vary always;',
    redirect: 'if ($locale_redirect) { return 302 $locale_redirect$is_args$args; }',
  }
}

/**
 * The site's `server` block and the `map`s it needs (both go inside `http { }`). `listen` is what
 * follows the directive (`443 ssl` behind a certificate; `127.0.0.1:4177` in the tests).
 * `localeRedirect`: the other language's folder (`zh-CN`) to redirect by the locale cookie, or false.
 */
export function siteServerConfig({ headersText, root, listen = '443 ssl', serverName = 'www.example.ng', plainHttp = false, brotli = true, localeFolders = ['zh-CN'], localeRedirect: redirectLocale = false }) {
  const { maps, addHeaders } = headerDirectives(headersText, { plainHttp })
  const locale = redirectLocale ? localeRedirect(redirectLocale) : null
  if (locale) {
    maps.push(locale.maps)
    addHeaders.push(locale.addHeader)
  }
  const types = Object.entries(EXTRA_TYPES)
    .map(([type, extensions]) => `    ${type} ${extensions.join(' ')};`)
    .join('\n')
  const compression = [
    'gzip on; gzip_vary on; gzip_static on; gzip_min_length 256;',
    `gzip_types ${COMPRESSED_TYPES.join(' ')};`,
    ...(brotli ? ['brotli on; brotli_static on; brotli_min_length 256;', `brotli_types ${COMPRESSED_TYPES.join(' ')};`] : []),
  ]
  const server = [
    `listen ${listen};`,
    ...(listen.includes('ssl') ? ['http2 on;'] : []),
    `server_name ${serverName};`,
    `root ${root};`,
    'absolute_redirect off;               # Location: /about/ (relative: keeps the scheme and host)',
    'server_tokens off;',
    'charset utf-8;',
    'charset_types text/css text/javascript application/javascript application/json application/xml text/plain application/manifest+json text/calendar image/svg+xml;',
    '',
    ...addHeaders,
    '',
    ...compression,
    '',
    ...REFUSED_PATHS,
    ...(locale ? ['# The locale cookie, after the rules above: they win over it.', locale.redirect] : []),
    '',
    'error_page 404 /404.html;',
    'location = /404.html { internal; }',
    'location = /_headers { return 404; }',
    '',
    'location / {',
    '    try_files $uri $uri/index.html =404;',
    '}',
    ...SLASH_REDIRECT,
    // A language's addresses answer with that language's not-found page.
    ...localeFolders.flatMap((folder) => [
      `location ^~ /${folder}/ {`,
      `    error_page 404 /${folder}/404.html;`,
      '    try_files $uri $uri/index.html =404;',
      ...SLASH_REDIRECT.map((line) => `    ${line}`),
      '}',
      `location = /${folder}/404.html { internal; }`,
    ]),
  ].join('\n')
  return `types {\n${types}\n}\n\n${maps.join('\n\n')}\n\nserver {\n${indent(server, 4)}\n}\n`
}

/** A whole nginx.conf that serves one built site in the foreground (tests, local checks). */
export function standaloneConfig({ headersText, root, host = '127.0.0.1', port, prefix, modulesDir = '/usr/lib/nginx/modules', mimeTypes = '/etc/nginx/mime.types', brotli = true, localeFolders, localeRedirect }) {
  const site = siteServerConfig({ headersText, root, listen: `${host}:${port}`, serverName: host, plainHttp: true, brotli, localeFolders, localeRedirect })
  const modules = brotli ? [`load_module ${modulesDir}/ngx_http_brotli_filter_module.so;`, `load_module ${modulesDir}/ngx_http_brotli_static_module.so;`] : []
  return [
    ...modules,
    'daemon off;',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    `    include ${mimeTypes};`,
    '    default_type application/octet-stream;',
    '    access_log off;',
    '    sendfile on;',
    `    client_body_temp_path ${prefix}/client_body;`,
    `    proxy_temp_path ${prefix}/proxy;`,
    `    fastcgi_temp_path ${prefix}/fastcgi;`,
    `    uwsgi_temp_path ${prefix}/uwsgi;`,
    `    scgi_temp_path ${prefix}/scgi;`,
    indent(site, 4),
    '}',
    '',
  ].join('\n')
}

/** The inline scripts' hashes in a `_headers` text's CSP (`'sha256-…'` sources of its script-src). */
export function scriptHashesOf(headersText) {
  const csp = parseHeadersFile(headersText)
    .flatMap((rule) => rule.headers)
    .find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1]
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp ?? '')?.[1] ?? ''
  return scriptSrc.split(/\s+/).filter((source) => /^'sha(256|384|512)-/.test(source))
}

/**
 * The example docs/deploy.md shows: the configuration for a build against example hosts, with the
 * inline scripts' hashes of a real build (scriptHashesOf its dist/_headers): without them the policy
 * would block the pages' loader.
 */
export function docsExample(scriptHashes) {
  const headersText = buildHeadersFile({
    connectSrc: ['https://api.example.ng', 'https://passport.example.ng'],
    imgSrc: ['https://api.example.ng'],
    scriptHashes,
    siteWorker: true,
  })
  return siteServerConfig({ headersText, root: '/srv/chery/dist' })
}

/** The locale redirect's parts as docs/deploy.md ("Languages") shows them. */
export function docsLocaleExample() {
  const { maps, addHeader, redirect } = localeRedirect('zh-CN')
  return [
    '# http { … }, beside the other maps:',
    maps,
    '',
    '# server { … }, with the other add_header lines:',
    addHeader,
    '# and after the refusals and the empty-segment rule, before the locations:',
    redirect,
    '',
  ].join('\n')
}

/** docs/deploy.md's text with the example between its `name` markers replaced by `example`. */
export function withDocsExample(markdown, example, name = 'nginx-config') {
  const start = new RegExp(`<!-- ${name}:start[^>]*-->\\n`).exec(markdown)
  const endMarker = `<!-- ${name}:end -->`
  const end = markdown.indexOf(endMarker)
  if (!start || end < start.index) throw new Error(`docs/deploy.md has no ${name}:start / ${name}:end markers`)
  const from = start.index + start[0].length
  return `${markdown.slice(0, from)}\`\`\`nginx\n${example}\`\`\`\n${markdown.slice(end)}`
}
