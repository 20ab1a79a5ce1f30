import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from './router'
import { readInitialStateFromDocument } from '@/lib/state/app-state'
import { startAnalytics, trackPageView } from '@/lib/analytics'
import { connectApiClient } from './connect-api-client'

const initialState = readInitialStateFromDocument(document)
const router = createAppRouter(initialState)

const mockingGate =
  import.meta.env.VITE_API_MOCKING === 'off' ? undefined : import('../mocks/browser').then((mocks) => mocks.startMocking())

connectApiClient(router.options.context.store, () => mockingGate?.then((untilMocksAnswer) => untilMocksAnswer()))

// Consent signals first, so a returning visitor's first page view follows them.
startAnalytics()

const reportPageView = () =>
  // The new page's <title> is committed after the route resolves.
  requestAnimationFrame(() => trackPageView({ path: router.state.location.pathname, title: document.title }))

router.subscribe('onResolved', reportPageView)

hydrateRoot(document, <RouterClient router={router} />, {
  onRecoverableError(error) {
    console.error('Recoverable render error', error)
  },
})

// The first page view: the router does not resolve a navigation for the hydrated page.
reportPageView()
