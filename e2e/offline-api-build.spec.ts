import { once } from 'node:events'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { apiOrigin } from './api-forms'
import { axeViolations } from './axe'
import { htmlcsErrors } from './html-codesniffer'
import { HOSTILE_REQUESTS } from '../scripts/lib/hostile-paths.ts'
import { freePort } from '../scripts/lib/ports.mjs'

// The service worker of a production build (decision 033), on dist-api/ against the mock API.
test.use({ timezoneId: 'Africa/Lagos' })

const LANGUAGES = [
  { name: 'English', prefix: '', lang: 'en-US', offlineTitle: 'You are offline', pagesHeading: 'Pages you can open offline', tryAgain: 'Try again', testDrive: 'Book a test drive' },
  { name: 'Chinese', prefix: '/zh-CN', lang: 'zh-CN', offlineTitle: '您目前处于离线状态', pagesHeading: '离线时可以打开的页面', tryAgain: '重试', testDrive: '预约试驾' },
] as const

/**
 * Waits until the page has loaded its islands' code, the worker is active for the page (it registers
 * once the page is idle) and has kept the page, every file it loaded and the offline page of its language.
 */
async function keptForOffline(page: Page) {
  await expect(page.locator('[data-island="pending"]')).toHaveCount(0)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const files = performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.startsWith(`${location.origin}/assets/`))
          const offlinePage = location.pathname.startsWith('/zh-CN/') ? '/zh-CN/offline/' : '/offline/'
          const urls = [location.href, offlinePage, ...files]
          const kept = await Promise.all(urls.map(async (url) => (await caches.match(url, { ignoreSearch: true })) !== undefined))
          return urls.filter((_, index) => !kept[index])
        }),
      // Up to half the test's time: on a busy machine the worker's fetches and cache writes queue behind every other test's.
      { message: 'addresses the worker has not kept', timeout: 30_000 },
    )
    .toEqual([])
}

/** A page view in this browser before the test's own: the worker registers from the second (decision 041). */
async function seenAPage(page: Page, origin = '') {
  await page.goto(`${origin}/about/`)
  await waitForHydration(page)
}

