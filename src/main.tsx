import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from './router'
import { createI18n, loadNamespaces, readPageNamespaces } from '@/lib/i18n'
import { localeOfPath } from '@/lib/locale-path'
import { readInitialStateFromDocument } from '@/lib/state/app-state'
import { startAnalyticsOnConsent, trackPageView } from '@/lib/analytics-on-consent'
import { recordEarlyInput } from '@/lib/held-input/typing'
import { recordMissingCode } from '@/lib/missing-code'
import { nextTask } from '@/boot/next-task'
import { preloadPageLoader } from '@/components/RouterPending'
import { connectApiClient } from './connect-api-client'
import { startMocksOnDemand } from '../mocks/on-demand'
import { registerServiceWorkerFromSecondView } from '@/lib/service-worker'

const untilMocksAnswer = import.meta.env.VITE_API_MOCKING === 'off' ? undefined : startMocksOnDemand(window.location.href)

// Evaluating the modules, setting up the translations, creating the router, connecting the API
// client and hydrating are each a task of their own (nextTask): on a slow phone together they would
// be one long task that delays a tap (TBT).
async function start() {
  // What was typed before hydration, and what is typed until each form takes it (src/lib/held-input/typing.ts).
  recordEarlyInput()
  recordMissingCode()
  await nextTask() // after the modules' own evaluation
  const locale = localeOfPath(window.location.pathname)
  const initialState = { ...readInitialStateFromDocument(document), locale }
  const i18n = createI18n(locale)
  // The page's strings in its language (preloaded by the boot loader) before it hydrates: it hydrates as prerendered.
  await loadNamespaces(i18n, readPageNamespaces(document))
  await nextTask()
  const router = createAppRouter(initialState, i18n)
  await nextTask()
  connectApiClient(router.options.context.store, () => untilMocksAnswer?.())

  // Consent signals first, so a returning visitor's first page view follows them.
  startAnalyticsOnConsent()

  const reportPageView = () => {
    const path = window.location.pathname
    // The new page's <title> is committed after the route resolves, and later still when the page's
    // strings load on demand: the view waits for a title (3 s at most).
    requestAnimationFrame(() =>
      whenTitled(() => trackPageView({ path, title: document.title, template: pageTemplate(router), language: localeOfPath(path) })),
    )
  }

  router.subscribe('onResolved', reportPageView)
  router.subscribe('onBeforeNavigate', (event) => {
    if (event.fromLocation) preloadPageLoader()
  })
  // Not needed before the visitor's first navigation: loaded after hydration, out of the first load.
  void import('@/lib/late-hash-scroll').then(({ scrollToLateHashTargets }) => scrollToLateHashTargets(router))

  await nextTask()
  // In a transition, React hydrates in slices of a few milliseconds instead of one long task; a tap
  // meanwhile makes React finish hydrating the tapped part at once and then handles it.
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />, {
      // React wraps what was thrown while hydrating (minified error 422): its cause says what it was;
      // the page and the component stack say where (a mismatch, error 418, has no cause).
      onRecoverableError: (error, { componentStack }) =>
        console.error('Recoverable render error on', location.pathname, error, (error as { cause?: unknown } | null)?.cause ?? '', componentStack),
    })
  })

  // The first page view: the router does not resolve a navigation for the hydrated page.
  reportPageView()

  // Production builds only: a mock build's msw worker holds the site's scope (decision 033).
  if (import.meta.env.VITE_API_MOCKING === 'off' && import.meta.env.VITE_SERVICE_WORKER !== 'off') {
    registerServiceWorkerFromSecondView((onPageChange) => router.subscribe('onResolved', (event) => event.pathChanged && onPageChange()))
  }
}

void start()

/**
 * The page's route (`/models/$id`), or `not-found`: what real visitors' figures are grouped by. The
 * hydrating page has no resolved matches yet: its route is read from its address.
 */
function pageTemplate(router: ReturnType<typeof createAppRouter>) {
  const resolved = router.state.matches.at(-1)
  if (resolved) return resolved.routeId === '__root__' || resolved.status === 'notFound' ? 'not-found' : resolved.routeId
  return router.getMatchedRoutes(router.latestLocation.pathname)[2]?.id ?? 'not-found'
}

function whenTitled(send: () => void) {
  if (document.title) return send()
  const observer = new MutationObserver(() => {
    if (!document.title) return
    observer.disconnect()
    clearTimeout(timer)
    send()
  })
  observer.observe(document.head, { subtree: true, childList: true, characterData: true })
  const timer = setTimeout(() => {
    observer.disconnect()
    send()
  }, 3000)
}
