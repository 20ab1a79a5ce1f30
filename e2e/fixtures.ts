import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test'

type ConsoleProblem = { type: string; text: string; url?: string }

type Fixtures = {
  /** Console errors, warnings and uncaught exceptions seen in the browser; the test fails if any remain. */
  consoleProblems: ConsoleProblem[]
  /** Go to a site path and wait until the page has hydrated. */
  navigate: (path: string) => Promise<void>
  /** Accepts console lines a test causes on purpose (e.g. the HTTP 500 of an injected fault); everything else must stay clean. */
  allowConsole: (pattern: RegExp) => void
  /** Opens `path` in another tab of the test's browser (its context: the same storage, cookies and routes), hydrated; its console counts as the first tab's. */
  openTab: (path: string) => Promise<Page>
}

// Lines that are not problems of the site (none yet: add with a reason if ever needed).
const IGNORED_CONSOLE: RegExp[] = []

/**
 * The mock build's API hosts (*.chery-nigeria.test) do not exist: a request reaches them only when
 * msw's worker lets it go to the network, as it does once the page that sent it has said goodbye
 * (a test moving to the next page while this one's session check is in flight). The worker then
 * leaves the request to the browser when no page is left for it to serve (ERR_NAME_NOT_RESOLVED),
 * or fetches it itself when another page is (ERR_FAILED, its fetch having failed). A request of a
 * page still in use that went there would fail the test's own expectations first.
 */
const isLeavingPageRequestToMockedHost = ({ text, url }: ConsoleProblem) =>
  /^Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|FAILED)$/.test(text) && /^https:\/\/[a-z]+\.chery-nigeria\.test\//.test(url ?? '')

/** Holds the requests whose URL matches (a chunk, an answer) until the returned function is called. */
export async function holdRequests(target: Page | BrowserContext, url: RegExp | string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await target.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Marks, as `window.__firstFrameAfterParse`, the time of the second frame after the HTML was parsed:
 * layout shifts stamped before it compare with a half-parsed page (the first frame after parsing
 * stamps its shifts after its own animation callbacks, so a mark taken there comes too early).
 */
export async function markFirstFrameAfterParse(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() => requestAnimationFrame(() => ((window as unknown as { __firstFrameAfterParse: number }).__firstFrameAfterParse = performance.now()))),
    )
  })
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/**
 * A slow phone: its network from the start (Lighthouse's mobile profile, its "devtools" throttling:
 * 562.5 ms a request unless `latencyMs` says otherwise, 1.47 Mbit/s down), its CPU 4× slower from
 * `slowCpu()` until `hydrated()` has seen the page hydrate. A throttled page costs the suite's machine
 * CPU time for every second it lives (docs/measurements.md), so what a test checks after hydration
 * runs unthrottled; a timing budget that measures later keeps the throttle to its end.
 */
export async function slowPhone(page: Page, { latencyMs = 562.5 } = {}) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 })
  return {
    async slowCpu() {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    },
    async hydrated() {
      await waitForHydration(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    },
  }
}

export type SlowPhone = Awaited<ReturnType<typeof slowPhone>>

/**
 * Brings an island's root (a booking form, the footer…) into view, as a visitor about to use it
 * does, and waits until it has hydrated: its code arrives after the page's, or once it comes near
 * (decision 047). Until then the boot loader holds a tap on it and replays it after hydration (what a
 * visitor needs; src/lib/held-input/clicks.react.test.tsx), but Playwright's check() wants a radio checked
 * the moment it clicks, and a keyboard test wants React's handlers from the first key.
 */
export async function islandHydrated(root: Locator) {
  await root.scrollIntoViewIfNeeded()
  await expect(root).toHaveAttribute('data-island', 'hydrated')
}

/** Collects a page's console errors and warnings and its uncaught exceptions into `problems`. */
function watchConsole(page: Page, problems: ConsoleProblem[]) {
  page.on('console', (message) => {
    const type = message.type()
    const url = message.location().url
    // A page served with status 404 on purpose (the not-found page) logs its own status; any other 404 is a problem.
    const isNotFoundDocument = /status of 404/.test(message.text()) && url === page.url() && !url.includes('/assets/')
    const problem = { type, text: message.text(), url }
    if ((type === 'error' || type === 'warning') && !isNotFoundDocument && !isLeavingPageRequestToMockedHost(problem) && !IGNORED_CONSOLE.some((pattern) => pattern.test(problem.text))) {
      problems.push(problem)
    }
  })
  page.on('pageerror', (error) => problems.push({ type: 'pageerror', text: error.message }))
}

/** The console problems of each test's tab, and the lines the test allows. */
const consoleOf = new WeakMap<Page, { problems: ConsoleProblem[]; allowed: RegExp[] }>()

export const test = base.extend<Fixtures>({
  // The test's tab watches its console from the start. A test that never asks for the tab (plain
  // requests, contexts of its own) opens none: a browser context and tab cost ≈ 0.3 CPU-s.
  page: async ({ page }, use, testInfo) => {
    const problems: ConsoleProblem[] = []
    const allowed: RegExp[] = []
    consoleOf.set(page, { problems, allowed })
    watchConsole(page, problems)
    await use(page)
    if (testInfo.status === testInfo.expectedStatus) {
      expect(
        problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem.text))),
        'the browser console stays clean',
      ).toEqual([])
    }
  },
  consoleProblems: async ({ page }, use) => {
    await use(consoleOf.get(page)!.problems)
  },
  openTab: async ({ page, consoleProblems }, use) => {
    await use(async (path: string) => {
      const tab = await page.context().newPage()
      watchConsole(tab, consoleProblems)
      await tab.goto(path)
      await waitForHydration(tab)
      return tab
    })
  },
  allowConsole: async ({ page }, use) => {
    await use((pattern) => consoleOf.get(page)?.allowed.push(pattern))
  },
  navigate: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path)
      await waitForHydration(page)
    })
  },
})

/**
 * Runs `check` on each path in the test's one tab, a step per path (a failure names its path),
 * instead of a test and a new browser page per route (about a second each); the test gets
 * `msPerPath` for each path.
 */
export async function eachPathInOneTab(paths: readonly string[], check: (path: string) => Promise<void>, msPerPath = 10_000) {
  test.setTimeout(paths.length * msPerPath)
  for (const path of paths) await test.step(path, () => check(path))
}

export { expect }

/**
 * Records every prerendered element removed from the document from the first byte on (scripts aside,
 * and the consent question: prerendered for everyone, hidden from the first paint for a visitor who
 * has answered, as these tests' visitor has, and removed once the browser knows the answer).
 * Prerendered: in the document when it was parsed. What scripts add later and take away again (the
 * progress bar of a navigation that took a while on a busy machine) is not the page's HTML.
 */
export function recordRemovedNodes(page: Page) {
  return page.addInitScript(() => {
    const removed: string[] = []
    ;(window as unknown as { __removedNodes: string[] }).__removedNodes = removed
    let parsed: WeakSet<Element> | null = null
    document.addEventListener('DOMContentLoaded', () => (parsed = new WeakSet(document.querySelectorAll('*'))), { once: true })
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node.nodeType !== Node.ELEMENT_NODE) continue
          const element = node as Element
          if (parsed && !parsed.has(element)) continue
          const answeredQuestion = element.matches('[data-testid="consent-banner"][data-until-known]') && !document.documentElement.hasAttribute('data-consent-ask')
          if (element.tagName !== 'SCRIPT' && !answeredQuestion) removed.push(element.outerHTML.slice(0, 120))
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

export const removedNodes = (page: Page) => page.evaluate(() => (window as unknown as { __removedNodes: string[] }).__removedNodes)
