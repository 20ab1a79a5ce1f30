import { lazy } from 'react'
import { useRouter } from '@tanstack/react-router'
import { OptionalCode } from './OptionalCode'

// Only a client-side navigation can be pending: the loader's code loads when the first one starts
// (main.tsx), 200 ms before it can show, not with the page.
const loadPageLoader = () => import('./PageLoader').then((module) => ({ default: module.PageLoader }))
const PageLoader = lazy(loadPageLoader)

export function preloadPageLoader() {
  loadPageLoader().catch(() => undefined)
}

/**
 * The router shows this once a page has been pending for 200 ms, so the loader needs no delay of
 * its own (the global spinner follows the router's pending state itself, and shows meanwhile).
 */
export function RouterPending() {
  const router = useRouter()
  return (
    <OptionalCode>
      <PageLoader delayMs={0} onRetry={() => void router.invalidate()} />
    </OptionalCode>
  )
}
