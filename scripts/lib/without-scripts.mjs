// The no-JavaScript twin of a built site, for `scripts/lighthouse.mjs --compare-no-js`: the same
// files, with every page's scripts and module preloads taken out of its HTML.
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** The HTML without executable scripts (data blocks such as JSON stay) and without modulepreloads. */
export function stripScripts(html) {
  return html
    .replace(/<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
}

/** Copies `dist` to a temporary directory and strips every HTML file there; returns its path. */
export function copyWithoutScripts(dist) {
  const target = mkdtempSync(path.join(tmpdir(), 'no-js-'))
  cpSync(dist, target, { recursive: true })
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = path.join(entry.parentPath, entry.name)
    writeFileSync(file, stripScripts(readFileSync(file, 'utf8')))
  }
  return target
}
