import { routeChunk, sourceChunk } from './build-manifest'
import { expect, holdRequests, test } from './fixtures'

test('a slow page shows nothing for 200 ms, then the "Loading..." screen', async ({ page, navigate }) => {
  await navigate('/')
  const release = await holdRequests(page.context(), `**/${routeChunk('about.tsx')}`)
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click()
  const loader = page.getByRole('status').filter({ hasText: 'Loading...' })
  await expect(loader).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'About Chery Nigeria' })).toBeVisible()
  await expect(loader).toHaveCount(0)
})

test('a failed chunk download reloads once, then shows the error state whose Retry recovers', async ({ page, navigate, consoleProblems }) => {
  await navigate('/')
  const chunk = routeChunk('contact.tsx')
  await page.context().route(`**/${chunk}`, (route) => route.abort('connectionreset'))
  let documentLoads = 0
  page.on('load', () => (documentLoads += 1))

  // First failure: one reload (a new deploy or a dropped connection usually succeeds the second time).
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click()
  await expect.poll(() => documentLoads).toBe(1)
  await expect(page).toHaveURL('/contact/')

  // Still failing: no reload loop and no blank page, the error state with Retry.
  await expect(page.getByRole('heading', { name: 'Oops, Something Went Wrong' })).toBeVisible()
  await expect(page.getByText('Please refresh the page or try again later')).toBeVisible()
  await page.waitForTimeout(500) // Kept: proves that something does NOT happen within this time (no reload loop).
  expect(documentLoads).toBe(1)

  await page.context().unroute(`**/${chunk}`)
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  // The aborted downloads are the point of this test; nothing else may be logged.
  const unexpected = consoleProblems.filter(
    (problem) => !/Failed to (fetch dynamically imported module|load resource)|ERR_CONNECTION_RESET|ChunkLoadError|preload|Recoverable render error/i.test(problem.text),
  )
  consoleProblems.length = 0
  expect(unexpected).toEqual([])
})

test('a page whose strings fail to load on a link (a deploy removed them, or the connection dropped) loads in full once, and shows', async ({ page, navigate, allowConsole }) => {
  allowConsole(/Failed to (fetch dynamically imported module|load resource)|ERR_CONNECTION_RESET/)
  await navigate('/')
  let documentLoads = 0
  page.on('load', () => (documentLoads += 1))
  // Lost until the page is loaded again (src/lib/missing-code.ts): the router's loader, not its component's chunk.
  await page.context().route(`**/${sourceChunk('src/locales/en-US/testDrive.json')}`, (route) => (documentLoads === 0 ? route.abort('connectionreset') : route.continue()))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Book a test drive' }).click()
  // The full load's prerendered heading shows before its `load` event: wait for the event.
  await expect.poll(() => documentLoads).toBe(1)
  await expect(page.getByRole('heading', { level: 1, name: 'Book a test drive' })).toBeVisible()
  await expect(page).toHaveURL('/test-drive/')
})

test("optional code lost on the way (the home banner's engine) leaves the page as it is, never the error screen", async ({ page, navigate, consoleProblems }) => {
  await page.context().route(`**/${sourceChunk('src/features/home/banner/BannerEngine.tsx')}`, (route) => route.abort('connectionreset'))
  await navigate('/')
  const banner = page.getByRole('region', { name: 'Highlights' })
  // Reaching for a dot asks for the engine at once: its download fails.
  await banner.getByRole('button', { name: 'Show slide 2' }).click()
  await expect.poll(() => consoleProblems.some((problem) => /Failed to fetch dynamically imported module|ERR_CONNECTION_RESET/i.test(problem.text))).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chery Nigeria')
  await expect(page.getByRole('heading', { name: 'Oops, Something Went Wrong' })).toHaveCount(0)
  await expect(banner.getByRole('button', { name: 'Show slide 1' })).toBeVisible()
  // The rest of the page still works: a client navigation.
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'About Chery Nigeria' })).toBeVisible()
  const unexpected = consoleProblems.filter((problem) => !/Failed to (fetch dynamically imported module|load resource)|ERR_CONNECTION_RESET/i.test(problem.text))
  consoleProblems.length = 0
  expect(unexpected).toEqual([])
})

test('the locale cookie switches the site to Chinese after hydration without a mismatch', async ({ page, context, navigate }) => {
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: 'http://127.0.0.1' }])
  const html = await (await page.request.get('/about/')).text()
  expect(html).toContain('>About</a>')
  await navigate('/about/')
  await expect(page.getByRole('banner').getByRole('link', { name: '关于我们' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
})