/** Every address the worker's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)))).flat())

for (const language of LANGUAGES) {
  test.describe(`offline, ${language.name}`, () => {
    test('a second visit offline shows the home, a model page and the contact page', async ({ page, navigate, context }) => {
      const paths = ['/', '/models/tiggo-9/', '/contact/'].map((path) => `${language.prefix}${path}`)
      const titles = new Map<string, string>()
      await seenAPage(page)
      for (const path of paths) {
        await navigate(path)
        await keptForOffline(page)
        titles.set(path, await page.title())
      }
      await context.setOffline(true)
      for (const path of paths) {
        await navigate(path)
        expect(new URL(page.url()).pathname).toBe(path)
        await expect(page).toHaveTitle(titles.get(path)!)
        await expect(page.locator('html')).toHaveAttribute('lang', language.lang)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      }
    })

    test('a page never visited opens the offline page in its language, listing the pages kept', async ({ page, navigate, context }) => {
      await seenAPage(page)
      await navigate(`${language.prefix}/`)
      await keptForOffline(page)
      const homeTitle = await page.title()
      await context.setOffline(true)
      await navigate(`${language.prefix}/news/`)
      expect(new URL(page.url()).pathname).toBe(`${language.prefix}/offline/`)
      await expect(page.locator('html')).toHaveAttribute('lang', language.lang)
      await expect(page.getByRole('heading', { level: 1, name: language.offlineTitle })).toBeVisible()
      await expect(page.getByRole('link', { name: language.tryAgain })).toHaveAttribute('href', `${language.prefix}/news/`)
      const kept = page.getByRole('navigation', { name: language.pagesHeading }).getByRole('link')
      await expect(kept).toHaveCount(1)
      await expect(kept).toHaveText(homeTitle)
      await expect(kept).toHaveAttribute('href', `${language.prefix}/`)
      expect(await axeViolations(page)).toEqual([])
      expect(await htmlcsErrors(page)).toEqual([])
      // It opens, offline.
      await kept.click()
      await waitForHydration(page)
      await expect(page).toHaveTitle(homeTitle)
    })

    test('offline, a link to a page whose code never loaded opens what the worker has for it (the offline page)', async ({ page, navigate, context, allowConsole }) => {
      // The router's preload on hovering the link, and the chunk the browser could not fetch.
      allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/)
      await seenAPage(page)
      await navigate(`${language.prefix}/`)
      await keptForOffline(page)
      await context.setOffline(true)
      await page.getByRole('contentinfo').getByRole('link', { name: language.testDrive }).click()
      await expect(page).toHaveURL((url) => url.pathname === `${language.prefix}/offline/`)
      await expect(page.getByRole('heading', { level: 1, name: language.offlineTitle })).toBeVisible()
      await expect(page.getByRole('link', { name: language.tryAgain })).toHaveAttribute('href', `${language.prefix}/test-drive/`)
    })
  })
}

test('a visitor keeps the offline page of their language only; offline, a page of the other language opens it', async ({ page, navigate, context }) => {
  await seenAPage(page)
  const asked: string[] = []
  context.on('request', (request) => asked.push(new URL(request.url()).pathname))
  await navigate('/')
  await keptForOffline(page)
  const origin = new URL(page.url()).origin
  const urls = await cachedUrls(page)
  expect(urls).toContain(`${origin}/offline/`)
  expect(urls.filter((url) => url.includes('/zh-CN/'))).toEqual([])
  expect(asked.filter((path) => path.startsWith('/zh-CN/'))).toEqual([])

  await context.setOffline(true)
  await navigate('/zh-CN/news/')
  expect(new URL(page.url()).pathname).toBe('/offline/')
  await expect(page.getByRole('heading', { level: 1, name: LANGUAGES[0].offlineTitle })).toBeVisible()
  await expect(page.getByRole('link', { name: LANGUAGES[0].tryAgain })).toHaveAttribute('href', '/zh-CN/news/')
})

test('a visitor who reads one page downloads nothing of the worker; a second page, by a link, registers it and keeps the first (decision 041)', async ({ page, navigate, context }) => {
  const workerRequests: string[] = []
  context.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === '/sw.js' || pathname.endsWith('/offline/')) workerRequests.push(pathname)
  })
  const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)
  await navigate('/models/tiggo-9/')
  // Past the moment the worker registered before (the first idle period after hydration), until the network is idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await page.waitForLoadState('networkidle')
  expect(await registrations()).toBe(0)
  expect(workerRequests).toEqual([])

  await page.getByRole('contentinfo').getByRole('link', { name: 'Book a test drive' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/test-drive/')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  expect(await registrations()).toBe(1)
  await expect.poll(() => page.evaluate(async () => (await caches.match('/models/tiggo-9/')) !== undefined && (await caches.match('/offline/')) !== undefined)).toBe(true)
  expect(workerRequests).toEqual(['/sw.js', '/offline/'])
})

test('the offline page is noindex and out of the sitemap', async ({ request }) => {
  for (const path of ['/offline/', '/zh-CN/offline/']) expect(await (await request.get(path)).text()).toContain('<meta name="robots" content="noindex"/>')
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/offline/')
})

test('the worker keeps no API answer, no answer other than 200 and nothing from another origin', async ({ page, navigate, context }) => {
  await seenAPage(page)
  await navigate('/news/detail/5/')
  await keptForOffline(page)
  // Through the worker: an API call (another origin) and a page that is not there (404).
  const apiCalls: string[] = []
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(`${apiOrigin}/api/`)) apiCalls.push(request.url())
  })
  await navigate('/news/detail/5/')
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await page.getByRole('navigation', { name: 'More news' }).getByRole('link', { name: /Next article/ }).click()
  await expect(page).toHaveURL('/news/detail/6/')
  await expect.poll(() => apiCalls.length).toBeGreaterThan(0)
  expect((await page.goto('/no-such-page/'))?.status()).toBe(404)
  // Its islands' code loaded, before the connection goes (a chunk cut off offline logs an error).
  await waitForHydration(page)
  await expect(page.locator('[data-island]:not([data-island="hydrated"])')).toHaveCount(0)

  const urls = await cachedUrls(page)
  const origin = new URL(page.url()).origin
  expect(urls.length).toBeGreaterThan(0)
  expect(urls.filter((url) => !url.startsWith(`${origin}/`))).toEqual([])
  expect(urls.filter((url) => url.includes('/no-such-page/'))).toEqual([])

  // Offline, the page that answered 404 is not served from a kept copy.
  await context.setOffline(true)
  await navigate('/no-such-page/')
  expect(new URL(page.url()).pathname).toBe('/offline/')
})

test('crafted addresses get the server\'s answers through the worker (scripts/lib/hostile-paths.ts)', async ({ page, navigate, request, baseURL, allowConsole }) => {
  test.setTimeout(180_000)
  allowConsole(/status of 40[04]/)
  await seenAPage(page)
  await navigate('/')
  await keptForOffline(page)
  const paths = [...new Set(HOSTILE_REQUESTS.map((hostile) => hostile.path))]
  // The server's own answers, asked without a browser (the same URL parsing, redirects followed): a
  // second tab navigating to each address took half of this test's time.
  const direct = new Map(
    await Promise.all(
      paths.map(async (path) => {
        const response = await request.get(`${baseURL}${path}`, { failOnStatusCode: false, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } })
        return [path, `${response.status()} ${response.url()}`] as const
      }),
    ),
  )
  for (const path of paths) {
    const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'commit' })
    expect(`${response?.status()} ${page.url()}`, path).toBe(direct.get(path))
  }
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
})

/** The entry chunk a build's pages load. */
const entryOf = (dir: string) => (JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>)['src/main.tsx']!.file

