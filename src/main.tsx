import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from './router'
import { readInitialStateFromDocument } from '@/lib/state/app-state'
import { trackPageView } from '@/lib/analytics'
import { connectApiClient } from './connect-api-client'

const initialState = readInitialStateFromDocument(document)
const router = createAppRouter(initialState)

const mocksReady =
  import.meta.env.VITE_API_MOCKING === 'off'
    ? Promise.resolve()
    : import('../mocks/browser').then(({ worker }) =>
        worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } }),
      )

connectApiClient(router.options.context.store, mocksReady)

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
