import { parseDocument } from 'htmlparser2'
import { expect, test } from 'vitest'
import { englishRuns } from '../e2e/english-runs'
import { ACCOUNT_PAGES, NOT_FOUND_PATHS, PAGES } from '../e2e/site-routes'
import { get, textOf } from './site'

// Issue 23: every page in both languages, Chinese at /zh-CN/<path>, with its alternates; nothing
// left in English on a Chinese page but the names that stay Latin by design. The switch between
// them, and each template's hydrated page: e2e/languages.spec.ts and e2e/routes.spec.ts.

const ROUTES = [...PAGES.map((page) => page.path), ...ACCOUNT_PAGES.map((page) => page.path)]
const zh = (path: string) => `/zh-CN${path}`

type DomNode = ReturnType<typeof parseDocument>['children'][number]

// What e2e/english-runs.ts's visibleText leaves out (sample data, machine text, what is hidden).
const LEFT_OUT = (name: string, attributes: Record<string, string>) =>
  ['address', 'script', 'style', 'template', 'head'].includes(name) ||
  /^(mailto|tel):/.test(attributes.href ?? '') ||
  'data-sample-label' in attributes ||
  'hidden' in attributes ||
  attributes.translate === 'no'
// Elements whose text a browser puts on lines of its own (innerText), so that words in two of them never make one run.
const BLOCK = /^(address|article|aside|blockquote|br|button|caption|dd|details|div|dl|dt|figcaption|figure|footer|form|h[1-6]|header|hr|label|legend|li|main|nav|ol|option|p|section|select|summary|table|td|th|tr|ul)$/

/** The text a visitor reads in the prerendered HTML with scripts off (no stylesheet applied: stricter than innerText). */
function readableText(node: DomNode): string {
  if (node.type === 'text') return node.data.replace(/\s+/g, ' ')
  if (!('children' in node)) return ''
  const name = 'name' in node ? node.name : ''
  if ('attribs' in node && LEFT_OUT(name, node.attribs)) return ''
  const text = node.children.map(readableText).join('')
  return BLOCK.test(name) ? `\n${text}\n` : text
}

test('every Chinese page reads Chinese in its prerendered HTML, with its Chinese title', async () => {
  for (const path of [...ROUTES, NOT_FOUND_PATHS[0]].map(zh)) {
    const document = parseDocument(await textOf(path))
    const html = document.children.find((node) => 'name' in node && node.name === 'html')
    expect(html && 'attribs' in html ? html.attribs.lang : undefined, path).toBe('zh-CN')
    expect(/<title>([^<]*)<\/title>/.exec(await textOf(path))?.[1], path).toMatch(/[\u4e00-\u9fff]/)
    expect(englishRuns(readableText(html!)), path).toEqual([])
  }
})

test('every English address is unchanged and English, with the Chinese address as its alternate (reciprocal hreflang)', async () => {
  for (const path of PAGES.map((page) => page.path)) {
    const english = await textOf(path)
    const chinese = await textOf(zh(path))
    expect(english, path).toContain('<html lang="en-US"')
    expect(chinese, zh(path)).toContain('<html lang="zh-CN"')
    const alternates = (html: string) =>
      Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], new URL(match[2] ?? '').pathname]))
    expect(alternates(english), path).toEqual({ 'en-US': path, 'zh-CN': zh(path), 'x-default': path })
    expect(alternates(chinese), zh(path)).toEqual(alternates(english))
    expect(chinese).toContain('<meta property="og:locale" content="zh_CN"/>')
    expect(english).toContain('<meta property="og:locale" content="en_US"/>')
  }
})

test('the sitemap lists both languages; an unknown Chinese address gets the Chinese not-found page with 404', async () => {
  const sitemap = await textOf('/sitemap.xml')
  expect(sitemap).toContain('/zh-CN/models/tiggo-9/</loc>')
  expect(sitemap).toContain('/models/tiggo-9/</loc>')
  const missing = await get('/zh-CN/no-such-page/')
  expect(missing.status).toBe(404)
  expect(await missing.text()).toContain('<html lang="zh-CN"')
})