/**
 * A second deploy of the built site `dist`, in a folder of its own: what a build of other content
 * publishes, every hashed file under a name the first deploy never had (the pages, files and build
 * manifest that name one rewritten) and a service worker of its own over them: a second build of the
 * whole site cost every `npm test` its longest build lane (decision 057).
 */
function nextDeployOf(dist: string) {
  const next = mkdtempSync(join(tmpdir(), 'next-deploy-'))
  cpSync(dist, next, { recursive: true })
  const hashed = new Set(readdirSync(join(next, 'assets')))
  const texts = readdirSync(next, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|js|css|json)$/.test(file) && file !== 'sw.js')
  for (const file of texts) {
    const text = readFileSync(join(next, file), 'utf8')
    // A file is named after a slash: /assets/x.js in a page, ./x.js in a chunk, assets/x.js in the manifest.
    const renamed = text.replace(/(?<=\/)[\w.-]+/g, (name) => (hashed.has(name) ? `next-${name}` : name))
    if (renamed !== text) writeFileSync(join(next, file), renamed)
  }
  for (const name of hashed) renameSync(join(next, 'assets', name), join(next, 'assets', `next-${name}`))
  execFileSync(process.execPath, ['scripts/build-service-worker.mjs', '--dist', next, '--ssr', `${dist}-ssr`])
  return next
}

async function serve(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
  const [started] = (await Promise.race([once(server.stdout!, 'data'), once(server, 'exit')])) as [unknown]
  if (!String(started).startsWith('Serving')) throw new Error(`${dir} could not be served on ${port}`)
  return server
}

async function stop(server: ChildProcess) {
  server.kill()
  if (server.exitCode === null) await once(server, 'exit')
}

test('after a new deploy the next visit shows the new HTML with the new files, never a mix', async ({ page }) => {
  const first = 'dist-api'
  const second = nextDeployOf(first)
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  let server = await serve(first, port)
  try {
    const [oldEntry, newEntry] = [entryOf(first), entryOf(second)]
    expect(newEntry).not.toBe(oldEntry)
    await seenAPage(page, origin)
    await page.goto(`${origin}/models/tiggo-9/`)
    await waitForHydration(page)
    await keptForOffline(page)
    await page.goto(`${origin}/`)
    await waitForHydration(page)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

    // The visitor leaves before the deploy (an open page's lazy files are the old deploy's to load).
    await page.goto('about:blank')
    await stop(server)
    server = await serve(second, port)
    for (const path of ['/', '/models/tiggo-9/']) {
      await page.goto(`${origin}${path}`)
      await waitForHydration(page)
      // The new deploy's HTML, and only the new deploy's files.
      expect(await page.locator('script[data-entry]').getAttribute('data-entry')).toBe(`/${newEntry}`)
      const files = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.startsWith('/assets/')))
      expect(files).toContain(`/${newEntry}`)
      expect(files.filter((file) => !existsSync(`${second}${file}`))).toEqual([])
    }
    // The new deploy's worker, installed beside the old one, has kept the offline page the old one had, in a cache of its own.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const offlineCaches = (await caches.keys()).filter((name) => name.startsWith('offline-'))
          return (await Promise.all(offlineCaches.map(async (name) => (await (await caches.open(name)).match('/offline/')) !== undefined))).filter(Boolean).length
        }),
      )
      .toBe(2)
  } finally {
    await page.goto('about:blank') // nothing of the page left loading from a server about to stop
    await stop(server)
    rmSync(second, { recursive: true, force: true })
  }
})

test('the kill switch removes the worker and everything it kept at the next visit', async ({ page }) => {
  // The same site with the kill switch as its sw.js: what a build with VITE_SERVICE_WORKER=off publishes.
  const off = mkdtempSync(join(tmpdir(), 'kill-switch-'))
  cpSync('dist-api', off, { recursive: true })
  execFileSync(process.execPath, ['scripts/build-service-worker.mjs', '--dist', off, '--kill-switch'])
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  let server = await serve('dist-api', port)
  try {
    await seenAPage(page, origin)
    await page.goto(`${origin}/`)
    await waitForHydration(page)
    await keptForOffline(page)
    await page.goto('about:blank')
    await stop(server)
    server = await serve(off, port)
    // Its pages register nothing (main.tsx; these are dist-api's): the browser's own check at the next load finds the kill switch.
    await page.context().addInitScript(() => {
      if (typeof ServiceWorkerContainer === 'function') ServiceWorkerContainer.prototype.register = () => new Promise(() => {})
    })
    await page.goto(`${origin}/`)
    await waitForHydration(page)
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([])
    // The next visit is the network's, with no worker.
    await page.goto(`${origin}/contact/`)
    await waitForHydration(page)
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  } finally {
    await page.goto('about:blank') // nothing of the page left loading from a server about to stop
    await stop(server)
    rmSync(off, { recursive: true, force: true })
  }
})
