import { useRouter } from '@tanstack/react-router'
import { PageLoader } from './PageLoader'

/**
 * The router shows this once a page has been pending for 200 ms, so the loader needs no delay of
 * its own (the global spinner follows the router's pending state itself).
 */
export function RouterPending() {
  const router = useRouter()
  return <PageLoader delayMs={0} onRetry={() => void router.invalidate()} />
}
