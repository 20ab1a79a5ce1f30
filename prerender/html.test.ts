// @vitest-environment node
import { createHash } from 'node:crypto'
import { runInNewContext } from 'node:vm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { runBootLoader } from '../src/test/run-boot-loader'
import { nextTask } from '../src/boot/next-task'
import { bootLoaderScript, localeScript, minifyRouterState, scriptFilesOf, takeRouterState } from './html.mjs'
import { compileInlineScript } from './inline-scripts.mjs'
import { chunksForSources, countTitles, stylesheetsForSources, inlineScriptHashes, insertAtHeadStart, robotsTxt, routeFilesFromRouteTree, sitemapFiles, sitemapXml } from './html.mjs'

describe('prerender HTML helpers', () => {
  it('hashes executable inline scripts only', () => {
    const html = '<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/json">{"c":1}</script>'
    const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('b()')])
  })

  it("takes the router's state scripts out of the page, in order, and leaves the other scripts inline", () => {
    const html =
      '<head><script>boot()</script><script type="application/json">{"a":1}</script></head><body><main></main><script>scroll()</script>' +
      '<script data-tsr-stream-part="">self.$_TSR={};$_TSR.router=1</script><script>document.currentScript.remove();/*b*/</script>' +
      '<script type="application/ld+json">{}</script><script>$_TSR.e()// end</script></body>'
    const taken = takeRouterState(html)
    expect(taken.source).toBe('self.$_TSR={};$_TSR.router=1\n;document.currentScript.remove();/*b*/\n;$_TSR.e()// end')
    expect(taken.html).toBe('<head><script>boot()</script><script type="application/json">{"a":1}</script></head><body><main></main><script>scroll()</script><script type="application/ld+json">{}</script></body>')
    expect(inlineScriptHashes(taken.html)).toEqual(inlineScriptHashes('<script>boot()</script><script>scroll()</script>'))
    expect(takeRouterState('<body><script>x()</script></body>')).toEqual({ html: '<body><script>x()</script></body>', source: undefined })
  })

  it("minifies the router's state into a script that leaves the same state behind", () => {
    // TanStack's shape: a serialized router, with a readable stream helper, then the stream's end.
    const state = [
      '(self.$R=self.$R||{})["tsr"]=[];self.$_TSR={h(){this.hydrated=!0},buffer:[]};$_TSR.router=($R=>$R[0]={matches:$R[1]=[$R[2]={i:"__root__#",u:1795808560968,s:"success",ssr:!0}],dehydratedData:$R[3]={query:$R[4]={stream:$R[5]=($R[6]=(live) => {\n\tconst buffer = [];\n\tlet alive = true;\n\treturn {\n\t\t__SEROVAL_STREAM__: true,\n\t\tnext(value) {\n\t\t\tif (alive) buffer.push(value);\n\t\t},\n\t\tbuffer\n\t};\n})(1)}}})($R["tsr"]);document.currentScript.remove();/*$tsr-stream-boundary*/',
      ';($R=>$R[5].next("last"))($R["tsr"]);$_TSR.ended=!0;document.currentScript.remove()',
    ].join('\n')
    const run = (source: string) => {
      const context: Record<string, unknown> = { document: { currentScript: { remove: () => undefined } } }
      context.self = context
      runInNewContext(source, context)
      return JSON.stringify({ tsr: context.$_TSR, state: context.$R })
    }
    const minified = minifyRouterState(state)
    expect(minified.length).toBeLessThan(state.length * 0.8)
    expect(minified).not.toMatch(/\n\t/)
    expect(run(minified)).toBe(run(state))
    expect(run(minified)).toContain('"buffer":["last"]')
    expect(() => minifyRouterState('$_TSR.router=(')).toThrow(/does not minify/)
  })

  it('puts tags right after the charset declaration', () => {
    expect(insertAtHeadStart('<head><meta charSet="utf-8"/><title>x</title></head>', '<meta name="csp">')).toBe('<head><meta charSet="utf-8"/><meta name="csp"><title>x</title></head>')
  })

  it('counts titles', () => {
    expect(countTitles('<title>a</title><svg><title>b</title></svg>')).toBe(2)
  })

  it('maps route ids to route files from the generated route tree', () => {
    const source = `import { Route as rootRouteImport } from './routes/__root'
import { Route as AboutRouteImport } from './routes/about'
import { Route as ModelsIdRouteImport } from './routes/models/$id'
const AboutRoute = AboutRouteImport.update({
  id: '/about',
const ModelsIdRoute = ModelsIdRouteImport.update({
  id: '/models/$id',`
    expect(routeFilesFromRouteTree(source)).toEqual({ '/about': 'about.tsx', '/models/$id': 'models/$id.tsx', __root__: '__root.tsx' })
  })

  it('collects a source module chunk and its static imports', () => {
    const manifest = {
      'src/routes/about.tsx?tsr-split=component': { file: 'assets/about.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js', imports: [] },
      'src/routes/contact.tsx?tsr-split=component': { file: 'assets/contact.js' },
    }
    expect(chunksForSources(manifest, ['src/routes/about.tsx'])).toEqual(['assets/about.js', 'assets/shared.js'])
  })

  it('collects the stylesheets of a source module and of the chunks it imports', () => {
    const manifest = {
      'src/routes/about.tsx?tsr-split=component': { file: 'assets/about.js', imports: ['_shared.js'], css: ['assets/about.css'] },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css', 'assets/about.css'] },
    }
    expect(stylesheetsForSources(manifest, ['src/routes/about.tsx'])).toEqual(['assets/about.css', 'assets/shared.css'])
  })

  const at = (lastmod: string) => (path: string) => ({ path, lastmod })
  it('writes one sitemap up to the protocol limit, then an index of child sitemaps', () => {
    expect(sitemapFiles('https://www.example.ng', ['/', '/a/', '/b/'].map(at('2026-11-26T10:00:00Z')), 3).map(({ file }) => file)).toEqual(['sitemap.xml'])
    const pages = [...['/', '/a/', '/b/'].map(at('2026-11-26T10:00:00Z')), { path: '/c/', lastmod: '2026-11-27T00:30:00+01:00' }, { path: '/d/', lastmod: '2026-11-26T12:00:00Z' }]
    const files = sitemapFiles('https://www.example.ng', pages, 2)
    expect(files.map(({ file }) => file)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'])
    expect(files[0]!.xml).toContain('<sitemapindex')
    expect(files[0]!.xml).toContain('<sitemap><loc>https://www.example.ng/sitemap-3.xml</loc><lastmod>2026-11-26T12:00:00Z</lastmod></sitemap>')
    // The latest of its pages, by time, not by text: 00:30 in Lagos is 23:30 UTC the day before.
    expect(files[0]!.xml).toContain('<sitemap><loc>https://www.example.ng/sitemap-2.xml</loc><lastmod>2026-11-27T00:30:00+01:00</lastmod></sitemap>')
    expect(files[3]!.xml).toContain('<loc>https://www.example.ng/d/</loc>')
    expect(files.slice(1).map(({ xml }) => xml.match(/<url>/g)?.length)).toEqual([2, 2, 1])
  })

  it('writes a sitemap with each page’s lastmod and robots.txt from the route list', () => {
    const xml = sitemapXml('https://www.example.ng', [
      { path: '/', lastmod: '2026-11-26T10:00:00Z' },
      { path: '/news/detail/1/', lastmod: '2026-01-20T00:00:00+01:00' },
    ])
    expect(xml).toContain('<url><loc>https://www.example.ng/news/detail/1/</loc><lastmod>2026-01-20T00:00:00+01:00</lastmod></url>')
    expect(xml).toContain('<url><loc>https://www.example.ng/</loc><lastmod>2026-11-26T10:00:00Z</lastmod></url>')
    expect(robotsTxt('https://www.example.ng', ['/account/'])).toBe('User-agent: *\nAllow: /\nDisallow: /account/\n\nSitemap: https://www.example.ng/sitemap.xml\n')
  })
})

