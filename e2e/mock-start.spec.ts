import { expect, test } from './fixtures'

// A build with the mocks on (what `npm start` serves) starts msw at a page's first API request,
// not at load (mocks/on-demand.ts): most pages make none while they load.

const registrations = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)
// False while msw's own reload replaces the page.
const controlled = (page: import('@playwright/test').Page) =>
  page.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false)

test('a page that asks the API nothing while it loads does not start the mocks', async ({ page, navigate }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await navigate('/')
  await page.waitForLoadState('networkidle')
  expect(await registrations(page)).toBe(0)
  expect(scripts.filter((path) => /\/browser-[\w-]+\.js$/.test(path))).toEqual([])
  // The stored-submissions view for testers still answers (loading the mocks' code, not starting them).
  expect(await page.evaluate(() => (window as unknown as { __mockDb: { list: (kind: string) => Promise<unknown[]> } }).__mockDb.list('testDrive'))).toEqual([])
  expect(await registrations(page)).toBe(0)
})

test('a page that asks the API at load starts them; a page msw must reload is reloaded while it loads', async ({ page, context, navigate }) => {
  await navigate('/account/profile/')
  await expect.poll(() => controlled(page)).toBe(true)

  // A second tab keeps the worker registered (msw drops it when its last page goes). A hard reload
  // there bypasses the worker, and msw then reloads the page itself: that must happen while the page
  // loads (home asks the API nothing), not later at a first request that may be a submitted form.
  const tab = await context.newPage()
  await tab.goto('/')
  const cdp = await context.newCDPSession(tab)
  await cdp.send('Page.reload', { ignoreCache: true })
  await expect.poll(() => controlled(tab)).toBe(true)
})
