import { useRouter } from '@tanstack/react-router'
import { useGlobalSpinner } from '@/lib/use-global-spinner'
import { PageLoader } from './PageLoader'

/**
 * The router shows this once a page has been pending for 200 ms, so the loader and the global
 * spinner need no delay of their own.
 */
export function RouterPending() {
  const router = useRouter()
  useGlobalSpinner()
  return <PageLoader delayMs={0} onRetry={() => void router.invalidate()} />
}
