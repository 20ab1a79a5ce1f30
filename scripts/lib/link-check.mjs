// Every internal address in a built site must name a file the build wrote: a link, a picture, a
// stylesheet, a preload or a canonical/alternate address that points nowhere fails the build
// (scripts/build.mjs) instead of reaching a visitor as a 404. External addresses are not fetched.
import { readdir, readFile } from 'node:fs/promises'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { Parser } from 'htmlparser2'

/** Attributes that hold one address, per element. */
const SINGLE = {
  a: ['href'],
  link: ['href'],
  img: ['src'],
  source: ['src'],
  video: ['poster', 'src'],
  audio: ['src'],
  script: ['src'],
  iframe: ['src'],
  form: ['action'],
}
/** Attributes that hold a srcset (addresses each followed by a width or density). */
const SRCSET = { img: ['srcset'], source: ['srcset'], link: ['imagesrcset'] }
/** Boot-loader attributes listing module files, separated by spaces or commas. */
const FILE_LISTS = ['data-entry', 'data-preload', 'data-first']

async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name))
}

/** The addresses one page refers to, in document order. */
export function addressesIn(html) {
  const found = []
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const attribute of SINGLE[name] ?? []) if (attributes[attribute]) found.push(attributes[attribute])
        for (const attribute of SRCSET[name] ?? []) {
          const value = attributes[attribute]
          if (value) for (const candidate of value.split(',')) found.push(candidate.trim().split(/\s+/)[0])
        }
        for (const attribute of FILE_LISTS) {
          const value = attributes[attribute]
          if (value) for (const file of value.split(/[\s,]+/)) if (file) found.push(file)
        }
        if (name === 'meta' && /^(og:image|og:url|twitter:image)$/.test(attributes.property ?? attributes.name ?? '')) found.push(attributes.content ?? '')
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return found.filter(Boolean)
}

/**
 * The path inside the site an address names, or null when it is not the site's own (another
 * origin, mailto:, tel:, a fragment on the same page).
 */
export function sitePath(address, siteOrigin) {
  if (address.startsWith('#') || /^(mailto|tel|sms|javascript|data|blob):/i.test(address)) return null
  let url
  try {
    url = new URL(address, 'http://internal.invalid/')
  } catch {
    return null
  }
  const internal = url.origin === 'http://internal.invalid' || (siteOrigin !== undefined && url.origin === siteOrigin)
  if (!internal) return null
  try {
    return decodeURIComponent(url.pathname)
  } catch {
    return url.pathname
  }
}

function written(dist, pathname) {
  const file = path.join(dist, pathname)
  if (!file.startsWith(path.resolve(dist))) return false
  if (pathname.endsWith('/')) return existsSync(path.join(file, 'index.html'))
  return existsSync(file) && statSync(file).isFile()
}

/**
 * Checks every HTML page under `dist`. Resolves to the broken references, each with the page that
 * holds it; an empty list means every internal address names a written file.
 */
export async function findBrokenLinks(dist, { siteOrigin } = {}) {
  const root = path.resolve(dist)
  const broken = []
  const seen = new Map()
  for (const file of await htmlFiles(root)) {
    const page = '/' + path.relative(root, file).split(path.sep).join('/').replace(/index\.html$/, '')
    for (const address of addressesIn(await readFile(file, 'utf8'))) {
      const pathname = sitePath(address, siteOrigin)
      if (pathname === null) continue
      if (!seen.has(pathname)) seen.set(pathname, written(root, pathname))
      if (!seen.get(pathname)) broken.push({ page, address })
    }
  }
  return broken
}

/** A message naming each broken reference (the first 20) and the page that holds it. */
export function describeBrokenLinks(broken) {
  const lines = broken.slice(0, 20).map(({ page, address }) => `  ${page} → ${address}`)
  if (broken.length > 20) lines.push(`  … and ${broken.length - 20} more`)
  return `${broken.length} internal address${broken.length === 1 ? '' : 'es'} in the built site point${broken.length === 1 ? 's' : ''} to no page or file the build wrote:\n${lines.join('\n')}`
}

/** The site's own origin, from the home page's canonical address (absolute, VITE_SITE_URL). */
export async function siteOriginOf(dist) {
  let origin
  const parser = new Parser({
    onopentag(name, attributes) {
      if (origin === undefined && name === 'link' && attributes.rel === 'canonical' && attributes.href) origin = new URL(attributes.href).origin
    },
  })
  parser.write(await readFile(path.join(dist, 'index.html'), 'utf8'))
  parser.end()
  return origin
}