describe('boot loader', () => {
  let source = ''
  beforeAll(async () => {
    source = await compileInlineScript('boot-loader.ts')
  })

  it('is compiled into one small self-contained script', () => {
    // Inline in every page: the hand-minified loader it replaced was 1,814 characters; holding a
    // slider's or a tab's early keys added about 330 (≈ 150 bytes gzip), preloading the islands'
    // chunks about 30, waiting for the main picture's paint about 180 (≈ 100 bytes gzip).
    expect(source.length).toBeLessThanOrEqual(2300)
    expect(source).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);?$/)
    expect(source).not.toMatch(/\bimport\b|\bexport\b|__reactProps/)
  })

  it('is the same script on every page (one CSP hash), with the files in its attributes', () => {
    const home = bootLoaderScript(source, { entry: '/assets/main.js', preloads: ['/assets/framework.js'] })
    const news = bootLoaderScript(source, { entry: '/assets/main.js', preloads: ['/assets/framework.js', '/assets/news.js'] })
    expect(inlineScriptHashes(home)).toEqual(inlineScriptHashes(news))
    expect(scriptFilesOf(news)).toEqual(['/assets/main.js', '/assets/framework.js', '/assets/news.js'])
  })

  it("carries the islands' chunks in an attribute of their own, only when the page has islands", () => {
    const html = bootLoaderScript(source, { entry: '/assets/main.js', preloads: [], islands: ['/assets/Footer.js', '/assets/Form.js'] })
    expect(html).toContain('data-islands="/assets/Footer.js /assets/Form.js"')
    expect(bootLoaderScript(source, { entry: '/assets/main.js', preloads: [] })).not.toContain('data-islands')
  })

  it('escapes the file names it carries', () => {
    expect(bootLoaderScript(source, { entry: '/a".js', preloads: [] })).toContain('data-entry="/a&quot;.js" data-preload=""')
  })

  it('lists the library chunk it runs first among the page\'s files', () => {
    const html = bootLoaderScript(source, { entry: '/assets/main.js', preloads: ['/assets/framework.js', '/assets/news.js'], first: '/assets/framework.js' })
    expect(html).toContain('data-first="/assets/framework.js"')
    expect(scriptFilesOf(html)).toEqual(['/assets/main.js', '/assets/framework.js', '/assets/news.js'])
  })

  /** Runs the loader in a bare page that has loaded (no paint timeline: it starts at the load event). */
  function startLoader(files: { entry: string; preloads: string[]; islands?: string[]; first?: string; state?: string }) {
    const page = runBootLoader(source, { files })
    page.dispatch('load', {})
    return page.added
  }
  // The loader hands its steps to later tasks (MessageChannel): wait for where they lead, not for a
  // number of timer ticks, which a busy machine's event loop can run ahead of the messages.
  const eventually = (assertion: () => void) => vi.waitFor(assertion, { timeout: 25_000, interval: 5 })

  it('preloads one module per task, then runs the libraries and, a task after they have run, the entry', async () => {
    const added = startLoader({ entry: '/assets/main.js', preloads: ['/assets/runtime.js', '/assets/framework.js', '/assets/news.js'], first: '/assets/framework.js' })
    expect(added.map((element) => element.href)).toEqual(['/assets/runtime.js'])
    await eventually(() =>
      expect(added.map((element) => element.href ?? `script ${element.src}`)).toEqual([
        '/assets/runtime.js',
        '/assets/framework.js',
        '/assets/news.js',
        '/assets/main.js',
        'script /assets/framework.js',
      ]),
    )
    expect(added.slice(0, 4).every((element) => element.tag === 'link' && element.rel === 'modulepreload')).toBe(true)
    // The entry waits for the libraries to have run (their load event), then for a task of its own.
    added.at(-1)!.onload!()
    expect(added).toHaveLength(5)
    await eventually(() => expect(added.at(-1)).toMatchObject({ tag: 'script', type: 'module', src: '/assets/main.js' }))
  })

  it("runs the router's state as a classic script at once, and the entry only after it has run", async () => {
    const added = startLoader({ entry: '/assets/main.js', preloads: ['/assets/news.js'], state: '/assets/router-state-1.js' })
    expect(added[0]).toMatchObject({ tag: 'script', src: '/assets/router-state-1.js' })
    expect(added[0]!.type).toBeUndefined()
    await eventually(() =>
      expect(added.map((element) => `${element.tag} ${element.href ?? element.src}`)).toEqual(['script /assets/router-state-1.js', 'link /assets/news.js', 'link /assets/main.js']),
    )
    // The loader finds the entry due a task after its last preload (a shuffled run on a busy machine
    // once ran the state's load event before that task): let that task run, then the entry still waits.
    await nextTask()
    await nextTask()
    expect(added).toHaveLength(3)
    added[0]!.onload!()
    await eventually(() => expect(added.at(-1)).toMatchObject({ tag: 'script', type: 'module', src: '/assets/main.js' }))
  })

  it("preloads the islands' chunks one per task after the entry has started, not before it", async () => {
    const added = startLoader({ entry: '/assets/main.js', preloads: ['/assets/news.js'], islands: ['/assets/Footer.js', '/assets/Form.js'] })
    await eventually(() =>
      expect(added.map((element) => `${element.tag} ${element.href ?? element.src}`)).toEqual([
        'link /assets/news.js',
        'link /assets/main.js',
        'script /assets/main.js',
        'link /assets/Footer.js',
        'link /assets/Form.js',
      ]),
    )
    expect(added.filter((element) => element.tag === 'link').every((element) => element.rel === 'modulepreload')).toBe(true)
  })

  it('without a library chunk, runs the entry once its modules are preloaded', async () => {
    const added = startLoader({ entry: '/assets/main.js', preloads: ['/assets/news.js'] })
    await eventually(() =>
      expect(added.map((element) => `${element.tag} ${element.href ?? element.src}`)).toEqual(['link /assets/news.js', 'link /assets/main.js', 'script /assets/main.js']),
    )
  })
})

describe('locale redirect script', () => {
  let source = ''
  beforeAll(async () => {
    source = await compileInlineScript('locale-redirect.ts')
  })

  function open(href: string, cookie = '') {
    const url = new URL(href)
    const replaced: string[] = []
    const listeners: Array<(event: unknown) => void> = []
    const attributes = new Map<string, string>()
    const documentElement = { hidden: false, setAttribute: (name: string, value: string) => attributes.set(name, value) }
    const document = { cookie, documentElement, addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener) }
    const location = { pathname: url.pathname, search: url.search, hash: url.hash, protocol: url.protocol, replace: (to: string) => replaced.push(to) }
    runInNewContext(source, { document, location })
    return { replaced, hidden: documentElement.hidden, attributes, document, click: (target: unknown) => listeners.forEach((listener) => listener({ target })) }
  }

  it('is small and the same on every page', () => {
    expect(source.length).toBeLessThanOrEqual(700)
    expect(localeScript(source)).toBe(`<script>${source}</script>`)
  })

  it('sends a visitor to the remembered language, hidden meanwhile, keeping the query and the fragment', () => {
    expect(open('https://www.example.ng/models/tiggo-9/?x=1#specs', 'a=b; locale=zh-CN')).toMatchObject({ replaced: ['/zh-CN/models/tiggo-9/?x=1#specs'], hidden: true })
    expect(open('https://www.example.ng/zh-CN/', 'locale=en-US')).toMatchObject({ replaced: ['/'], hidden: true })
    expect(open('https://www.example.ng/zh-CN/news/', 'locale=en-US')).toMatchObject({ replaced: ['/news/'] })
    expect(open('https://www.example.ng/zh-CN/news/', 'locale=zh-CN')).toMatchObject({ replaced: [], hidden: false })
    expect(open('https://www.example.ng/zh-CNx/')).toMatchObject({ replaced: [], hidden: false })
    expect(open('https://www.example.ng/zh-CNx/', 'xlocale=zh-CN')).toMatchObject({ replaced: [], hidden: false })
  })

  it('never leaves the site, whatever slashes the address starts with (an open redirect otherwise)', () => {
    for (const href of ['https://www.example.ng/zh-CN//evil.example/phish', 'https://www.example.ng/zh-CN/\\evil.example/', 'https://www.example.ng/zh-CN///evil.example/?a=1#x', 'https://www.example.ng/zh-CN']) {
      const { replaced } = open(href, 'locale=en-US')
      expect(replaced, href).toHaveLength(1)
      expect(new URL(replaced[0]!, 'https://www.example.ng/x/').origin, href).toBe('https://www.example.ng')
    }
    expect(open('https://www.example.ng/zh-CN//evil.example/phish', 'locale=en-US').replaced).toEqual(['/evil.example/phish'])
    expect(open('https://www.example.ng//evil.example/', 'locale=zh-CN').replaced).toEqual(['/zh-CN//evil.example/'])
  })

  it('marks <html> while the analytics question has no answer, so the prerendered banner shows from the first paint', () => {
    expect(open('https://www.example.ng/').attributes.has('data-consent-ask')).toBe(true)
    expect(open('https://www.example.ng/', 'analytics_consent=maybe').attributes.has('data-consent-ask')).toBe(true)
    expect(open('https://www.example.ng/', 'xanalytics_consent=granted').attributes.has('data-consent-ask')).toBe(true)
    expect(open('https://www.example.ng/', 'a=b; analytics_consent=granted').attributes.has('data-consent-ask')).toBe(false)
    expect(open('https://www.example.ng/zh-CN/', 'analytics_consent=denied; locale=zh-CN').attributes.has('data-consent-ask')).toBe(false)
  })

  it("records a language switch's choice for a year", () => {
    const page = open('https://www.example.ng/news/')
    const link = { getAttribute: (name: string) => (name === 'hreflang' ? 'zh-CN' : null) }
    page.click({ closest: (selector: string) => (selector === 'a[data-locale-switch]' ? link : null) })
    expect(page.document.cookie).toBe('locale=zh-CN;path=/;max-age=31536000;samesite=lax;secure')
    const plain = open('http://127.0.0.1/')
    plain.click({ closest: () => null })
    plain.click(null)
    expect(plain.document.cookie).toBe('')
  })
})
